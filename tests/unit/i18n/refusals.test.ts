import { describe, expect, it } from 'vitest';
import { EN_REFUSALS, placeholdersOf, refusalText, SERVER_REFUSALS, type RefusalCode } from '../../../contract/refusals';
import { EN_MESSAGES } from '../../../src/domain/messages';
import { HI_MESSAGES } from '../../../src/i18n/hi-messages';
import { HI_SERVER_REFUSALS } from '../../../src/i18n/hi-server-errors';

/**
 * Every code the server can answer (contract/refusals.ts) through both catalogues: English has a text, Hindi has
 * its own (not the English), and both ask for exactly the same params.
 */

const HI_REFUSALS: Readonly<Record<RefusalCode, string>> = { ...HI_MESSAGES, ...HI_SERVER_REFUSALS };
const codes = Object.keys(EN_REFUSALS) as RefusalCode[];
const sorted = (names: string[]) => [...names].sort();

describe('the registry of refusals', () => {
  it('holds the domain rules’ codes, by reference, and the server’s own, each code once', () => {
    for (const code of Object.keys(EN_MESSAGES)) expect(EN_REFUSALS[code as RefusalCode]).toBe(EN_MESSAGES[code as keyof typeof EN_MESSAGES]);
    expect(Object.keys(SERVER_REFUSALS).filter((code) => Object.hasOwn(EN_MESSAGES, code))).toEqual([]);
    expect(codes.length).toBe(Object.keys(EN_MESSAGES).length + Object.keys(SERVER_REFUSALS).length);
  });

  it.each(codes)('%s has an English text and a Hindi one of its own, with the same placeholders', (code) => {
    const english = EN_REFUSALS[code];
    const hindi = HI_REFUSALS[code];
    expect(english.trim()).not.toBe('');
    expect(hindi?.trim()).toBeTruthy();
    expect(hindi).not.toBe(english);
    expect(sorted(placeholdersOf(hindi))).toEqual(sorted(placeholdersOf(english)));
  });

  it('has one code for one meaning: no two codes share an English text', () => {
    const byText = new Map<string, RefusalCode[]>();
    for (const code of codes) byText.set(EN_REFUSALS[code], [...(byText.get(EN_REFUSALS[code]) ?? []), code]);
    expect([...byText.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('fills params, amounts after ₹ as rupees, and leaves a missing one visible', () => {
    expect(refusalText('BET_AMOUNT_BELOW_MIN', { min: 1000 })).toBe('Minimum bet amount is ₹1,000');
    expect(refusalText('REVERSAL_WOULD_OVERDRAW', { players: 2 })).toBe(
      'Cannot revert: 2 player(s) have already spent these winnings. Adjust their balances first, then revert.',
    );
    expect(refusalText('GAME_NOT_FOUND')).toBe('Game {gameId} not found');
  });

  it('writes a day and a time the refusal names as English writes them', () => {
    expect(refusalText('TIMED_OUT', { untilDate: '2026-12-05', untilTime: '14:30' })).toBe(
      'You are taking a time-out until 5 Dec 2026, 2:30 PM IST. Bets and deposits are paused until then.',
    );
  });
});
