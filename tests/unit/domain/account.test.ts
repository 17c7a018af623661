import { describe, expect, it } from 'vitest';
import {
  checkMobileNumber,
  checkPassword,
  checkSignIn,
  checkSignUp,
  mobileNumberDigits,
  validateBankDetails,
  validateEnquiryMessage,
  validatePasswordRequest,
  validatePaymentNumber,
  validateProfile,
  validateSignIn,
  validateSignUp,
} from '../../../src/domain/account';
import type { Validated } from '../../../src/domain/messages';

function messages<T>(result: Validated<T>): string[] {
  return result.ok ? [] : result.problems.map((p) => p.message);
}

describe('mobile number', () => {
  it('is required and exactly 10 digits', () => {
    expect(checkMobileNumber('9876543210')).toEqual({ ok: true });
    expect(checkMobileNumber(' 9876543210 ')).toEqual({ ok: true });
    expect(checkMobileNumber('')).toEqual({ ok: false, code: 'MOBILE_REQUIRED', message: 'Mobile number is required', field: 'mobileNumber' });
    expect(checkMobileNumber('   ')).toMatchObject({ message: 'Mobile number is required' });
    for (const bad of ['987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij']) {
      expect(checkMobileNumber(bad)).toMatchObject({ code: 'MOBILE_INVALID', message: 'Mobile number must be 10 digits' });
    }
  });
});

describe('passwords', () => {
  it('need at least 6 characters', () => {
    expect(checkPassword('123456')).toEqual({ ok: true });
    expect(checkPassword('12345')).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters long', params: { min: 6 } });
    expect(checkPassword('')).toMatchObject({ code: 'PASSWORD_REQUIRED', message: 'Password is required' });
  });

  it('forgot and change password use the original app\'s messages', () => {
    const ok = { mobileNumber: '9876543210', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(validatePasswordRequest(ok)).toEqual({ ok: true, value: { mobileNumber: '9876543210', newPassword: 'secret1' } });
    expect(messages(validatePasswordRequest({ mobileNumber: '', newPassword: '', confirmPassword: '' }))).toEqual([
      'Mobile number is required',
      'New password is required',
    ]);
    expect(messages(validatePasswordRequest({ mobileNumber: '98765', newPassword: 'abc', confirmPassword: 'abd' }))).toEqual([
      'Mobile number must be 10 digits',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
    // The API body has no confirmation; the server runs the same rules without it.
    expect(validatePasswordRequest({ mobileNumber: '9876543210', newPassword: 'secret1' }).ok).toBe(true);
  });
});

describe('sign in and sign up', () => {
  it('sign in needs a mobile number and a password', () => {
    expect(validateSignIn({ mobileNumber: ' 9876543210', password: 'x' })).toEqual({
      ok: true, value: { mobileNumber: '9876543210', password: 'x' },
    });
    expect(messages(validateSignIn({ mobileNumber: '', password: '' }))).toEqual(['Mobile number is required', 'Password is required']);
    expect(checkSignIn).toBe(validateSignIn);
  });

  it('sign up needs a name, a mobile number, a long enough matching password and the age confirmation', () => {
    const ok = { name: ' Ravi ', mobileNumber: '9876543210', password: 'secret1', confirmPassword: 'secret1', ageConfirmed: true };
    expect(validateSignUp(ok)).toEqual({ ok: true, value: { name: 'Ravi', mobileNumber: '9876543210', password: 'secret1' } });
    expect(messages(validateSignUp({ name: ' ', mobileNumber: '123', password: 'abc', confirmPassword: 'xyz', ageConfirmed: false }))).toEqual([
      'Name is required',
      'Mobile number must be 10 digits',
      'Password must be at least 6 characters long',
      'Passwords do not match',
      'Please confirm that you are 18 or older',
    ]);
    expect(messages(validateSignUp({ ...ok, confirmPassword: 'secret2' }))).toEqual(['Passwords do not match']);
    expect(validateSignUp({ name: 'Ravi', mobileNumber: '9876543210', password: 'secret1' }).ok).toBe(true);
    expect(checkSignUp).toBe(validateSignUp);
  });

  it('tags each problem with its field', () => {
    const result = validateSignUp({ name: '', mobileNumber: '', password: '', confirmPassword: 'x' });
    expect(result.ok ? [] : result.problems.map((p) => p.field)).toEqual(['name', 'mobileNumber', 'password', 'confirmPassword']);
  });
});

describe('profile', () => {
  it('needs a name; email is optional but must look like one', () => {
    expect(validateProfile({ name: ' Ravi ', email: '' })).toEqual({ ok: true, value: { name: 'Ravi', email: '' } });
    expect(validateProfile({ name: 'Ravi' })).toEqual({ ok: true, value: { name: 'Ravi', email: '' } });
    expect(validateProfile({ name: 'Ravi', email: ' ravi@example.in ' })).toEqual({ ok: true, value: { name: 'Ravi', email: 'ravi@example.in' } });
    expect(messages(validateProfile({ name: '', email: 'ravi' }))).toEqual(['Name is required', 'Please enter a valid email address']);
    for (const bad of ['ravi@', '@example.in', 'ravi@example', 'ra vi@example.in']) {
      expect(messages(validateProfile({ name: 'Ravi', email: bad }))).toEqual(['Please enter a valid email address']);
    }
  });
});

describe('bank details', () => {
  const ok = {
    accountHolderName: ' R Sharma ', accountNumber: '123456784321', confirmAccountNumber: '123456784321',
    ifscCode: 'sbin0001234', bankName: 'SBI',
  };

  it('gives trimmed details with an upper-case IFSC', () => {
    expect(validateBankDetails(ok)).toEqual({
      ok: true,
      value: { accountHolderName: 'R Sharma', accountNumber: '123456784321', confirmAccountNumber: '123456784321', ifscCode: 'SBIN0001234', bankName: 'SBI' },
    });
  });

  it('asks for every field with the original app\'s words', () => {
    expect(messages(validateBankDetails({ accountHolderName: '', accountNumber: '', confirmAccountNumber: '', ifscCode: ' ', bankName: '' }))).toEqual([
      'Please enter account holder name',
      'Please enter account number',
      'Please confirm account number',
      'Please enter IFSC code',
      'Please enter bank name',
    ]);
  });

  it('needs the account numbers to match', () => {
    expect(messages(validateBankDetails({ ...ok, confirmAccountNumber: '123456784322' }))).toEqual(['Account numbers do not match']);
    expect(validateBankDetails({ ...ok, confirmAccountNumber: ' 123456784321 ' }).ok).toBe(true);
  });
});

describe('payment numbers', () => {
  it('are required and exactly 10 digits', () => {
    expect(validatePaymentNumber(' 9876543210 ')).toEqual({ ok: true, value: '9876543210' });
    expect(validatePaymentNumber('')).toMatchObject({ code: 'PAYMENT_NUMBER_REQUIRED', message: 'Please enter your mobile number' });
    for (const bad of ['98765', '98765432100', 'abcdefghij']) {
      expect(validatePaymentNumber(bad, 'paytm')).toMatchObject({
        code: 'PAYMENT_NUMBER_INVALID', message: 'Please enter a valid 10-digit mobile number', field: 'paytm',
      });
    }
  });
});

describe('enquiry message', () => {
  it('is trimmed, not empty and at most 1,000 characters', () => {
    expect(validateEnquiryMessage('  Hello  ')).toEqual({ ok: true, value: 'Hello' });
    expect(validateEnquiryMessage(' \n ')).toMatchObject({ code: 'ENQUIRY_MESSAGE_REQUIRED', message: 'Please enter a message' });
    expect(validateEnquiryMessage('a'.repeat(1000)).ok).toBe(true);
    expect(validateEnquiryMessage('a'.repeat(1001))).toMatchObject({
      code: 'ENQUIRY_MESSAGE_TOO_LONG', message: 'Message must be at most 1000 characters',
    });
    // Counted as the player sees characters: 1,000 emoji are 2,000 UTF-16 units but still allowed.
    expect(validateEnquiryMessage('🙂'.repeat(1000)).ok).toBe(true);
  });
});

describe('mobileNumberDigits', () => {
  it('keeps the 10 digits of a number as phones copy and autofill it', () => {
    expect(mobileNumberDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileNumberDigits('098765 43210')).toBe('9876543210');
    expect(mobileNumberDigits('0091 98765 43210')).toBe('9876543210');
    expect(mobileNumberDigits('+91-98765-43210')).toBe('9876543210');
    expect(mobileNumberDigits('98765 43210')).toBe('9876543210');
  });

  it('takes a number that begins with 91 as it is, and ignores an 11th digit typed', () => {
    expect(mobileNumberDigits('9123456789')).toBe('9123456789');
    expect(mobileNumberDigits('91234567890')).toBe('9123456789');
    expect(mobileNumberDigits('+91 9123456789')).toBe('9123456789');
    expect(mobileNumberDigits('98765')).toBe('98765');
    expect(mobileNumberDigits('')).toBe('');
  });
});
