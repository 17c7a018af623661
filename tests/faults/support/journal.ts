import { randomUUID } from 'node:crypto';
import { allPages, call, NoAnswer, ok, type Answer } from './api.js';
import type { World } from './world.js';

/**
 * The client's record of every money write it sent and what it heard back, and the check that the server
 * holds exactly what those answers promised: every acknowledged write, nothing that was refused, every write
 * whose answer was lost applied at most once (and exactly once after a retry with its Idempotency-Key),
 * balances equal to what the acknowledged writes add up to, and a ledger entry for every effect.
 */

export type Operation =
  | { kind: 'bet'; player: number; key: string; body: { gameId: string; betType: 'single'; session: 'open'; betNumber: string; betAmount: number } }
  | { kind: 'fund'; player: number; key: string; body: { amount: number; transactionId: string; paymentMethod: 'UPI' } }
  | { kind: 'withdraw'; player: number; key: string; body: { amount: number; method: 'bank' } }
  | { kind: 'approve'; player: number; fundRequestId: string }
  | { kind: 'reject'; player: number; withdrawalId: string };

type State = 'unanswered' | 'acked' | 'refused';

export interface Attempt {
  readonly op: Operation;
  state: State;
  /** The record a 2xx created or replayed (bets, fund requests, withdrawals). */
  recordId?: string;
  /** What each send heard, for failure messages. */
  answers: string[];
}

/** Refusals a write may legitimately get; anything else is a failure of the server, not of the request. */
const REFUSALS: Record<Operation['kind'], readonly number[]> = {
  bet: [400],
  fund: [400],
  withdraw: [400],
  approve: [],
  reject: [],
};

/**
 * A 409 saying the same key is still being processed elsewhere, or a 503 saying the database could not
 * be reached or written (it may have taken the write or not): the outcome is not known yet, and a retry with the
 * key settles it.
 */
function isInFlight(op: Operation, answer: Answer): boolean {
  const code = (answer.body as { code?: string } | undefined)?.code;
  const unavailable = isDatabaseUnavailable(answer) || isDatabaseUnavailable(answer, 'STORAGE_UNAVAILABLE');
  return 'key' in op && ((answer.status === 409 && code === 'IDEMPOTENCY_IN_FLIGHT') || unavailable);
}

/** A 503 with this code in the API's error shape, with the Retry-After that asks the client to come back. */
export function isDatabaseUnavailable(answer: Answer, code: 'DATABASE_UNAVAILABLE' | 'STORAGE_UNAVAILABLE' = 'DATABASE_UNAVAILABLE'): boolean {
  const body = answer.body as { message?: unknown; code?: unknown } | undefined;
  return answer.status === 503 && body?.code === code && typeof body.message === 'string' && Number(answer.headers.get('retry-after')) > 0;
}

function request(world: World, op: Operation): { method: string; path: string; token: string; body?: unknown; idempotencyKey?: string } {
  const player = world.players[op.player]!;
  switch (op.kind) {
    case 'bet':
      return { method: 'POST', path: '/bets', token: player.token, body: op.body, idempotencyKey: op.key };
    case 'fund':
      return { method: 'POST', path: '/fund-request/create', token: player.token, body: op.body, idempotencyKey: op.key };
    case 'withdraw':
      return { method: 'POST', path: '/withdraw/request', token: player.token, body: op.body, idempotencyKey: op.key };
    case 'approve':
      return { method: 'POST', path: `/admin/fund-requests/${op.fundRequestId}/approve`, token: world.adminToken, body: {} };
    case 'reject':
      return { method: 'POST', path: `/admin/withdrawals/${op.withdrawalId}/status`, token: world.adminToken, body: { status: 'rejected' } };
  }
}

function createdId(op: Operation, body: unknown): string | undefined {
  const record = body as { bet?: { _id: string }; request?: { _id: string }; withdrawal?: { _id: string } };
  if (op.kind === 'bet') return record.bet?._id;
  if (op.kind === 'fund') return record.request?._id;
  if (op.kind === 'withdraw') return record.withdrawal?._id;
  return undefined;
}

function describe(op: Operation): string {
  if (op.kind === 'approve') return `approve fund request ${op.fundRequestId}`;
  if (op.kind === 'reject') return `reject withdrawal ${op.withdrawalId}`;
  return `${op.kind} of player ${op.player} key ${op.key} ${JSON.stringify(op.body)}`;
}

let transactionSequence = 0;

export class Journal {
  readonly attempts: Attempt[] = [];
  /** Problems found while recording answers (e.g. a replay naming another record). */
  readonly violations: string[] = [];
  private readonly approvalTaken = new Set<string>();
  private readonly rejectionTaken = new Set<string>();

  bet(world: World, player: number, betAmount: number): Operation {
    const betNumber = String(Math.floor(Math.random() * 10));
    return { kind: 'bet', player, key: randomUUID(), body: { gameId: world.gameId, betType: 'single', session: 'open', betNumber, betAmount } };
  }

  fund(player: number, amount: number): Operation {
    transactionSequence += 1;
    const transactionId = `TX${process.pid}${transactionSequence}${randomUUID().slice(0, 8)}`.toUpperCase();
    return { kind: 'fund', player, key: randomUUID(), body: { amount, transactionId, paymentMethod: 'UPI' } };
  }

  withdraw(player: number, amount: number): Operation {
    return { kind: 'withdraw', player, key: randomUUID(), body: { amount, method: 'bank' } };
  }

  /** An approval of an acknowledged fund request nobody has tried to approve yet, if there is one. */
  approval(): Operation | undefined {
    const target = this.attempts.find((a) => a.op.kind === 'fund' && a.state === 'acked' && !this.approvalTaken.has(a.recordId!));
    if (!target) return undefined;
    this.approvalTaken.add(target.recordId!);
    return { kind: 'approve', player: target.op.player, fundRequestId: target.recordId! };
  }

  /** A rejection of an acknowledged withdrawal nobody has tried to reject yet, if there is one. */
  rejection(): Operation | undefined {
    const target = this.attempts.find((a) => a.op.kind === 'withdraw' && a.state === 'acked' && !this.rejectionTaken.has(a.recordId!));
    if (!target) return undefined;
    this.rejectionTaken.add(target.recordId!);
    return { kind: 'reject', player: target.op.player, withdrawalId: target.recordId! };
  }

  begin(op: Operation): Attempt {
    const attempt: Attempt = { op, state: 'unanswered', answers: [] };
    this.attempts.push(attempt);
    return attempt;
  }

  /**
   * Sends the attempt's request once and records the answer. A lost answer (NoAnswer) or a 409 "still being
   * processed" leaves it unanswered; both are returned so callers can tell them apart.
   */
  async send(baseUrl: string, world: World, attempt: Attempt): Promise<Answer | NoAnswer> {
    const { method, path, ...options } = request(world, attempt.op);
    let answer: Answer;
    try {
      answer = await call(baseUrl, method, path, options);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      attempt.answers.push('no answer');
      return error;
    }
    attempt.answers.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    this.record(attempt, answer);
    return answer;
  }

  private record(attempt: Attempt, answer: Answer): void {
    const { status } = answer;
    const what = describe(attempt.op);
    if (status >= 200 && status < 300) {
      const id = createdId(attempt.op, answer.body);
      if (attempt.state === 'refused') this.violations.push(`${what}: refused, then acknowledged (${attempt.answers.join(' | ')})`);
      if (attempt.recordId !== undefined && id !== attempt.recordId) {
        this.violations.push(`${what}: the same key answered with another record (${attempt.answers.join(' | ')})`);
      }
      attempt.state = 'acked';
      attempt.recordId = id;
    } else if (REFUSALS[attempt.op.kind].includes(status)) {
      if (attempt.state === 'acked') this.violations.push(`${what}: acknowledged, then refused (${attempt.answers.join(' | ')})`);
      else attempt.state = 'refused';
    } else if (!isInFlight(attempt.op, answer)) {
      this.violations.push(`${what}: unexpected ${status} ${JSON.stringify(answer.body)}`);
    }
  }

  /**
   * Retries every write whose outcome is unknown, with its own Idempotency-Key, until the server answers
   * for it: either by replaying the first answer or by applying it now. The server must be up.
   */
  async settle(baseUrl: string, world: World): Promise<number> {
    const open = this.attempts.filter((attempt) => attempt.state === 'unanswered');
    for (const attempt of open) {
      for (let tries = 0; attempt.state === 'unanswered'; tries += 1) {
        if (tries === 20) throw new Error(`${describe(attempt.op)} stayed in flight: ${attempt.answers.join(' | ')}`);
        const answer = await this.send(baseUrl, world, attempt);
        if (answer instanceof NoAnswer) throw new Error(`The server did not answer a retry: ${answer.message}`);
        if (!isInFlight(attempt.op, answer)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    return open.length;
  }

  /** Sends acknowledged keyed writes again: each must replay its first answer and create nothing. */
  async replay(baseUrl: string, world: World, sample: number): Promise<void> {
    const keyed = this.attempts.filter((attempt) => attempt.state === 'acked' && 'key' in attempt.op);
    for (const attempt of keyed.sort(() => Math.random() - 0.5).slice(0, sample)) {
      const answer = await this.send(baseUrl, world, attempt);
      if (answer instanceof NoAnswer) throw new Error(`The server did not answer a replay: ${answer.message}`);
      if (answer.status !== 201) this.violations.push(`${describe(attempt.op)}: a replay answered ${answer.status}`);
    }
  }

  counts(): Record<State, number> {
    const counts: Record<State, number> = { unanswered: 0, acked: 0, refused: 0 };
    for (const attempt of this.attempts) counts[attempt.state] += 1;
    return counts;
  }

  /** What the server must hold for one player, from the acknowledged writes alone. */
  expectedFor(player: number) {
    const acked = this.attempts.filter((attempt) => attempt.op.player === player && attempt.state === 'acked');
    const approved = new Set(acked.flatMap((a) => (a.op.kind === 'approve' ? [a.op.fundRequestId] : [])));
    const rejected = new Set(acked.flatMap((a) => (a.op.kind === 'reject' ? [a.op.withdrawalId] : [])));
    const bets = new Map<string, number>();
    const funds = new Map<string, { amount: number; status: 'pending' | 'approved' }>();
    const withdrawals = new Map<string, { amount: number; status: 'pending' | 'rejected' }>();
    const ledger: string[] = [];
    let balance = 0;
    for (const { op, recordId } of acked) {
      const id = recordId!;
      if (op.kind === 'bet') {
        bets.set(id, op.body.betAmount);
        ledger.push(`stake bet:${id} ${-op.body.betAmount}`);
        balance -= op.body.betAmount;
      } else if (op.kind === 'fund') {
        const isApproved = approved.has(id);
        funds.set(id, { amount: op.body.amount, status: isApproved ? 'approved' : 'pending' });
        if (isApproved) {
          ledger.push(`deposit fund-request:${id} ${op.body.amount}`);
          balance += op.body.amount;
        }
      } else if (op.kind === 'withdraw') {
        const isRejected = rejected.has(id);
        withdrawals.set(id, { amount: op.body.amount, status: isRejected ? 'rejected' : 'pending' });
        ledger.push(`withdrawal_hold withdrawal:${id} ${-op.body.amount}`);
        balance -= op.body.amount;
        if (isRejected) {
          ledger.push(`withdrawal_refund withdrawal:${id} ${op.body.amount}`);
          balance += op.body.amount;
        }
      }
    }
    return { bets, funds, withdrawals, ledger: ledger.sort(), balance };
  }

  /**
   * Compares the server with the journal through the API (the player's own lists and balance, the admin's
   * view of each player's ledger, the ledger check) and throws with every difference found.
   */
  async verify(baseUrl: string, world: World): Promise<void> {
    const problems = [...this.violations];
    const unanswered = this.attempts.filter((attempt) => attempt.state === 'unanswered');
    if (unanswered.length > 0) problems.push(`${unanswered.length} writes were never settled`);
    for (const player of world.players) {
      const expected = this.expectedFor(player.index);
      const token = player.token;
      const who = `player ${player.index}`;
      const [{ bets }, { requests }, { withdrawals }, { user }] = await Promise.all([
        ok<{ bets: { _id: string; betAmount: number }[] }>(baseUrl, 'GET', '/bets/me', { token }),
        ok<{ requests: { _id: string; amount: number; status: string }[] }>(baseUrl, 'GET', '/fund-request/history', { token }),
        ok<{ withdrawals: { _id: string; amount: number; status: string }[] }>(baseUrl, 'GET', '/withdraw/history', { token }),
        ok<{ user: { balance: number } }>(baseUrl, 'GET', '/auth/profile', { token }),
      ]);
      const entries = await allPages(baseUrl, world.adminToken, `/admin/users/${player.id}/ledger`, (body) =>
        (body.entries as { kind: string; reference: string; amount: number }[]).map((e) => `${e.kind} ${e.reference} ${e.amount}`),
      );

      const held = new Map(bets.map((bet) => [bet._id, bet.betAmount]));
      compareMaps(problems, `${who} bets`, expected.bets, held);
      compareMaps(problems, `${who} fund requests`, expected.funds, new Map(requests.map((r) => [r._id, { amount: r.amount, status: r.status }])));
      compareMaps(problems, `${who} withdrawals`, expected.withdrawals, new Map(withdrawals.map((w) => [w._id, { amount: w.amount, status: w.status }])));
      if (user.balance !== expected.balance) problems.push(`${who} balance is ${user.balance}, the acknowledged writes add up to ${expected.balance}`);
      const ledger = entries.sort();
      if (JSON.stringify(ledger) !== JSON.stringify(expected.ledger)) {
        const missing = expected.ledger.filter((entry) => !ledger.includes(entry));
        const extra = ledger.filter((entry) => !expected.ledger.includes(entry));
        const duplicated = ledger.filter((entry, index) => ledger.indexOf(entry) !== index);
        problems.push(`${who} ledger differs: missing ${JSON.stringify(missing)}, unexpected ${JSON.stringify(extra)}, twice ${JSON.stringify(duplicated)}`);
      }
    }
    const check = await ok<{ ok: boolean; mismatches: unknown[] }>(baseUrl, 'GET', '/admin/ledger/check', { token: world.adminToken });
    if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check.mismatches)}`);
    if (problems.length > 0) throw new Error(`The server does not hold what it acknowledged:\n- ${problems.join('\n- ')}`);
  }
}

function compareMaps<V>(problems: string[], what: string, expected: Map<string, V>, actual: Map<string, V>): void {
  for (const [id, value] of expected) {
    if (!actual.has(id)) problems.push(`${what}: acknowledged ${id} ${JSON.stringify(value)} is missing`);
    else if (JSON.stringify(actual.get(id)) !== JSON.stringify(value)) {
      problems.push(`${what}: ${id} is ${JSON.stringify(actual.get(id))}, expected ${JSON.stringify(value)}`);
    }
  }
  for (const [id, value] of actual) {
    if (!expected.has(id)) problems.push(`${what}: ${id} ${JSON.stringify(value)} exists but was never acknowledged`);
  }
}
