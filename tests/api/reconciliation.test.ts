import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminFundRequest } from '../../contract/funds.js';
import type {
  ReconciliationApproved,
  Statement,
  StatementDetail,
  StatementImported,
  StatementList,
} from '../../contract/reconciliation.js';
import { istAt, TEST_DAY } from './support/markets.js';
import { balanceOf, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import {
  auditEntries,
  claim,
  importStatement,
  merchantLayout,
  narrationLayout,
  nextUtr,
  reconciliationOf,
  referenceLayout,
  type StatementFile,
} from './support/statements.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let admin: string;

beforeEach(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await expectLedgerBalanced(server);
  await server.close();
});

async function imported(file: StatementFile, token = admin): Promise<Statement> {
  const response = await importStatement(server, token, file);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as StatementImported).statement;
}

async function detail(statement: Statement): Promise<StatementDetail> {
  const response = await server.request({ method: 'GET', url: `/api/admin/statements/${statement._id}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StatementDetail;
}

async function approveCredits(creditIds: string[], token = admin) {
  return server.request({ method: 'POST', url: '/api/admin/reconciliation/approve', token, payload: { creditIds } });
}

async function approved(creditIds: string[], token = admin): Promise<ReconciliationApproved> {
  const response = await approveCredits(creditIds, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReconciliationApproved;
}

async function depositEntries(player: SignedIn): Promise<number> {
  const rows = await server.store.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', player.userId)
    .where('kind', '=', 'deposit')
    .execute();
  return rows.length;
}

async function storedCounts() {
  const [statements, credits] = await Promise.all([
    server.store.db.selectFrom('statements').select('id').execute(),
    server.store.db.selectFrom('statement_credits').select('id').execute(),
  ]);
  return { statements: statements.length, credits: credits.length };
}

const players = (count: number) => Promise.all(Array.from({ length: count }, () => signUpPlayer(server)));

describe('statements of three banks matched to fund requests by UTR', () => {
  it('finds the matches, the mismatches, the unclaimed credits and the stale requests', async () => {
    const [ravi, sita, mohan, gita] = await players(4);
    const [utr1, utr2, utr3, utr4, utr5, utr6] = [nextUtr(), nextUtr(), nextUtr(), nextUtr(), nextUtr(), nextUtr()];
    const raviRequest = await claim(server, ravi!, utr1, 500);
    await claim(server, sita!, utr2, 1_250);
    const mohanRequest = await claim(server, mohan!, utr3, 1_000);
    const gitaRequest = await claim(server, gita!, utr5, 700);

    const first = await imported(
      referenceLayout(TEST_DAY, [
        { utr: utr1, rupees: 500 },
        { rupees: 1_200, debit: true, narration: 'Cheque paid' },
        { utr: utr4, rupees: 300 },
      ]),
    );
    expect(first).toMatchObject({ bank: 'Bank of Baroda', rows: 3, credits: 2, duplicates: 0, debits: 1 });
    const second = await imported(
      narrationLayout(TEST_DAY, [{ utr: utr2, rupees: 1_250 }, { rupees: 25, debit: true, narration: 'Charges' }]),
    );
    expect(second).toMatchObject({ bank: 'HDFC Bank', rows: 2, credits: 1, debits: 1 });
    const third = await imported(merchantLayout(TEST_DAY, [{ utr: utr3, rupees: 1_250 }, { utr: utr6, rupees: 999.5 }]));
    expect(third).toMatchObject({ bank: 'PhonePe Business', rows: 2, credits: 2, debits: 0 });

    const firstDetail = await detail(first);
    expect(firstDetail.credits.map((credit) => [credit.row, credit.date, credit.amount, credit.utr, credit.state])).toEqual([
      [2, TEST_DAY, 500, utr1, 'matched'],
      [4, TEST_DAY, 300, utr4, 'unclaimed'],
    ]);
    expect(firstDetail.credits[0]!.request).toMatchObject({ _id: raviRequest, status: 'pending', amount: 500 });
    expect((await detail(second)).credits.map((credit) => [credit.row, credit.utr, credit.state])).toEqual([
      [6, utr2, 'matched'],
    ]);

    server.clock.set(istAt('2026-11-21', '11:30'));
    const board = await reconciliationOf(server, admin);
    expect(board.staleAfterHours).toBe(24);
    expect(board.matched).toMatchObject({ count: 2, total: 1_750 });
    expect(board.matched.credits.map((credit) => credit.utr)).toEqual([utr1, utr2]);
    expect(board.mismatched).toMatchObject({ count: 1, total: 1_250 });
    expect(board.mismatched.credits[0]).toMatchObject({ utr: utr3, amount: 1_250, request: { _id: mohanRequest, amount: 1_000 } });
    expect(board.unclaimed).toMatchObject({ count: 2, total: 1_299.5 });
    expect(board.unclaimed.credits.map((credit) => [credit.utr, credit.request])).toEqual([
      [utr4, null],
      [utr6, null],
    ]);
    expect(board.stale).toMatchObject({ count: 1, total: 700 });
    expect(board.stale.requests.map((request) => request._id)).toEqual([gitaRequest]);

    // The request list shows each request's statement credit as its evidence.
    const list = await server.request({ method: 'GET', url: '/api/admin/fund-requests', token: admin });
    const requests = (list.json() as { requests: AdminFundRequest[] }).requests;
    const byId = new Map(requests.map((request) => [request._id, request]));
    expect(byId.get(raviRequest)!.statementRow).toMatchObject({ bank: 'Bank of Baroda', row: 2, amount: 500, utr: utr1 });
    expect(byId.get(gitaRequest)!.statementRow).toBeNull();
  });

  it('matches an unclaimed credit as soon as a player claims its UTR', async () => {
    const [player] = await players(1);
    const utr = nextUtr();
    await imported(referenceLayout(TEST_DAY, [{ utr, rupees: 400 }]));
    expect((await reconciliationOf(server, admin)).unclaimed.count).toBe(1);
    await claim(server, player!, utr, 400);
    const board = await reconciliationOf(server, admin);
    expect(board.unclaimed.count).toBe(0);
    expect(board.matched.credits.map((credit) => credit.utr)).toEqual([utr]);
  });

  it('counts nothing twice when a statement is imported again or overlaps an earlier one', async () => {
    const credits = [nextUtr(), nextUtr(), nextUtr(), nextUtr()].map((utr, index) => ({ utr, rupees: 100 * (index + 1) }));
    const noUtr = { rupees: 50, narration: 'Cash deposit' };
    await imported(narrationLayout(TEST_DAY, [...credits.slice(0, 3), noUtr]));
    const again = await imported(narrationLayout(TEST_DAY, [...credits.slice(0, 3), noUtr]));
    expect(again).toMatchObject({ rows: 4, credits: 0, duplicates: 4 });
    const overlapping = await imported(narrationLayout(TEST_DAY, credits.slice(2)));
    expect(overlapping).toMatchObject({ rows: 2, credits: 1, duplicates: 1 });
    expect((await detail(overlapping)).credits.map((credit) => credit.utr)).toEqual([credits[3]!.utr]);

    const board = await reconciliationOf(server, admin);
    expect(board.unclaimed).toMatchObject({ count: 5, total: 1_050 });
    const list = await server.request({ method: 'GET', url: '/api/admin/statements', token: admin });
    const { statements, banks } = list.json() as StatementList;
    expect(statements.map((statement) => statement.credits)).toEqual([1, 0, 4]);
    expect(banks).toEqual([
      {
        name: 'HDFC Bank',
        mapping: { date: 'Txn Date', credit: 'Deposit Amt.', debit: 'Withdrawal Amt.', narration: 'Narration' },
        updatedAt: expect.any(String) as string,
      },
    ]);
  });
});

describe('approving from the statement', () => {
  it('credits each player once under 20 parallel approvals of the same credits', async () => {
    const group = await players(5);
    const utrs = group.map(() => nextUtr());
    await Promise.all(group.map((player, index) => claim(server, player, utrs[index]!, 200 + index)));
    await imported(merchantLayout(TEST_DAY, utrs.map((utr, index) => ({ utr, rupees: 200 + index }))));
    const creditIds = (await reconciliationOf(server, admin)).matched.credits.map((credit) => credit._id);
    expect(creditIds).toHaveLength(5);

    const answers = await Promise.all(Array.from({ length: 20 }, () => approveCredits(creditIds)));
    const bodies = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as ReconciliationApproved;
    });
    const approvedIds = bodies.flatMap((body) => body.approved.map((item) => item.creditId));
    expect([...approvedIds].sort()).toEqual([...creditIds].sort());
    for (const body of bodies) {
      for (const skip of body.skipped) expect(skip.code).toBe('CREDIT_SETTLED');
      expect(body.approved.length + body.skipped.length).toBe(5);
    }
    for (const [index, player] of group.entries()) {
      expect(await balanceOf(server, player.token)).toBe(200 + index);
      expect(await depositEntries(player)).toBe(1);
    }
    const board = await reconciliationOf(server, admin);
    expect(board.matched.count).toBe(0);

    const audit = await auditEntries(server, 'fund_request.approve');
    expect(audit).toHaveLength(5);
    const first = bodies.flatMap((body) => body.approved).find((item) => item.creditId === creditIds[0])!;
    expect(first.request).toMatchObject({ status: 'approved', statementRow: { _id: creditIds[0] } });
    const entry = audit.find((item) => item.targetId === first.request._id)!;
    expect(entry.after).toMatchObject({
      status: 'approved',
      via: 'reconciliation',
      statementRow: { id: creditIds[0], row: 2, date: TEST_DAY, amount: 200, utr: utrs[0] },
    });
  });

  it('credits a request once when a cashier approves it and another approves its credit at the same moment', async () => {
    const [player] = await players(1);
    const utr = nextUtr();
    const requestId = await claim(server, player!, utr, 300);
    await imported(merchantLayout(TEST_DAY, [{ utr, rupees: 300 }]));
    const [credit] = (await reconciliationOf(server, admin)).matched.credits;
    const approveRequest = () =>
      server.request({ method: 'POST', url: `/api/admin/fund-requests/${requestId}/approve`, token: admin, payload: {} });

    let answers: Awaited<ReturnType<typeof server.request>>[];
    if (server.databaseKind === 'postgres') {
      // The moment the two meet: each approval has taken what it locks first and waits for the player's row, held
      // here; the single approval waits first. Were the two to lock the request and the player in other orders,
      // one would now hold the player and the other the request, each waiting for the other.
      const waitingForLocks = async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`.execute(server.store.db);
        return rows[0]!.n;
      };
      let single: ReturnType<typeof approveRequest> | undefined;
      let bulk: ReturnType<typeof approveCredits> | undefined;
      await server.store.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', player!.userId).forUpdate().execute();
        single = approveRequest();
        await expect.poll(waitingForLocks, { timeout: 10_000, interval: 20 }).toBe(1);
        bulk = approveCredits([credit!._id]);
        await expect.poll(waitingForLocks, { timeout: 10_000, interval: 20 }).toBe(2);
      });
      answers = await Promise.all([single!, bulk!]);
    } else {
      // SQLite runs one writer at a time: the two cannot interleave, and are sent together.
      answers = await Promise.all([approveRequest(), approveCredits([credit!._id])]);
    }

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [single, bulk] = [answers[0]!.json() as { message: string }, answers[1]!.json() as ReconciliationApproved];
    const bulkApproved = bulk.approved.length === 1;
    expect(single.message).toBe(bulkApproved ? 'Fund request was already approved' : 'Fund request approved');
    if (!bulkApproved) expect(bulk.skipped).toMatchObject([{ creditId: credit!._id, code: 'CREDIT_SETTLED' }]);
    expect(await balanceOf(server, player!.token)).toBe(300);
    expect(await depositEntries(player!)).toBe(1);
    expect(await auditEntries(server, 'fund_request.approve')).toHaveLength(1);
  });

  it("skips a credit the player's deposit limit refuses, and credits the others", async () => {
    const [limited, other] = await players(2);
    const limits = (payload: object) =>
      server.request({ method: 'PUT', url: '/api/user/responsible-play/limits', token: limited!.token, payload });
    expect((await limits({ deposit: { daily: 1_000 } })).statusCode).toBe(200);
    const [utrLimited, utrOther, utrUnclaimed] = [nextUtr(), nextUtr(), nextUtr()];
    await claim(server, limited!, utrLimited, 800);
    await claim(server, other!, utrOther, 600);
    expect((await limits({ deposit: { daily: 500 } })).statusCode).toBe(200);
    await imported(
      referenceLayout(TEST_DAY, [
        { utr: utrLimited, rupees: 800 },
        { utr: utrOther, rupees: 600 },
        { utr: utrUnclaimed, rupees: 100 },
      ]),
    );
    const board = await reconciliationOf(server, admin);
    const id = (utr: string) =>
      [...board.matched.credits, ...board.unclaimed.credits].find((credit) => credit.utr === utr)!._id;

    const answer = await approved([id(utrLimited), id(utrOther), id(utrUnclaimed), 'nope', '99999999']);
    expect(answer.approved.map((item) => [item.creditId, item.balance])).toEqual([[id(utrOther), 600]]);
    expect(answer.skipped.map((item) => [item.creditId, item.code])).toEqual([
      [id(utrLimited), 'DEPOSIT_APPROVAL_OVER_LIMIT'],
      [id(utrUnclaimed), 'CREDIT_NOT_MATCHED'],
      ['nope', 'CREDIT_NOT_FOUND'],
      ['99999999', 'CREDIT_NOT_FOUND'],
    ]);
    expect(await balanceOf(server, limited!.token)).toBe(0);
    expect(await balanceOf(server, other!.token)).toBe(600);
    expect((await reconciliationOf(server, admin)).matched.credits.map((credit) => credit.utr)).toEqual([utrLimited]);
  });

  it('approves a mismatch with the amount received, recording the entered amount and the statement row', async () => {
    const [player] = await players(1);
    const utr = nextUtr();
    const requestId = await claim(server, player!, utr, 1_000);
    await imported(merchantLayout(TEST_DAY, [{ utr, rupees: 1_250 }]));
    const mismatch = (await reconciliationOf(server, admin)).mismatched.credits[0]!;
    const url = `/api/admin/fund-requests/${requestId}/approve`;

    for (const amount of ['abc', 0, -5, 12.5, 20_000_000]) {
      const refused = await server.request({ method: 'POST', url, token: admin, payload: { amount } });
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as { errors: { code: string; path: string }[] }).errors[0]).toMatchObject({ path: 'amount' });
    }
    expect(await balanceOf(server, player!.token)).toBe(0);

    const answer = await server.request({ method: 'POST', url, token: admin, payload: { amount: 1_250 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ request: { status: 'approved', amount: 1_250 }, balance: 1_250 });
    expect(await balanceOf(server, player!.token)).toBe(1_250);
    const [entry] = await auditEntries(server, 'fund_request.approve');
    expect(entry!.before).toEqual({ status: 'pending', amount: 1_000 });
    expect(entry!.after).toMatchObject({ amount: 1_250, statementRow: { id: mismatch._id, amount: 1_250, utr } });
    expect(entry!.after).not.toHaveProperty('via');

    const board = await reconciliationOf(server, admin);
    expect(board.mismatched.count).toBe(0);
    const [settled] = (await detail({ _id: mismatch.statementId } as Statement)).credits;
    expect(settled).toMatchObject({ state: 'settled', request: { status: 'approved' } });
    expect((await approved([mismatch._id])).skipped).toMatchObject([{ code: 'CREDIT_SETTLED' }]);
  });

  it('rejects a stale request with a reason the player reads in their history', async () => {
    const [player] = await players(1);
    const requestId = await claim(server, player!, nextUtr(), 900);
    server.clock.set(istAt('2026-11-22', '12:00'));
    expect((await reconciliationOf(server, admin)).stale.requests.map((request) => request._id)).toEqual([requestId]);
    const reason = 'No payment with this UTR reached our bank';
    const rejected = await server.request({
      method: 'POST',
      url: `/api/admin/fund-requests/${requestId}/reject`,
      token: admin,
      payload: { remarks: reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player!.token });
    expect((history.json() as { requests: unknown[] }).requests).toMatchObject([{ status: 'rejected', remarks: reason }]);
    expect((await reconciliationOf(server, admin)).stale.count).toBe(0);
  });

  it('keeps the stale hours in the settings, audited', async () => {
    const [player] = await players(1);
    await claim(server, player!, nextUtr(), 100);
    server.clock.set(istAt(TEST_DAY, '17:30'));
    expect((await reconciliationOf(server, admin)).stale.count).toBe(0);
    const url = '/api/admin/reconciliation/settings';
    for (const staleAfterHours of [0, 721, 2.5, '6']) {
      const refused = await server.request({ method: 'PUT', url, token: admin, payload: { staleAfterHours } });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const saved = await server.request({ method: 'PUT', url, token: admin, payload: { staleAfterHours: 6 } });
    expect(saved.json()).toEqual({ staleAfterHours: 6 });
    expect((await server.request({ method: 'GET', url, token: admin })).json()).toEqual({ staleAfterHours: 6 });
    expect(await reconciliationOf(server, admin)).toMatchObject({ staleAfterHours: 6, stale: { count: 1, total: 100 } });
    expect(await auditEntries(server, 'reconciliation.settings')).toMatchObject([
      { targetKind: 'settings', targetId: 'reconciliation', before: { staleAfterHours: 24 }, after: { staleAfterHours: 6 } },
    ]);
  });
});

describe('bad statement files', () => {
  const good = () => referenceLayout(TEST_DAY, [{ utr: nextUtr(), rupees: 100 }]);
  const header = 'Date,Reference,Description,Amount\n';
  const cases: { name: string; file: () => StatementFile; status?: number; code: string; params?: object }[] = [
    {
      name: 'a mapped column missing',
      file: () => ({ ...good(), csv: 'Date,Ref,Description,Amount\n20/11/2026,1,x,100\n' }),
      code: 'STATEMENT_COLUMN_MISSING',
      params: { column: 'Reference' },
    },
    {
      name: 'a bad amount',
      file: () => ({ ...good(), csv: `${header}20/11/2026,1,x,100\n20/11/2026,2,y,1O0\n` }),
      code: 'STATEMENT_AMOUNT_INVALID',
      params: { row: 3, column: 'Amount' },
    },
    {
      name: 'a bad date',
      file: () => ({ ...good(), csv: `Bank statement\n\n${header}31/11/2026,1,x,100\n` }),
      code: 'STATEMENT_DATE_INVALID',
      params: { row: 4, column: 'Date' },
    },
    {
      name: 'bytes that are not UTF-8',
      file: () => ({ ...good(), csv: Buffer.concat([Buffer.from(header), Buffer.from([0x32, 0x30, 0xff, 0xfe, 0x0a])]) }),
      code: 'STATEMENT_NOT_UTF8',
    },
    {
      name: '60,000 rows',
      file: () => ({ ...good(), csv: header + '20/11/2026,,x,1\n'.repeat(60_000) }),
      code: 'STATEMENT_TOO_MANY_ROWS',
      params: { limit: 50_000 },
    },
    {
      name: 'more than 5 MB',
      file: () => ({ ...good(), csv: header + `20/11/2026,,${'x'.repeat(1_000)},1\n`.repeat(5_300) }),
      status: 413,
      code: 'STATEMENT_TOO_LARGE',
    },
    { name: 'a mapping that is not JSON', file: () => ({ ...good(), mapping: '{date:' }), code: 'STATEMENT_MAPPING_INVALID' },
    {
      name: 'an impossible mapping',
      file: () => ({ ...good(), mapping: { date: 'Date', amount: 'Amount', credit: 'Amount' } }),
      code: 'STATEMENT_MAPPING_INVALID',
    },
    { name: 'an empty file', file: () => ({ ...good(), csv: '\r\n\r\n' }), code: 'STATEMENT_EMPTY' },
    { name: 'a bank name too long', file: () => ({ ...good(), bank: 'B'.repeat(61) }), code: 'STATEMENT_BANK_INVALID' },
  ];

  it.each(cases)('refuses $name, naming the row and column, and changes nothing', async ({ file, status, code, params }) => {
    await imported(good());
    const before = await storedCounts();
    const auditBefore = (await auditEntries(server, 'statement.import')).length;
    const response = await importStatement(server, admin, file());
    expect(response.statusCode, response.body).toBe(status ?? 400);
    const body = response.json() as { code: string; params?: object };
    expect(body.code).toBe(code);
    if (params) expect(body.params).toEqual(params);
    expect(await storedCounts()).toEqual(before);
    expect(await auditEntries(server, 'statement.import')).toHaveLength(auditBefore);
  });

  it('refuses a request without a file', async () => {
    const response = await server.request({ method: 'POST', url: '/api/admin/statements', token: admin, payload: {} });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe('STATEMENT_NOT_MULTIPART');
  });
});

describe("the cashier's permissions", () => {
  it('lets a cashier import and approve, and a support member neither; the import is audited', async () => {
    const cashier = await addStaff(server, 'cashier', admin, 'Asha Cashier');
    const support = await addStaff(server, 'support', admin, 'Sunil Support');
    const [player] = await players(1);
    const utr = nextUtr();
    await claim(server, player!, utr, 300);

    const file = referenceLayout(TEST_DAY, [{ utr, rupees: 300 }, { rupees: 40, debit: true }]);
    expect((await importStatement(server, support.token, file)).statusCode).toBe(403);
    for (const url of ['/api/admin/statements', '/api/admin/reconciliation', '/api/admin/reconciliation/settings']) {
      expect((await server.request({ method: 'GET', url, token: support.token })).statusCode).toBe(403);
    }
    expect((await approveCredits(['1'], support.token)).statusCode).toBe(403);
    const settings = { method: 'PUT' as const, url: '/api/admin/reconciliation/settings', payload: { staleAfterHours: 2 } };
    expect((await server.request({ ...settings, token: cashier.token })).statusCode).toBe(403);

    const statement = await imported({ ...file, fileName: 'bob-nov.csv' }, cashier.token);
    expect(statement.importedBy).toEqual({ _id: String(cashier.userId), name: 'Asha Cashier' });
    const board = await reconciliationOf(server, cashier.token);
    const answer = await approved([board.matched.credits[0]!._id], cashier.token);
    expect(answer.approved).toHaveLength(1);
    expect(await balanceOf(server, player!.token)).toBe(300);

    expect(await auditEntries(server, 'statement.import')).toEqual([
      {
        actorId: cashier.userId,
        targetKind: 'statement',
        targetId: statement._id,
        before: null,
        after: { bank: 'Bank of Baroda', fileName: 'bob-nov.csv', rows: 2, credits: 1, duplicates: 0, debits: 1 },
      },
    ]);
    expect(await auditEntries(server, 'fund_request.approve')).toMatchObject([{ actorId: cashier.userId }]);
  });
});
