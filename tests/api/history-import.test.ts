import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/time.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { createGame, declareOk, myBets, placeBetOk, setIstTime, setRates, TEST_DAY, type CreatedGame } from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface Report {
  imported: number;
  unchanged: number;
  conflicts: { date: string; existing: string; incoming: string }[];
  errors: { line: number; message: string }[];
}

interface Refusal {
  message: string;
  code?: string;
  errors: { msg: string; path?: string; code?: string; line?: number }[];
}

const HEADER = 'date,open_pana,close_pana';
const YESTERDAY = addDays(TEST_DAY, -1);

/** A CSV of `days` consecutive days ending `daysBack` before the test day, with pannas from a fixed list. */
function historyFile(days: number, daysBack = 1, header = true): string {
  const pannas = ['128', '137', '236', '245', '290', '380', '470', '489', '560', '579', '668', '777'];
  const lines = Array.from({ length: days }, (_, index) => {
    const date = addDays(TEST_DAY, -daysBack - (days - 1 - index));
    return `${date},${pannas[index % pannas.length]!},${pannas[(index * 5 + 3) % pannas.length]!}`;
  });
  return `${header ? `${HEADER}\n` : ''}${lines.join('\n')}\n`;
}

describe('POST /api/admin/games/{id}/history: years of history from a CSV file', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;

  const send = (gameId: string, csv: string, options: { dryRun?: string; contentType?: string; token?: string } = {}) =>
    server.request({
      method: 'POST',
      url: `/api/admin/games/${gameId}/history${options.dryRun === undefined ? '' : `?dryRun=${options.dryRun}`}`,
      token: options.token ?? admin,
      headers: { 'content-type': options.contentType ?? 'text/csv' },
      payload: csv,
    });
  const importOk = async (gameId: string, csv: string, dryRun?: string): Promise<Report> => {
    const response = await send(gameId, csv, { dryRun });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };
  const refused = async (gameId: string, csv: string, status: number, dryRun?: string): Promise<Refusal> => {
    const response = await send(gameId, csv, { dryRun });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Refusal;
  };

  /** The game's results as players read them (GET /results-session), oldest first: `date open|close pana digit`. */
  const resultsOf = async (game: CreatedGame): Promise<string[]> => {
    const response = await server.request({ method: 'GET', url: `/api/results-session?gameId=${game._id}`, token: player.token });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as { results: { gameDate: string; session: string; pana: string; digit: number }[] };
    return results.map((row) => `${row.gameDate} ${row.session} ${row.pana} ${row.digit}`).reverse();
  };
  /** What an import must never touch, and what it appends to. */
  const counts = async () => {
    const count = async (table: 'game_results' | 'ledger_entries' | 'audit_log' | 'bet_wins') =>
      Number(
        (await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
    return {
      results: await count('game_results'),
      ledger: await count('ledger_entries'),
      audit: await count('audit_log'),
      wins: await count('bet_wins'),
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    player = await signUpPlayer(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('previews with dryRun=1 changing nothing, then imports: players see the results, marked as imported, one audit entry', async () => {
    const game = await createGame(server, admin, { gameName: 'Kalyan Old', openTime: '15:45', closeTime: '17:45' });
    const csv = `${HEADER}\n${addDays(TEST_DAY, -3)},128,370\n${addDays(TEST_DAY, -2)},589,\n${YESTERDAY},100,999\n`;
    const before = await counts();

    const preview = await importOk(game._id, csv, '1');
    expect(preview).toEqual({ imported: 3, unchanged: 0, conflicts: [], errors: [] });
    expect(await counts()).toEqual(before);
    expect(await resultsOf(game)).toEqual([]);

    expect(await importOk(game._id, csv)).toEqual({ imported: 3, unchanged: 0, conflicts: [], errors: [] });
    expect(await resultsOf(game)).toEqual([
      `${addDays(TEST_DAY, -3)} open 128 1`,
      `${addDays(TEST_DAY, -3)} close 370 0`,
      `${addDays(TEST_DAY, -2)} open 589 2`,
      `${YESTERDAY} open 100 1`,
      `${YESTERDAY} close 999 7`,
    ]);
    const stored = await server.store.db
      .selectFrom('game_results')
      .select(['declaration_id', 'declared_at'])
      .where('game_id', '=', Number(game._id))
      .execute();
    expect(new Set(stored.map((row) => row.declaration_id)).size).toBe(1);
    expect(stored[0]!.declaration_id).toMatch(/^import:[0-9a-f-]{36}$/);
    expect(stored[0]!.declared_at).toBe(server.clock.now().toISOString());

    const after = await counts();
    expect(after).toEqual({ ...before, results: before.results + 5, audit: before.audit + 1 });
    const audit = await server.request({ method: 'GET', url: '/api/admin/audit?action=game.history_import', token: admin });
    const [entry] = (audit.json() as { entries: { target: unknown; after: Record<string, unknown> }[] }).entries;
    expect(entry).toMatchObject({
      target: { kind: 'game', id: game._id },
      after: {
        gameName: 'Kalyan Old',
        importId: stored[0]!.declaration_id.slice('import:'.length),
        from: addDays(TEST_DAY, -3),
        to: YESTERDAY,
        imported: 3,
        unchanged: 0,
        conflicts: 0,
      },
    });

    // The same file again changes nothing and records nothing.
    expect(await importOk(game._id, csv)).toEqual({ imported: 0, unchanged: 3, conflicts: [], errors: [] });
    expect(await counts()).toEqual(after);
  });

  it('reads the file leniently: header optional, CRLF, a byte-order mark, quoted fields, blank lines', async () => {
    const game = await createGame(server, admin, { openTime: '10:05', closeTime: '11:05' });
    const withoutHeader = `\uFEFF"${addDays(TEST_DAY, -2)}", "128" ,"370"\r\n\r\n${YESTERDAY},,\r\n`;
    // The second line is a half day without its open: an error naming its line.
    const report = await importOk(game._id, withoutHeader, '1');
    expect(report.errors).toEqual([{ line: 3, message: 'The row has no panna: give at least the open panna' }]);
    expect(await importOk(game._id, `\uFEFF"${addDays(TEST_DAY, -2)}", "128" ,"370"\r\n\r\n${YESTERDAY},460,\r\n`)).toEqual({
      imported: 2,
      unchanged: 0,
      conflicts: [],
      errors: [],
    });
    expect(await resultsOf(game)).toEqual([
      `${addDays(TEST_DAY, -2)} open 128 1`,
      `${addDays(TEST_DAY, -2)} close 370 0`,
      `${YESTERDAY} open 460 0`,
    ]);
    // A half day can be completed later by a file that has its close.
    expect(await importOk(game._id, `Date, Open_Pana, Close_Pana\n${YESTERDAY},460,127\n`)).toMatchObject({ imported: 1, unchanged: 0 });
    expect(await resultsOf(game)).toContain(`${YESTERDAY} close 127 0`);
  });

  it('lists every bad line in the preview; the import answers 400 with them all and imports nothing', async () => {
    const game = await createGame(server, admin, { openTime: '10:10', closeTime: '11:10' });
    const lines = [
      HEADER,
      `${addDays(TEST_DAY, -9)},128,370`, // 2: fine
      `${addDays(TEST_DAY, -8)},321,370`, // 3: not a valid panna (digits descend)
      `${addDays(TEST_DAY, -7)},12,abc`, // 4: not three digits, twice
      `20-11-2026,128,370`, // 5: not a date
      `${addDays(TEST_DAY, -6)},,370`, // 6: a close without its open
      `${addDays(TEST_DAY, -5)},128`, // 7: two columns
      `${TEST_DAY},128,370`, // 8: today
      `${addDays(TEST_DAY, 1)},128,370`, // 9: a future day
      `${addDays(TEST_DAY, -9)},128,370`, // 10: the date of line 2 again
      '2026-02-30,128,370', // 11: no such day
    ];
    const csv = lines.join('\n');
    const before = await counts();

    const preview = await importOk(game._id, csv, '1');
    expect(preview.imported).toBe(1);
    expect(preview.errors.map((error) => error.line)).toEqual([3, 4, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(preview.errors[0]!.message).toBe(
      'open_pana: Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    );
    expect(preview.errors.find((error) => error.line === 4)!.message).toBe('open_pana: Panna must be a 3-digit number');
    expect(preview.errors.find((error) => error.line === 5)!.message).toBe('date: "20-11-2026" is not a date (YYYY-MM-DD)');
    expect(preview.errors.find((error) => error.line === 6)!.message).toBe(
      'close_pana without open_pana: a half day has the open panna only',
    );
    expect(preview.errors.find((error) => error.line === 7)!.message).toBe('Expected 3 columns (date,open_pana,close_pana), found 2');
    expect(preview.errors.find((error) => error.line === 8)!.message).toBe(
      `date: ${TEST_DAY} is not a past day; only days before today (IST) are imported`,
    );
    expect(preview.errors.find((error) => error.line === 10)!.message).toBe(`date: ${addDays(TEST_DAY, -9)} is already on line 2`);
    expect(preview.errors.find((error) => error.line === 11)!.message).toBe('date: "2026-02-30" is not a date (YYYY-MM-DD)');

    const refusal = await refused(game._id, csv, 400);
    expect(refusal.message).toBe('Nothing was imported: the file has 10 errors');
    expect(refusal.code).toBe('HISTORY_INVALID');
    expect(refusal.errors).toHaveLength(10);
    expect(refusal.errors[0]).toEqual({
      msg: 'Line 3: open_pana: Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
      path: 'body',
      code: 'HISTORY_PANNA_NOT_VALID',
      params: { line: 3, column: 'open_pana', panna: '321', example: '123' },
      line: 3,
    });
    expect(await counts()).toEqual(before);
    expect(await resultsOf(game)).toEqual([]);
  });

  it('reports a row that disagrees with a declared result as a conflict, never overwriting it, and imports the rest', async () => {
    const game = await createGame(server, admin, { openTime: '10:15', closeTime: '11:15' });
    const day = addDays(TEST_DAY, -4);
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128', gameDate: day });
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '370', gameDate: day });
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '145', gameDate: addDays(TEST_DAY, -3) });
    const csv = [
      HEADER,
      `${addDays(TEST_DAY, -5)},230,560`,
      `${day},128,380`, // the close disagrees
      `${addDays(TEST_DAY, -3)},146,`, // the open disagrees
      `${addDays(TEST_DAY, -2)},340,`,
    ].join('\n');
    const expected: Report = {
      imported: 2,
      unchanged: 0,
      conflicts: [
        { date: day, existing: '128-10-370', incoming: '128-11-380' },
        { date: addDays(TEST_DAY, -3), existing: '145-0*-***', incoming: '146-1*-***' },
      ],
      errors: [],
    };
    expect(await importOk(game._id, csv, '1')).toEqual(expected);
    expect(await importOk(game._id, csv)).toEqual(expected);
    expect(await resultsOf(game)).toEqual([
      `${addDays(TEST_DAY, -5)} open 230 5`,
      `${addDays(TEST_DAY, -5)} close 560 1`,
      `${day} open 128 1`,
      `${day} close 370 0`,
      `${addDays(TEST_DAY, -3)} open 145 0`,
      `${addDays(TEST_DAY, -2)} open 340 7`,
    ]);
    // The declared results keep their declarations; an agreeing row (a half day of a whole one) is unchanged.
    expect(await importOk(game._id, `${day},128,\n`)).toEqual({ imported: 0, unchanged: 1, conflicts: [], errors: [] });
  });

  it('refuses a market day with bets: an import never settles one; declaring still does', async () => {
    const game = await createGame(server, admin, { openTime: '12:00', closeTime: '13:00' });
    const bettor = await signUpPlayer(server);
    await creditPlayer(server, bettor.userId, 1_000);
    setIstTime(server, '10:00');
    await placeBetOk(server, bettor.token, { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 100 });
    // Two days later the bet's day is history, still undeclared.
    setIstTime(server, '11:00', addDays(TEST_DAY, 2));
    const before = await counts();
    const csv = `${HEADER}\n${YESTERDAY},128,370\n${TEST_DAY},128,370\n`;
    expect(await importOk(game._id, csv, '1')).toEqual({
      imported: 1,
      unchanged: 0,
      conflicts: [],
      errors: [{ line: 3, message: `Bets were placed on ${TEST_DAY}: declare its results so that they settle` }],
    });
    expect((await refused(game._id, csv, 400)).errors.map((error) => error.line)).toEqual([3]);
    expect(await counts()).toEqual(before);
    expect((await myBets(server, bettor.token)).map((row) => row.status)).toEqual(['pending']);

    expect(await importOk(game._id, `${YESTERDAY},128,370\n`)).toMatchObject({ imported: 1 });
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128', gameDate: TEST_DAY });
    expect(await myBets(server, bettor.token)).toMatchObject([{ status: 'won', winAmount: 950 }]);
    server.clock.set('2026-11-20T05:30:00.000Z');
  });

  it('takes 10,000 rows and refuses 10,001 (413 TOO_MANY_ROWS) and a body over 512 KB (413), changing nothing', async () => {
    const game = await createGame(server, admin, { openTime: '10:20', closeTime: '11:20' });
    const before = await counts();
    const tooMany = await refused(game._id, historyFile(10_001), 413);
    expect(tooMany).toEqual({
      message: 'A file holds at most 10,000 rows; this one has 10,001',
      code: 'TOO_MANY_ROWS',
      params: { max: '10,000', rows: '10,001' },
      errors: [
        { msg: 'A file holds at most 10,000 rows; this one has 10,001', path: 'body', code: 'TOO_MANY_ROWS', params: { max: '10,000', rows: '10,001' } },
      ],
    });
    expect((await refused(game._id, historyFile(10_001), 413, '1')).code).toBe('TOO_MANY_ROWS');
    const padded = `${HEADER}\n${YESTERDAY},128,370\n${'\n'.repeat(600 * 1024)}`;
    expect((await refused(game._id, padded, 413)).message).toBe('Request body is too large');
    expect(await counts()).toEqual(before);

    expect(await importOk(game._id, historyFile(10_000), '1')).toMatchObject({ imported: 10_000, errors: [] });
    expect(await importOk(game._id, historyFile(10_000))).toMatchObject({ imported: 10_000, errors: [] });
    expect((await counts()).results).toBe(before.results + 20_000);
    expect(await importOk(game._id, historyFile(10_000, 1, false))).toMatchObject({ imported: 0, unchanged: 10_000 });
  }, 60_000);

  it('answers 404 for an unknown game, 415 for anything but text/csv, 400 for an empty file or a bad dryRun', async () => {
    const game = await createGame(server, admin, { openTime: '10:25', closeTime: '11:25' });
    const csv = `${YESTERDAY},128,370\n`;
    const before = await counts();
    for (const id of ['999999', 'abc']) {
      const response = await send(id, csv);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });
      expect((await send(id, csv, { dryRun: '1' })).statusCode).toBe(404);
    }
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await send(game._id, contentType === 'application/json' ? JSON.stringify({ csv }) : csv, { contentType });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({
        message: 'Send the history as a CSV file (Content-Type: text/csv)',
        code: 'CSV_REQUIRED',
        errors: [{ msg: 'Send the history as a CSV file (Content-Type: text/csv)', path: 'content-type', code: 'CSV_REQUIRED' }],
      });
    }
    const noBody = await server.request({ method: 'POST', url: `/api/admin/games/${game._id}/history`, token: admin });
    expect(noBody.statusCode).toBe(415);
    expect((await send(game._id, csv, { contentType: 'application/xml' })).statusCode).toBe(415);
    expect((await send(game._id, csv, { contentType: 'text/csv; charset=utf-8' })).statusCode).toBe(200);

    for (const empty of ['', '\n\n', `${HEADER}\n`]) {
      const response = await refused(game._id, empty, 400);
      expect(response.code).toBe('HISTORY_EMPTY');
      expect(response.message).toBe('The file has no rows: one line per day, date,open_pana,close_pana');
    }
    const badDryRun = await send(game._id, csv, { dryRun: 'yes' });
    expect(badDryRun.statusCode).toBe(400);
    expect(badDryRun.json()).toMatchObject({ message: 'dryRun must be 1 or 0', errors: [{ path: 'dryRun', code: 'DRY_RUN_INVALID' }] });
    expect(await counts()).toEqual({ ...before, results: before.results + 2, audit: before.audit + 1 });
  });

  it('answers 401 without a token and 403 for a player', async () => {
    const game = await createGame(server, admin, { openTime: '10:30', closeTime: '11:30' });
    const anonymous = await server.request({
      method: 'POST',
      url: `/api/admin/games/${game._id}/history`,
      headers: { 'content-type': 'text/csv' },
      payload: `${YESTERDAY},128,370\n`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await send(game._id, `${YESTERDAY},128,370\n`, { token: player.token })).statusCode).toBe(403);
    expect(await resultsOf(game)).toEqual([]);
  });
});
