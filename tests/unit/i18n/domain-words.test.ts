// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { checkWithdrawal } from '../../../src/domain/funds';
import { checkLength } from '../../../src/domain/input-limits';
import { problem, type Check } from '../../../src/domain/messages';
import { betTypeSelectionCheck } from '../../../src/domain/session';
import { betTypeText, methodText, pannaKindText, rateRowText, rateText, starlineGameName } from '../../../src/i18n/domain-labels';
import { chooseLanguage, problemText, serverErrorText } from '../../../src/i18n/t';
import { formatGameDay } from '../../../src/ui/format';
import { formatDateTimeIst, formatWeekday } from '../../../src/ui/record-format';
import { accountDetailsText } from '../../../src/ui/record-names';

/**
 * What the domain names in English (bet types, panna kinds, methods, fields, periods, a break's end) reads in the
 * chosen language on screen: in the rules' messages, in the server's messages the app knows, and in records.
 */

const AVAILABILITY_AFTER_OPEN = { open: false, close: true, openDeclared: true, closeDeclared: false, marketClosed: false };
const WITHDRAWAL = { amount: '2000', method: 'paytm', savedMethods: ['bank' as const], minimumWithdraw: 1000, balance: 5000, now: '2026-11-20T05:30:00Z' };

/** A refused check's message in the active language. */
function refusal(check: Check): string {
  if (check.ok) throw new Error('The check passed');
  return problemText(check);
}

afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('in Hindi', () => {
  beforeEach(async () => {
    await chooseLanguage('hi');
  });

  it('fills the rules’ messages with Hindi words', () => {
    expect(problemText(problem('PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }))).toBe(
      'यह डबल पन्ना है, पर आपने सिंगल पन्ना चुना है',
    );
    expect(refusal(betTypeSelectionCheck('jodi', AVAILABILITY_AFTER_OPEN))).toBe('जोड़ी की बोली ओपन सेशन के साथ बंद हो जाती है');
    expect(refusal(checkWithdrawal(WITHDRAWAL))).toBe('निकासी से पहले अपना Paytm विवरण जोड़ें');
    expect(refusal(checkWithdrawal({ ...WITHDRAWAL, method: 'bank', savedMethods: [] }))).toBe('निकासी से पहले अपना बैंक विवरण जोड़ें');
    expect(refusal(checkLength('x'.repeat(61), 'name'))).toBe('नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है');
  });

  it('fills the server’s messages it knows with Hindi words and dates', () => {
    expect(serverErrorText('WITHDRAW_METHOD_NOT_SAVED', 'Please add your Bank details before withdrawing', { method: 'Bank' })).toBe(
      'निकासी से पहले अपना बैंक विवरण जोड़ें',
    );
    expect(
      serverErrorText(
        'LOSS_LIMIT_REACHED',
        'This bet would take you over your daily loss limit of ₹1,000 (₹950 used). It resets on 21 Nov 2026, 12:00 AM IST.',
        { period: 'daily', limit: 1000, used: 950, resetsDate: '2026-11-21', resetsTime: '00:00' },
      ),
    ).toBe('यह बोली आपकी ₹1,000 की रोज़ाना नुकसान सीमा पार कर देगी (₹950 इस्तेमाल हो चुके)। यह सीमा 21 नव॰ 2026, 12:00 AM IST को रीसेट होगी।');
    expect(
      serverErrorText('TIMED_OUT', 'You are taking a time-out until 27 Nov 2026, 9:05 PM IST. Bets and deposits are paused until then.', {
        untilDate: '2026-11-27',
        untilTime: '21:05',
      }),
    ).toBe('आप 27 नव॰ 2026, 9:05 PM IST तक टाइम-आउट पर हैं। तब तक बोली और जमा रुके रहेंगे।');
  });

  it('names bet types, rate rows, panna kinds, methods and Starline games in Hindi', () => {
    expect(betTypeText('jodi')).toBe('जोड़ी');
    expect(betTypeText('halfSangam', 'close')).toBe('हाफ़ संगम (क्लोज़)');
    expect(rateRowText('doublePana')).toBe('डबल पन्ना');
    expect(pannaKindText('triple')).toBe('ट्रिपल पन्ना');
    expect(methodText('bank')).toBe('बैंक');
    expect(methodText('crypto')).toBe('crypto');
    expect(starlineGameName({ gameName: 'Starline 10 AM', gameNameHindi: 'स्टारलाइन सुबह 10 बजे' })).toBe('स्टारलाइन सुबह 10 बजे');
    expect(starlineGameName({ gameName: 'Starline 11 AM', gameNameHindi: ' ' })).toBe('Starline 11 AM');
    expect(accountDetailsText({ method: 'bank', accountDetails: 'Bank - XXXX4321 (R Sharma)' })).toBe('बैंक - XXXX4321 (R Sharma)');
  });

  it('writes a rate as the stake and what it pays', () => {
    expect(rateText({ min: 10, max: 95 })).toBe('₹10 पर ₹95 मिलते हैं');
    expect(rateText({ min: 10, max: 100000 })).toBe('₹10 पर ₹1,00,000 मिलते हैं');
  });

  it('writes days, weekdays and a break’s end in Hindi with Latin digits', () => {
    expect(formatGameDay('2026-11-20')).toBe('20 नव॰ 2026');
    expect(formatWeekday('2026-11-20')).toBe('शुक्रवार');
    expect(formatDateTimeIst('2026-11-21T15:35:00Z')).toBe('21 नव॰ 2026, 9:05 PM IST');
  });
});

describe('in English', () => {
  beforeEach(async () => {
    await chooseLanguage('en');
  });

  it('keeps the rules’ and the server’s messages as they are', () => {
    expect(problemText(problem('PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }))).toBe(
      'This is a double panna, but you selected single panna',
    );
    expect(serverErrorText('WITHDRAW_METHOD_NOT_SAVED', 'Please add your Bank details before withdrawing', { method: 'Bank' })).toBe(
      'Please add your Bank details before withdrawing',
    );
  });

  it('names things as the original app does', () => {
    expect(betTypeText('jodi')).toBe('Jodi');
    expect(betTypeText('halfSangam', 'open')).toBe('Half Sangam (Open)');
    expect(rateRowText('jodiDigit')).toBe('Jodi');
    expect(pannaKindText('single')).toBe('Single Panna');
    expect(rateRowText('singlePana')).toBe('Single Panna');
    expect(rateText({ min: 10, max: 95 })).toBe('₹10 pays ₹95');
    expect(rateText({ min: 10, max: 100000 })).toBe('₹10 pays ₹1,00,000');
    expect(starlineGameName({ gameName: 'Starline 10 AM', gameNameHindi: 'स्टारलाइन सुबह 10 बजे' })).toBe('Starline 10 AM');
    expect(accountDetailsText({ method: 'bank', accountDetails: 'Bank - XXXX4321 (R Sharma)' })).toBe('Bank - XXXX4321 (R Sharma)');
    expect(formatGameDay('2026-11-20')).toBe('20 Nov 2026');
    expect(formatWeekday('2026-11-20')).toBe('Friday');
    expect(formatDateTimeIst('2026-11-21T15:35:00Z')).toBe('21 Nov 2026, 9:05 PM IST');
  });
});
