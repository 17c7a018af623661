import { describe, expect, it } from 'vitest';
import {
  validateBankDetails,
  validatePasswordRequest,
  validateProfile,
  validateSignIn,
  validateSignUp,
} from '../../../src/domain/account';
import { MAX_ENQUIRY_MESSAGE_LENGTH, MIN_PASSWORD_LENGTH } from '../../../src/domain/constants';
import {
  characterCount,
  checkAccountNumber,
  checkEmail,
  checkIfscCode,
  checkLength,
  checkName,
  checkUpiIdFormat,
  INPUT_LIMITS,
  isEmailAddress,
  isInvisible,
} from '../../../src/domain/input-limits';
import type { Validated } from '../../../src/domain/messages';

function problems<T>(result: Validated<T>): { field?: string; message: string }[] {
  return result.ok ? [] : result.problems.map((p) => ({ field: p.field, message: p.message }));
}

describe('the table of input limits', () => {
  it('holds the limits players and admins are told about', () => {
    expect(INPUT_LIMITS.name.max).toBe(60);
    expect(INPUT_LIMITS.email.max).toBe(254);
    expect(INPUT_LIMITS.password).toMatchObject({ min: MIN_PASSWORD_LENGTH, max: 128 });
    expect(INPUT_LIMITS.accountHolderName.max).toBe(100);
    expect(INPUT_LIMITS.bankName.max).toBe(100);
    expect(INPUT_LIMITS.accountNumber).toMatchObject({ min: 9, max: 18 });
    expect(INPUT_LIMITS.enquiryMessage.max).toBe(MAX_ENQUIRY_MESSAGE_LENGTH);
    expect(INPUT_LIMITS.remarks.max).toBe(500);
    expect(INPUT_LIMITS.reason.max).toBe(500);
  });

  it('counts characters as a person does', () => {
    expect(characterCount('🙂🙂')).toBe(2);
    expect(characterCount('राम')).toBe(3);
    expect(characterCount('')).toBe(0);
  });

  it('accepts the maximum and refuses one more, naming the field', () => {
    expect(checkLength('x'.repeat(500), 'remarks')).toEqual({ ok: true });
    expect(checkLength('x'.repeat(501), 'remarks')).toEqual({
      ok: false,
      code: 'TEXT_TOO_LONG',
      message: 'Remarks must be at most 500 characters',
      params: { label: 'Remarks', max: 500 },
      field: 'remarks',
    });
    expect(checkLength('🙂'.repeat(60), 'gameName')).toEqual({ ok: true });
    expect(checkLength('x'.repeat(20_001), 'howToPlay', 'content')).toMatchObject({ field: 'content' });
  });
});

describe('names', () => {
  it('are at most 60 characters, Devanagari included', () => {
    expect(checkName('x'.repeat(60))).toEqual({ ok: true });
    expect(checkName('क'.repeat(60))).toEqual({ ok: true });
    expect(checkName('x'.repeat(61))).toMatchObject({ message: 'Name must be at most 60 characters', field: 'name' });
    // Surrounding spaces are trimmed before counting, as the stored name is.
    expect(checkName(`  ${'x'.repeat(60)}  `)).toEqual({ ok: true });
  });

  it('made only of invisible or control characters count as no name', () => {
    for (const invisible of ['', '   ', '\u200B\u200C\u200D', '\u202E\u202D', '\u2066\u2069', '\uFEFF', '\u0007\u001B', '\u3164', '\u0301']) {
      expect(isInvisible(invisible), JSON.stringify(invisible)).toBe(true);
      expect(checkName(invisible)).toMatchObject({ code: 'NAME_REQUIRED', message: 'Name is required' });
    }
    expect(isInvisible('R\u200BSharma')).toBe(false);
    expect(checkName('राम कुमार')).toEqual({ ok: true });
    expect(checkName('\u200B', 'ACCOUNT_HOLDER_REQUIRED', 'accountHolderName')).toMatchObject({
      message: 'Please enter account holder name',
      field: 'accountHolderName',
    });
  });
});

describe('emails', () => {
  it('are real addresses or empty', () => {
    for (const good of ['ravi@example.in', 'a.b+c@mail.example.co.in', 'x_y@sub-domain.example.com']) {
      expect(isEmailAddress(good), good).toBe(true);
      expect(checkEmail(good)).toEqual({ ok: true });
    }
    expect(checkEmail('')).toEqual({ ok: true });
    for (const bad of ['ravi', 'ravi@', '@example.in', 'ravi@example', 'ravi@@example.in', 'ra vi@example.in', 'ravi@exa_mple.in', 'ravi@example.c0m', '.ravi@example.in', 'ravi..k@example.in', 'ravi@-example.in']) {
      expect(checkEmail(bad), bad).toMatchObject({ code: 'EMAIL_INVALID', message: 'Please enter a valid email address' });
    }
  });

  it('are at most 254 characters', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example.in`;
    const longest = `${'l'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(checkEmail(longest)).toEqual({ ok: true });
    expect(checkEmail(`l${longest}`)).toMatchObject({ message: 'Email must be at most 254 characters', field: 'email' });
  });
});

describe('bank details', () => {
  it('take account numbers of 9 to 18 digits', () => {
    expect(checkAccountNumber('1'.repeat(9))).toEqual({ ok: true });
    expect(checkAccountNumber('1'.repeat(18))).toEqual({ ok: true });
    for (const bad of ['1'.repeat(8), '1'.repeat(19), '12345678a', '1234 56789', '-123456789']) {
      expect(checkAccountNumber(bad), bad).toMatchObject({ message: 'Account number must be 9 to 18 digits', field: 'accountNumber' });
    }
  });

  it('take IFSC codes of the form AAAA0XXXXXX', () => {
    for (const good of ['SBIN0001234', 'HDFC0000123', 'ICIC0ABC12Z']) expect(checkIfscCode(good), good).toEqual({ ok: true });
    for (const bad of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN000123!']) {
      expect(checkIfscCode(bad), bad).toMatchObject({ code: 'IFSC_INVALID', field: 'ifscCode' });
    }
  });

  it('report every problem of the form at once, each on its field', () => {
    const result = validateBankDetails({
      accountHolderName: 'h'.repeat(101),
      accountNumber: '12345678',
      confirmAccountNumber: '12345678',
      ifscCode: 'sbin1234567',
      bankName: 'b'.repeat(101),
    });
    expect(problems(result)).toEqual([
      { field: 'accountHolderName', message: 'Account holder name must be at most 100 characters' },
      { field: 'accountNumber', message: 'Account number must be 9 to 18 digits' },
      { field: 'ifscCode', message: 'Please enter a valid IFSC code (e.g., SBIN0001234)' },
      { field: 'bankName', message: 'Bank name must be at most 100 characters' },
    ]);
    const longest = validateBankDetails({
      accountHolderName: 'h'.repeat(100),
      accountNumber: '1'.repeat(18),
      confirmAccountNumber: '1'.repeat(18),
      ifscCode: ' sbin0001234 ',
      bankName: 'b'.repeat(100),
    });
    expect(longest).toMatchObject({ ok: true, value: { ifscCode: 'SBIN0001234' } });
  });
});

describe('passwords', () => {
  it('are 6 to 128 characters when set', () => {
    const at = (password: string) => problems(validateSignUp({ name: 'Asha', mobileNumber: '9876543210', password }));
    expect(at('p'.repeat(128))).toEqual([]);
    expect(at('p'.repeat(129))).toEqual([{ field: 'password', message: 'Password must be at most 128 characters long' }]);
    expect(problems(validatePasswordRequest({ mobileNumber: '9876543210', newPassword: 'p'.repeat(129) }))).toEqual([
      { field: 'newPassword', message: 'Password must be at most 128 characters long' },
    ]);
  });

  it('longer than 128 are refused at sign in too', () => {
    expect(validateSignIn({ mobileNumber: '9876543210', password: 'p'.repeat(128) }).ok).toBe(true);
    expect(problems(validateSignIn({ mobileNumber: '9876543210', password: 'p'.repeat(129) }))).toEqual([
      { field: 'password', message: 'Password must be at most 128 characters long' },
    ]);
  });
});

describe('profile', () => {
  it('bounds the name and the email', () => {
    expect(validateProfile({ name: 'n'.repeat(60), email: '' }).ok).toBe(true);
    expect(problems(validateProfile({ name: 'n'.repeat(61), email: `${'e'.repeat(250)}@x.in` }))).toEqual([
      { field: 'name', message: 'Name must be at most 60 characters' },
      { field: 'email', message: 'Email must be at most 254 characters' },
    ]);
    expect(problems(validateProfile({ name: '\u200B\u200B', email: null }))).toEqual([{ field: 'name', message: 'Name is required' }]);
  });
});

describe('UPI ids', () => {
  it('are name@provider, without spaces, at most 100 characters', () => {
    for (const good of ['matka@upi', 'matka.pay@okaxis', 'a@b']) expect(checkUpiIdFormat(good), good).toEqual({ ok: true });
    for (const bad of ['matkapay', 'matka pay@upi', 'a@b@c', '@upi', 'matka@']) {
      expect(checkUpiIdFormat(bad), bad).toMatchObject({ message: 'UPI ID must contain @ (e.g., name@bank)', field: 'upiId' });
    }
    expect(checkUpiIdFormat(`${'u'.repeat(96)}@upi`)).toEqual({ ok: true });
    expect(checkUpiIdFormat(`${'u'.repeat(97)}@upi`)).toMatchObject({ message: 'UPI ID must be at most 100 characters' });
  });
});
