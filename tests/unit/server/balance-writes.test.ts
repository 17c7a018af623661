import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The ledger module is the only code that writes users.balance (server/ledger/ledger.ts): any other write would move
 * money without its ledger entry. This scans the server's TypeScript and every SQL file for the forms such a write
 * takes — SQL `update users … set balance =` (in a template string or a PL/pgSQL body) and Kysely's
 * `.updateTable('users')…set({ balance` — and allows them only in the ledger's own files.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

const LEDGER_FILES = new Set([
  'server/ledger/ledger.ts',
  'server/ledger/set-postings.ts',
  'server/store/functions/ledger.sql',
]);

const BALANCE_WRITES: readonly RegExp[] = [
  // SQL: update users [as u] set … balance = … (in the set list: before its where, from or returning)
  /\bupdate\s+"?users"?(?:\s+(?:as\s+)?\w+)?\s+set\b(?:(?!\b(?:where|from|returning)\b)[^;`]){0,400}?\bbalance"?\s*=/i,
  // Kysely: .updateTable('users') … .set({ …balance: … })
  /\.updateTable\(\s*['"`]users(?:\s+as\s+\w+)?['"`]\s*\)[\s\S]{0,400}?\.set\(\s*(?:\(\s*\w*\s*\)\s*=>\s*\(?\s*)?\{[^}]*\bbalance\s*:/,
  // Kysely: .set({ balance: … }) or .set('balance', …) anywhere
  /\.set\(\s*\{\s*(?:[\w'"]+\s*:[^,}]*,\s*)*['"]?balance['"]?\s*:/,
  /\.set\(\s*['"]balance['"]\s*,/,
];

function writesBalance(text: string): boolean {
  return BALANCE_WRITES.some((pattern) => pattern.test(text));
}

function* sourceFiles(folder: string, keep: (name: string) => boolean): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name.startsWith('dist')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path, keep);
    else if (keep(entry.name)) yield path;
  }
}

describe('balance writes', () => {
  it('recognises the forms a balance write takes', () => {
    // set-postings.ts
    expect(writesBalance('update users set balance = users.balance + t.total\n from (select 1) t')).toBe(true);
    // PL/pgSQL, as a database function would write it
    expect(
      writesBalance(`update users set balance = users.balance - b.bet_amount
                where id = b.user_id and users.balance >= b.bet_amount
                returning users.balance into v_balance;`),
    ).toBe(true);
    expect(writesBalance('UPDATE users AS u SET updated_at = now(), balance = 0 WHERE id = 1')).toBe(true);
    // ledger.ts
    expect(writesBalance("await trx\n  .updateTable('users')\n  .set({ balance: sql`balance + ${amount}` })")).toBe(true);
    expect(writesBalance("db.updateTable('users').set({ is_active: 1, balance: 0 })")).toBe(true);
    expect(writesBalance("db.updateTable('users').set('balance', 0)")).toBe(true);
    // Reads and other columns are not writes.
    expect(writesBalance("db.selectFrom('users').select('balance').where('id', '=', 1)")).toBe(false);
    expect(writesBalance("db.updateTable('users').set({ is_active: 0 }).where('balance', '>=', 0)")).toBe(false);
    expect(writesBalance('update users set is_blocked = 1 where balance = 0;')).toBe(false);
  });

  it('finds them only in the ledger module', () => {
    const files = [
      ...sourceFiles(join(ROOT, 'server'), (name) => name.endsWith('.ts')),
      ...sourceFiles(ROOT, (name) => name.endsWith('.sql')),
    ];
    const writers = files
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => writesBalance(readFileSync(join(ROOT, file), 'utf8')));
    expect(writers.filter((file) => !LEDGER_FILES.has(file))).toEqual([]);
    // The scan sees the ledger's own writes, so it would see another's.
    expect(writers).toEqual(expect.arrayContaining(['server/ledger/ledger.ts', 'server/ledger/set-postings.ts']));
    expect(writers).toContain('server/store/functions/ledger.sql');
  });
});
