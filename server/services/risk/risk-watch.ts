import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import type { Draw } from '../markets/market-kinds.js';
import { checkBigWins, checkDeposit, checkLinks, checkStakeSpike, LEAST_STAKE_SPIKE } from './signals.js';

const HOUR_MS = 60 * 60 * 1000;

/** Something that may raise an alert, told once its write has committed. */
export type RiskEvent =
  | { kind: 'staked'; userId: number }
  | { kind: 'deposited'; fundRequestId: number }
  | { kind: 'declared'; market: 'daily' | 'starline'; draw: Draw }
  /** A sign-up, a sign-in from a device, or changed payout details: what links players may have changed. */
  | { kind: 'identified'; userId: number };

/** What a write tells the watch; outside a running application (seeding, scripts) nothing listens. */
export interface RiskNotices {
  notice(event: RiskEvent): void;
}

export const UNWATCHED: RiskNotices = { notice: () => undefined };

/**
 * The alerts' small in-process queue: a write tells it what happened after its transaction has committed, and goes
 * on at once; the events are judged one after another, later, so that neither a bet nor a deposit waits for them
 * and none fails for them (a failure is logged). `settled()` is when everything told so far has been judged.
 */
export class RiskWatch implements RiskNotices {
  private tail: Promise<void> = Promise.resolve();
  /** Events told and not yet started: the same one told again meanwhile is judged once (a burst of bets). */
  private readonly waiting = new Set<string>();
  /** This clock hour's stakes as this instance took them, per player, and at what sum their next check is due. */
  private stakes = { hour: -1, players: new Map<number, { seen: number; checkAt: number }>() };

  constructor(private readonly options: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  /**
   * A bet taken. Its player's stakes are looked up only once the hour's stakes this instance took could make a
   * spike: at least the least spike there is, then at least what the last look found still missing. Looking after
   * every bet cost SQLite about 7 % of its bets a second (docs/performance.md "Risk alerts"). With several
   * instances each counts its own share, so a spike spread over them is seen once one share reaches that sum.
   */
  noticeStake(userId: number, amount: number): void {
    const hour = Math.floor(this.options.clock.now().getTime() / HOUR_MS);
    if (hour !== this.stakes.hour) this.stakes = { hour, players: new Map() };
    const player = this.stakes.players.get(userId) ?? { seen: 0, checkAt: LEAST_STAKE_SPIKE };
    player.seen += amount;
    this.stakes.players.set(userId, player);
    if (player.seen >= player.checkAt) this.notice({ kind: 'staked', userId });
  }

  notice(event: RiskEvent): void {
    const key = JSON.stringify(event);
    if (this.waiting.has(key)) return;
    this.waiting.add(key);
    this.tail = this.tail.then(
      () =>
        new Promise<void>((resolve) => {
          // A macrotask later: the request that told it answers first.
          setImmediate(() => {
            this.waiting.delete(key);
            this.judge(event)
              .catch((error: unknown) => this.options.log.error({ err: error, event }, 'risk alerts: not judged'))
              .finally(resolve);
          });
        }),
    );
  }

  settled(): Promise<void> {
    return this.tail;
  }

  private async judge(event: RiskEvent): Promise<void> {
    const { db, clock } = this.options;
    switch (event.kind) {
      case 'staked': {
        const missing = await checkStakeSpike(db, clock, event.userId);
        const player = this.stakes.players.get(event.userId);
        if (player) player.checkAt = player.seen + missing;
        return;
      }
      case 'deposited': {
        const request = await db
          .selectFrom('fund_requests')
          .select('user_id')
          .where('id', '=', event.fundRequestId)
          .executeTakeFirst();
        return request && checkDeposit(db, clock, request.user_id);
      }
      case 'declared':
        return checkBigWins(db, clock, event.market, event.draw);
      case 'identified':
        return checkLinks(db, clock, event.userId);
    }
  }
}
