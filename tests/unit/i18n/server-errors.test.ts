// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { problem } from '../../../src/domain/messages';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language';
import { chooseLanguage, problemText, serverErrorText, valuesFromTemplate } from '../../../src/i18n/t';

/**
 * The server speaks English (API.md): the app shows its own Hindi for every code it knows, filled with the
 * values of the server's message, and the server's message for anything else.
 */

afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('the values of a message, read back from its English template', () => {
  it('reads each placeholder', () => {
    expect(valuesFromTemplate('Minimum bet amount is ₹{min}', 'Minimum bet amount is ₹10')).toEqual({ min: '10' });
    expect(valuesFromTemplate('Account number must be {min} to {max} digits', 'Account number must be 9 to 18 digits')).toEqual({
      min: '9',
      max: '18',
    });
  });

  it('takes the template’s other text literally, dots and brackets included', () => {
    expect(
      valuesFromTemplate(
        'This bet would take you over your {period} loss limit of {limit} ({used} used). It resets on {resetsAt}.',
        'This bet would take you over your daily loss limit of ₹1,000 (₹950 used). It resets on 21 Nov 2026, 12:00 AM IST.',
      ),
    ).toEqual({ period: 'daily', limit: '₹1,000', used: '₹950', resetsAt: '21 Nov 2026, 12:00 AM IST' });
    expect(valuesFromTemplate('No game rates set.', 'No game rates set!')).toBeNull();
  });

  it('is empty for a template without placeholders that matches, and null for another message', () => {
    expect(valuesFromTemplate('Insufficient balance', 'Insufficient balance')).toEqual({});
    expect(valuesFromTemplate('Minimum bet amount is ₹{min}', 'Maximum bet amount is ₹500')).toBeNull();
  });
});

describe('a server error in Hindi', () => {
  beforeEach(async () => {
    await chooseLanguage('hi');
  });

  it('shows the Hindi of a domain code, filled with the values of the server’s message', () => {
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Minimum bet amount is ₹10')).toBe('न्यूनतम बोली राशि ₹10 है');
    expect(serverErrorText('INSUFFICIENT_BALANCE', 'Insufficient balance')).toBe('बैलेंस कम है');
  });

  it('shows the Hindi of a code only the server has', () => {
    expect(serverErrorText('LOGIN_FAILED', 'Invalid mobile number or password')).toBe('मोबाइल नंबर या पासवर्ड गलत है');
    expect(serverErrorText('PUSH_SUBSCRIPTION_LIMIT', 'You can get alerts on at most 5 devices. Turn them off on one first.')).toBe(
      'आप ज़्यादा से ज़्यादा 5 डिवाइस पर अलर्ट पा सकते हैं। पहले किसी एक पर इन्हें बंद करें।',
    );
  });

  it('shows the server’s message for a code the app does not know, or for no code', () => {
    expect(serverErrorText('BRAND_NEW_RULE', 'Bets on this market are paused for maintenance')).toBe(
      'Bets on this market are paused for maintenance',
    );
    expect(serverErrorText(undefined, 'Bets on this market are paused for maintenance')).toBe(
      'Bets on this market are paused for maintenance',
    );
  });

  it('shows the server’s message when its wording no longer matches a template with values', () => {
    // The Hindi needs {min}, which cannot be read from words the app does not expect.
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Stakes start at 10 rupees')).toBe('Stakes start at 10 rupees');
  });

  it('still shows the Hindi of a template without values when the wording changed', () => {
    expect(serverErrorText('INSUFFICIENT_BALANCE', 'Not enough balance for this bet')).toBe('बैलेंस कम है');
  });

  it('writes a domain rule’s problem in Hindi', () => {
    expect(problemText(problem('BET_AMOUNT_ABOVE_MAX', { max: 500 }))).toBe('अधिकतम बोली राशि ₹500 है');
    expect(problemText(problem('PASSWORDS_DO_NOT_MATCH'))).toBe('पासवर्ड मेल नहीं खाते');
  });

  it('is chosen on the device: <html lang> says hi and the choice is kept', () => {
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });
});

describe('a server error in English', () => {
  beforeEach(async () => {
    await chooseLanguage('en');
  });

  it('is the server’s message unchanged, whatever its code', () => {
    expect(serverErrorText('LOGIN_FAILED', 'Invalid mobile number or password')).toBe('Invalid mobile number or password');
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Minimum bet amount is ₹10')).toBe('Minimum bet amount is ₹10');
    expect(serverErrorText('BRAND_NEW_RULE', 'Something new')).toBe('Something new');
  });

  it('writes a domain rule’s problem in English', () => {
    expect(problemText(problem('BET_AMOUNT_ABOVE_MAX', { max: 500 }))).toBe('Maximum bet amount is ₹500');
  });

  it('says en-IN in <html lang>', () => {
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
