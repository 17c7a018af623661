/**
 * A player's name, as sign-up and the profile take it (the server runs the same rule). Besides being visible and
 * short enough (input-limits.ts), a name is shown to other people, the operators first, so it may not:
 * - carry text-direction controls, which make a name read differently from how it is stored and searched
 *   ("Ravi" + U+202E + "nimda" shows as "Ravi admin");
 * - pass for staff: "Admin", "Administrator", "Support", the "Matka Play" team, whatever the case, the spacing,
 *   the separators ("A.d.m.i.n", "Ad·min") or look-alike letters (full-width, Cyrillic, digits for letters).
 */

import { checkName } from './input-limits';
import { OK, problem, type Check } from './messages';

/** The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the direction marks. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** Words only staff go by, compared once case, separators and look-alikes are gone. */
const STAFF_WORDS = ['admin', 'administrator', 'support', 'moderator', 'matkaplay', 'एडमिन', 'सपोर्ट', 'मटकाप्ले'];

/** Letters that look like Latin ones (Cyrillic, Greek) and digits written for letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', і: 'i', ѕ: 's', ԁ: 'd', м: 'm', т: 't', у: 'y', к: 'k', п: 'n',
  α: 'a', ε: 'e', ο: 'o', ρ: 'p', ι: 'i', ν: 'v', τ: 't', κ: 'k', μ: 'm',
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's',
};

export function checkPlayerName(name: string, field = 'name'): Check {
  const shown = checkShownName(name, field);
  if (!shown.ok) return shown;
  return passesForStaff(name) ? problem('NAME_RESERVED', undefined, field) : OK;
}

/** An operator's own name: staff may go by "Administrator", but their name is shown and searched like anyone's. */
export function checkStaffName(name: string, field = 'name'): Check {
  return checkShownName(name, field);
}

function checkShownName(name: string, field: string): Check {
  const basic = checkName(name, 'NAME_REQUIRED', 'name', field);
  if (!basic.ok) return basic;
  return DIRECTION_CONTROLS.test(name) ? problem('NAME_DIRECTION_CONTROL', undefined, field) : OK;
}

/**
 * The name's words, and each two neighbours run together ("Ad min"), with a run of single letters read as one
 * word ("S U P P O R T"); one of them that is, or begins with, a staff word. A staff word inside another word is
 * no imitation: "Padmini" is a name.
 */
function passesForStaff(name: string): boolean {
  const words = wordsOf(name);
  const candidates = [...words, ...words.slice(1).map((word, index) => words[index] + word)];
  return candidates.some((candidate) => STAFF_WORDS.some((staff) => candidate.startsWith(staff)));
}

function wordsOf(name: string): string[] {
  const plain = Array.from(name.normalize('NFKC').toLowerCase(), (char) => LOOK_ALIKES[char] ?? char).join('');
  const words: string[] = [];
  let letters = '';
  for (const word of plain.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)) {
    if (Array.from(word).length === 1) {
      letters += word;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    words.push(word);
  }
  if (letters) words.push(letters);
  return words;
}
