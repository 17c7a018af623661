// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessages } from '../../../src/api/errors';
import { problem } from '../../../src/domain/messages';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language';
import { chooseLanguage, problemText, serverErrorText, loadEnglishRefusals } from '../../../src/i18n/t';

/**
 * The server speaks English and names each refusal by its code and params: the app writes the refusal in
 * the chosen language from those, and shows the server's message only for a code it does not know.
 */

afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('a server refusal in Hindi', () => {
  beforeEach(async () => {
    await chooseLanguage('hi');
  });

  it('writes a domain code from its params, amounts as rupees', () => {
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Minimum bet amount is ₹10', { min: 10 })).toBe('न्यूनतम बोली राशि ₹10 है');
    expect(serverErrorText('BET_AMOUNT_ABOVE_MAX', 'Maximum bet amount is ₹10,000', { max: 10000 })).toBe(
      'अधिकतम बोली राशि ₹10,000 है',
    );
    expect(serverErrorText('INSUFFICIENT_BALANCE', 'Insufficient balance')).toBe('बैलेंस कम है');
  });

  it('writes a code only the server has', () => {
    expect(serverErrorText('LOGIN_FAILED', 'Invalid mobile number or password')).toBe('मोबाइल नंबर या पासवर्ड गलत है');
    expect(
      serverErrorText('PUSH_SUBSCRIPTION_LIMIT', 'You can get alerts on at most 5 devices. Turn them off on one first.', { max: 5 }),
    ).toBe('आप ज़्यादा से ज़्यादा 5 डिवाइस पर अलर्ट पा सकते हैं। पहले किसी एक पर इन्हें बंद करें।');
  });

  it('is Hindi from the code and params even when the server words its English differently', () => {
    // Reading values back out of the English failed here: the words no longer matched the template.
    const reworded = new ApiError(400, {
      message: 'Stakes start at 10 rupees',
      code: 'BET_AMOUNT_BELOW_MIN',
      params: { min: 10 },
      errors: [{ msg: 'Stakes start at 10 rupees', path: 'betAmount', code: 'BET_AMOUNT_BELOW_MIN', params: { min: 10 } }],
    });
    expect(errorMessages(reworded, 'failed')).toEqual(['न्यूनतम बोली राशि ₹10 है']);
    const limit = new ApiError(403, {
      message: 'Your daily loss limit of ₹1,000 would be passed (₹950 spent); it resets on 21 Nov 2026, 12:00 AM IST.',
      code: 'LOSS_LIMIT_REACHED',
      params: { period: 'daily', limit: 1000, used: 950, resetsDate: '2026-11-21', resetsTime: '00:00' },
    });
    expect(errorMessages(limit, 'failed')).toEqual([
      'यह बोली आपकी ₹1,000 की रोज़ाना नुकसान सीमा पार कर देगी (₹950 इस्तेमाल हो चुके)। यह सीमा 21 नव॰ 2026, 12:00 AM IST को रीसेट होगी।',
    ]);
  });

  it('shows the server’s message for a code the app does not know, or for no code', () => {
    expect(serverErrorText('BRAND_NEW_RULE', 'Bets on this market are paused for maintenance')).toBe(
      'Bets on this market are paused for maintenance',
    );
    expect(serverErrorText(undefined, 'Bets on this market are paused for maintenance')).toBe(
      'Bets on this market are paused for maintenance',
    );
  });

  it('shows the server’s message when the params its template needs are missing (an older server)', () => {
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Minimum bet amount is ₹10')).toBe('Minimum bet amount is ₹10');
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

describe('a server refusal in English', () => {
  beforeEach(async () => {
    await chooseLanguage('en');
    await loadEnglishRefusals();
  });

  it('is the registry’s English, written from the code and params', () => {
    expect(serverErrorText('LOGIN_FAILED', 'Invalid mobile number or password')).toBe('Invalid mobile number or password');
    expect(serverErrorText('BET_AMOUNT_BELOW_MIN', 'Stakes start at 10 rupees', { min: 10 })).toBe('Minimum bet amount is ₹10');
    expect(serverErrorText('BRAND_NEW_RULE', 'Something new')).toBe('Something new');
  });

  it('writes a domain rule’s problem in English', () => {
    expect(problemText(problem('BET_AMOUNT_ABOVE_MAX', { max: 500 }))).toBe('Maximum bet amount is ₹500');
  });

  it('says en-IN in <html lang>', () => {
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
