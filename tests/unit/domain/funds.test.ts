import { describe, expect, it } from 'vitest';
import { MAX_DEPOSIT, QUICK_AMOUNTS } from '../../../src/domain/constants';
import {
  buildUpiPaymentLink,
  checkDepositAmount,
  checkUpiId,
  checkWithdrawal,
  DEFAULT_FUND_SETTINGS,
  digitsOnly,
  isBankDetailsSaved,
  isWithdrawMethod,
  makeTransactionId,
  payeeOfUpiLink,
  maskAccountNumber,
  savedWithdrawMethods,
  withdrawalAccountDisplay,
  withdrawMethodLabel,
  withdrawQuickAmounts,
  withFundSettingsDefaults,
  type WithdrawalForm,
} from '../../../src/domain/funds';

const BANK = { accountNumber: '123456784321', accountHolderName: 'R Sharma', ifscCode: 'SBIN0001234', bankName: 'SBI' };
const WALLETS = { phonepe: '9876543210', googlePay: '9123456780', paytm: '9000000001' };

describe('fund settings defaults', () => {
  it('has the original app\'s defaults and fills whatever is missing or unusable', () => {
    expect(DEFAULT_FUND_SETTINGS).toEqual({
      minimumDeposit: 1, minimumWithdraw: 1000, withdrawalOpenTime: '6:00 AM', withdrawalCloseTime: '9:10 AM',
    });
    expect(withFundSettingsDefaults(undefined)).toEqual(DEFAULT_FUND_SETTINGS);
    expect(withFundSettingsDefaults({ minimumDeposit: 100, minimumWithdraw: -5, withdrawalOpenTime: '', withdrawalCloseTime: '8:00 PM' })).toEqual({
      minimumDeposit: 100, minimumWithdraw: 1000, withdrawalOpenTime: '6:00 AM', withdrawalCloseTime: '8:00 PM',
    });
    expect(withFundSettingsDefaults({ minimumDeposit: '100' as never, minimumWithdraw: 0 })).toMatchObject({
      minimumDeposit: 1, minimumWithdraw: 0,
    });
  });

  it('offers the original app\'s quick amounts', () => {
    expect(QUICK_AMOUNTS).toEqual([500, 1000, 2000, 5000, 10000, 15000]);
  });
});

describe('deposit', () => {
  it('keeps only digits in the amount box', () => {
    expect(digitsOnly('1,000')).toBe('1000');
    expect(digitsOnly('₹ 50.5')).toBe('505');
    expect(digitsOnly('abc')).toBe('');
  });

  it('needs at least the minimum, in points', () => {
    expect(checkDepositAmount('1', 1)).toEqual({ ok: true });
    expect(checkDepositAmount(500, 100)).toEqual({ ok: true });
    expect(checkDepositAmount('99', 100)).toEqual({
      ok: false, code: 'DEPOSIT_BELOW_MIN', message: 'Minimum deposit amount is 100 points', params: { min: 100 }, field: 'amount',
    });
    expect(checkDepositAmount('', 1)).toMatchObject({ message: 'Minimum deposit amount is 1 points' });
    expect(checkDepositAmount('0', 1)).toMatchObject({ message: 'Minimum deposit amount is 1 points' });
  });

  it('refuses anything that is not a positive whole amount', () => {
    expect(checkDepositAmount('12.5', 1)).toMatchObject({ code: 'DEPOSIT_AMOUNT_INVALID', message: 'Invalid amount specified' });
    expect(checkDepositAmount('abc', 1)).toMatchObject({ message: 'Invalid amount specified' });
    expect(checkDepositAmount(0, 0)).toMatchObject({ message: 'Invalid amount specified' });
  });

  it('caps one deposit at ₹10,00,000', () => {
    expect(MAX_DEPOSIT).toBe(1_000_000);
    expect(checkDepositAmount(1_000_000, 1)).toEqual({ ok: true });
    expect(checkDepositAmount('1000000', 100)).toEqual({ ok: true });
    expect(checkDepositAmount(1_000_001, 1)).toEqual({
      ok: false, code: 'DEPOSIT_ABOVE_MAX', message: 'Maximum deposit amount is 1000000 points', params: { max: 1_000_000 }, field: 'amount',
    });
    expect(checkDepositAmount('99999999', 1)).toMatchObject({ code: 'DEPOSIT_ABOVE_MAX' });
    expect(checkDepositAmount(1e15, 1)).toMatchObject({ code: 'DEPOSIT_ABOVE_MAX' });
    expect(checkDepositAmount(Number.MAX_SAFE_INTEGER, 1)).toMatchObject({ code: 'DEPOSIT_ABOVE_MAX' });
    // Past the safe integers an amount is not a whole number of rupees any more.
    expect(checkDepositAmount(2 ** 60, 1)).toMatchObject({ code: 'DEPOSIT_AMOUNT_INVALID' });
    expect(checkDepositAmount('9'.repeat(30), 1)).toMatchObject({ code: 'DEPOSIT_AMOUNT_INVALID' });
    // The minimum is judged first: a minimum above the cap leaves no amount that passes.
    expect(checkDepositAmount(500, 1_000)).toMatchObject({ code: 'DEPOSIT_BELOW_MIN' });
  });

  it('makes a transaction id from a timestamp and a random 0-999', () => {
    expect(makeTransactionId(1763750000000, 7)).toBe('TXN1763750000000007');
    expect(makeTransactionId(1763750000000, 999)).toBe('TXN1763750000000999');
    expect(makeTransactionId(1763750000000, 0)).toBe('TXN1763750000000000');
    expect(makeTransactionId(1763750000000, 1000)).toBe('TXN1763750000000000');
    expect(makeTransactionId(1763750000000, 12.9)).toBe('TXN1763750000000012');
  });

  it('builds the UPI link with every parameter, URL-encoded', () => {
    const link = buildUpiPaymentLink({
      upiId: 'matka.pay@okaxis',
      payeeName: 'Matka Pay & Co',
      amount: 500,
      transactionId: 'TXN1763750000000007',
      note: 'Add funds',
    });
    expect(link).toEqual({
      ok: true,
      value: 'upi://pay?pa=matka.pay@okaxis&pn=Matka%20Pay%20%26%20Co&am=500&cu=INR&mc=0000&tr=TXN1763750000000007&tn=Add%20funds',
    });
    expect(buildUpiPaymentLink({ upiId: 'a@b', payeeName: 'A', amount: 1, transactionId: 'T', note: 'n', merchantCode: '5411' })).toMatchObject({
      value: 'upi://pay?pa=a@b&pn=A&am=1&cu=INR&mc=5411&tr=T&tn=n',
    });
  });

  it('reads back whom a link pays, as it was built', () => {
    const link = buildUpiPaymentLink({ upiId: 'matka.pay@okaxis', payeeName: 'Matka Pay & Co+1', amount: 500, note: 'Add funds' });
    expect(payeeOfUpiLink(link.ok ? link.value : '')).toEqual({ upiId: 'matka.pay@okaxis', payeeName: 'Matka Pay & Co+1' });
    expect(payeeOfUpiLink('upi://pay?am=1')).toEqual({ upiId: '', payeeName: '' });
  });

  it('refuses a UPI id without @ and a non-positive amount', () => {
    const base = { upiId: 'a@b', payeeName: 'A', amount: 100, transactionId: 'T', note: 'n' };
    expect(buildUpiPaymentLink({ ...base, upiId: 'matkapay' })).toMatchObject({
      code: 'UPI_ID_INVALID', message: 'Invalid UPI ID configuration. Please contact support.',
    });
    expect(checkUpiId('')).toMatchObject({ code: 'UPI_ID_INVALID' });
    expect(checkUpiId(undefined)).toMatchObject({ code: 'UPI_ID_INVALID' });
    for (const amount of [0, -1, 1.5, NaN]) {
      expect(buildUpiPaymentLink({ ...base, amount })).toMatchObject({ code: 'DEPOSIT_AMOUNT_INVALID', message: 'Invalid amount specified' });
    }
  });
});

describe('saved payout methods', () => {
  it('counts a bank only with all four fields', () => {
    expect(isBankDetailsSaved(BANK)).toBe(true);
    for (const key of Object.keys(BANK) as (keyof typeof BANK)[]) {
      expect(isBankDetailsSaved({ ...BANK, [key]: '' })).toBe(false);
      expect(isBankDetailsSaved({ ...BANK, [key]: '  ' })).toBe(false);
      expect(isBankDetailsSaved({ ...BANK, [key]: null })).toBe(false);
    }
    expect(isBankDetailsSaved(null)).toBe(false);
  });

  it('lists exactly the saved methods, in the withdraw screen\'s order', () => {
    expect(savedWithdrawMethods(BANK, WALLETS)).toEqual(['bank', 'phonepe', 'googlepay', 'paytm']);
    expect(savedWithdrawMethods(null, null)).toEqual([]);
    expect(savedWithdrawMethods({ ...BANK, ifscCode: '' }, { googlePay: '9123456780', paytm: '', phonepe: null })).toEqual(['googlepay']);
  });

  it('labels and recognises methods', () => {
    expect(['bank', 'phonepe', 'googlepay', 'paytm'].map((m) => withdrawMethodLabel(m as never))).toEqual(['Bank', 'PhonePe', 'Google Pay', 'Paytm']);
    expect(isWithdrawMethod('googlepay')).toBe(true);
    expect(isWithdrawMethod('googlePay')).toBe(false);
  });

  it('describes the account of a withdrawal', () => {
    expect(maskAccountNumber('123456784321')).toBe('XXXX4321');
    expect(withdrawalAccountDisplay('bank', BANK, WALLETS)).toBe('Bank - XXXX4321 (R Sharma)');
    expect(withdrawalAccountDisplay('phonepe', BANK, WALLETS)).toBe('PhonePe - 9876543210');
    expect(withdrawalAccountDisplay('googlepay', BANK, WALLETS)).toBe('Google Pay - 9123456780');
    expect(withdrawalAccountDisplay('paytm', BANK, WALLETS)).toBe('Paytm - 9000000001');
    expect(withdrawalAccountDisplay('paytm', BANK, {})).toBeNull();
  });
});

describe('withdraw quick amounts', () => {
  it('start at the minimum withdrawal and step up in round multiples of it, none below it', () => {
    expect(withdrawQuickAmounts(1000)).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
    expect(withdrawQuickAmounts(750)).toEqual([750, 1500, 3750, 7500, 15000, 37500]);
    for (const minimum of [1, 300, 1000, 2500]) {
      expect(Math.min(...withdrawQuickAmounts(minimum))).toBe(minimum);
    }
  });

  it('are the usual quick amounts when there is no minimum', () => {
    expect(withdrawQuickAmounts(0)).toEqual(QUICK_AMOUNTS);
    expect(withdrawQuickAmounts(Number.NaN)).toEqual(QUICK_AMOUNTS);
  });
});

describe('withdrawal', () => {
  // 2026-11-21 is a Saturday; IST midnight is 18:30 UTC.
  const saturdayNoon = '2026-11-21T06:30:00Z';
  const form: WithdrawalForm = {
    amount: '1000', method: 'bank', savedMethods: ['bank', 'paytm'], minimumWithdraw: 1000, balance: 5000, now: saturdayNoon,
  };

  it('accepts a valid request', () => {
    expect(checkWithdrawal(form)).toEqual({ ok: true });
    expect(checkWithdrawal({ ...form, amount: 5000 })).toEqual({ ok: true });
  });

  it('needs an amount and a method', () => {
    for (const amount of ['', '  ', null, undefined]) {
      expect(checkWithdrawal({ ...form, amount })).toMatchObject({ code: 'WITHDRAW_AMOUNT_REQUIRED', message: 'Please enter withdrawal amount' });
    }
    expect(checkWithdrawal({ ...form, amount: '10.5' })).toMatchObject({ message: 'Please enter a valid withdrawal amount' });
    for (const method of ['', null, undefined, 'cash']) {
      expect(checkWithdrawal({ ...form, method })).toMatchObject({ code: 'WITHDRAW_METHOD_REQUIRED', message: 'Please select a withdrawal method' });
    }
    expect(checkWithdrawal({ ...form, method: 'phonepe' })).toMatchObject({
      code: 'WITHDRAW_METHOD_NOT_SAVED', message: 'Please add your PhonePe details before withdrawing',
    });
  });

  it('needs at least the minimum and at most the balance', () => {
    expect(checkWithdrawal({ ...form, amount: 999 })).toEqual({
      ok: false, code: 'WITHDRAW_BELOW_MIN', message: 'Minimum withdrawal amount is ₹1,000', params: { min: 1000 }, field: 'amount',
    });
    expect(checkWithdrawal({ ...form, amount: 0, minimumWithdraw: 0 })).toMatchObject({ code: 'WITHDRAW_AMOUNT_INVALID' });
    expect(checkWithdrawal({ ...form, amount: 5001 })).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
  });

  it('is closed on Sundays in IST, whatever UTC says', () => {
    const sundayMessage = { code: 'WITHDRAW_SUNDAY', message: 'Withdrawals are closed on Sundays' };
    expect(checkWithdrawal({ ...form, now: '2026-11-21T18:29:00Z' })).toEqual({ ok: true }); // Sat 23:59 IST
    expect(checkWithdrawal({ ...form, now: '2026-11-21T18:30:00Z' })).toMatchObject(sundayMessage); // Sun 00:00 IST
    expect(checkWithdrawal({ ...form, now: new Date('2026-11-22T12:00:00Z') })).toMatchObject(sundayMessage);
    expect(checkWithdrawal({ ...form, now: Date.parse('2026-11-22T18:29:00Z') })).toMatchObject(sundayMessage); // Sun 23:59 IST
    expect(checkWithdrawal({ ...form, now: '2026-11-22T18:30:00Z' })).toEqual({ ok: true }); // Mon 00:00 IST
  });
});
