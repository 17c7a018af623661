// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { validateProfile, validateSignUp } from '../../../src/domain/account';
import { HI_MESSAGES } from '../../../src/i18n/hi-messages';
import { checkPlayerName } from '../../../src/domain/player-name';
import { chooseLanguage, problemText, serverErrorText } from '../../../src/i18n/t';

const DIRECTION = { ok: false, code: 'NAME_DIRECTION_CONTROL', message: 'Name must not contain text-direction control characters', field: 'name' };
const STAFF = { ok: false, code: 'NAME_RESERVED', message: 'Name must not look like a Matka Play staff or support name', field: 'name' };

describe("a player's name", () => {
  it('may not carry text-direction controls, which make a name read differently from how it is stored', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const control of controls) {
      expect(checkPlayerName(`Ravi${control} Kumar`), `U+${control.codePointAt(0)!.toString(16)}`).toEqual(DIRECTION);
    }
    // "Ravi" then, reversed on screen, "nimdA": the override hides which way the name reads.
    expect(checkPlayerName('Ravi \u202Enimda')).toEqual(DIRECTION);
  });

  it('may not imitate staff, whatever the case, spacing, separators or look-alike letters', () => {
    const imitations = [
      'Administrator',
      'admin',
      'ADMIN',
      ' Ad min ',
      'A.d.m.i.n',
      'Ad_min',
      'Ad-Min Ravi',
      'Ad\u2024min',
      'Ad\u00B7min',
      'Ad\u2027min',
      'Ad\u200Bmin',
      'Ａｄｍｉｎ',
      'Аdmin',
      '4dm1n',
      'Support',
      'support team',
      'S U P P O R T',
      'Matka Play',
      'matka play team',
      'MatkaPlay Official',
      'Matka\u3000Play',
      'एडमिन',
    ];
    for (const name of imitations) expect(checkPlayerName(name), JSON.stringify(name)).toEqual(STAFF);
  });

  it('is otherwise any visible name up to 60 characters', () => {
    for (const name of ['Ravi Kumar', 'राम कुमार', 'Asha Verma', "D'Souza", 'Mohammed Ali', 'Padmini', 'Sadhana Matkar']) {
      expect(checkPlayerName(name), name).toEqual({ ok: true });
    }
    expect(checkPlayerName('   ')).toMatchObject({ code: 'NAME_REQUIRED' });
    expect(checkPlayerName('x'.repeat(61))).toMatchObject({ code: 'TEXT_TOO_LONG' });
  });

  it('is the rule of sign-up and of the profile', () => {
    const signUp = validateSignUp({ name: 'Admin', mobileNumber: '9876543210', password: 'secret-pass' });
    expect(signUp.ok ? [] : signUp.problems).toEqual([STAFF]);
    const profile = validateProfile({ name: 'Ravi\u202E', email: '' });
    expect(profile.ok ? [] : profile.problems).toEqual([DIRECTION]);
    // An operator's own profile may carry a staff name, never a direction control.
    expect(validateProfile({ name: 'Administrator', email: '' }, 'staff').ok).toBe(true);
    const staff = validateProfile({ name: 'Admin\u202E', email: '' }, 'staff');
    expect(staff.ok ? [] : staff.problems).toEqual([DIRECTION]);
  });

  it('is shown in Hindi, from the form and from the server', async () => {
    expect(HI_MESSAGES.NAME_DIRECTION_CONTROL).toMatch(/[\u0900-\u097F]/);
    expect(HI_MESSAGES.NAME_RESERVED).toMatch(/[\u0900-\u097F]/);
    await chooseLanguage('hi');
    try {
      const reserved = checkPlayerName('Admin');
      expect(reserved.ok ? '' : problemText(reserved)).toBe(HI_MESSAGES.NAME_RESERVED);
      expect(serverErrorText('NAME_DIRECTION_CONTROL', DIRECTION.message)).toBe(HI_MESSAGES.NAME_DIRECTION_CONTROL);
    } finally {
      await chooseLanguage('en');
      localStorage.clear();
    }
  });
});
