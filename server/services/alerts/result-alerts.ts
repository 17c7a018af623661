import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { WebPushError } from 'web-push';
import type { ActivityAlert, ResultAlert } from '../../../contract/push.js';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../store/schema.js';
import type { Session } from '../../../src/domain/bet-types.js';
import { addDays } from '../../../src/domain/time.js';
import { pushTarget } from './push-endpoints.js';
import { sendPushMessage } from './push-request.js';
import type { VapidKeyring } from './vapid-keys.js';

/**
 * Result alerts (docs/operations.md "Result alerts"): when a result is declared or reverted, every subscription that
 * follows the market gets a push message. A declaration calls these after its transaction has committed and
 * does not wait: sending never delays or fails it. A push service's 404 or 410 means the browser dropped the
 * subscription, which is deleted; a network failure, 429 or 5xx is retried after 1, 5 and 30 seconds; any other
 * answer is logged and given up.
 */

export interface DailyResultEvent {
  gameId: number;
  gameDate: string;
  session: Session;
  /** The day's result string after the declaration or revert, e.g. `128-1*-***`. */
  result: string;
}

export interface StarlineResultEvent {
  gameId: number;
  gameName: string;
  gameDate: string;
  pana: string;
  digit: number;
}

/** A voided draw: the players it refunded, each with their refund. */
export interface VoidedEvent {
  market: 'daily' | 'starline';
  gameId: number;
  gameDate: string;
  refunds: ReadonlyArray<{ userId: number; refunded: number }>;
}

/** A corrected result: the players whose outcome it changed hear of the new result. */
export interface CorrectedEvent {
  market: 'daily' | 'starline';
  gameId: number;
  gameDate: string;
  /** The result as it now reads: the day's string (daily) or `<panna>-<ank>` (Starline). */
  result: string;
  oldPana: string;
  newPana: string;
  players: readonly number[];
}

interface Recipient {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ResultAlertsOptions {
  db: Db;
  config: PushConfig;
  keyring: VapidKeyring;
  log: FastifyBaseLogger;
  /** Waits before the 2nd, 3rd … attempt of a message that failed for a passing reason. */
  retryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
const SEND_TIMEOUT_MS = 10_000;
/** Sends at once, so that thousands of subscribers do not open thousands of connections together. */
const PARALLEL_SENDS = 8;
/** A result is news for a few hours; a push service keeps it no longer for a device that is off. */
const TIME_TO_LIVE_SECONDS = 6 * 60 * 60;

export class ResultAlerts {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(private readonly options: ResultAlertsOptions) {}

  /** An open or close result of a daily market was declared. */
  dailyDeclared(event: DailyResultEvent): void {
    this.inBackground('daily declaration', async () => {
      const gameName = await this.gameName(event.gameId);
      const body = event.session === 'open' ? 'Open result declared' : 'Close result declared';
      await this.sendAll(await this.dailyRecipients(event), dailyMessage(event, gameName, body));
    });
  }

  /** A daily market's result was reverted: its followers get the day's result as it now reads. */
  dailyReverted(event: DailyResultEvent & { pana: string }): void {
    this.inBackground('daily revert', async () => {
      const gameName = await this.gameName(event.gameId);
      const body = `Correction: the ${event.session} result ${event.pana} was withdrawn`;
      await this.sendAll(await this.dailyRecipients(event), dailyMessage(event, gameName, body));
    });
  }

  starlineDeclared(event: StarlineResultEvent): void {
    this.inBackground('Starline declaration', async () => {
      const message = starlineMessage(event, `${event.gameName}: ${event.pana}-${event.digit}`, 'Starline result declared');
      await this.sendAll(await this.starlineRecipients(), message);
    });
  }

  starlineReverted(event: StarlineResultEvent): void {
    this.inBackground('Starline revert', async () => {
      const body = `Correction: the result ${event.pana}-${event.digit} was withdrawn`;
      await this.sendAll(await this.starlineRecipients(), starlineMessage(event, `${event.gameName}: ***-*`, body));
    });
  }

  /** A draw was voided: each player it refunded hears how much, on every subscription of theirs. */
  voided(event: VoidedEvent): void {
    this.inBackground('void', async () => {
      const gameName = await this.gameNameOf(event.market, event.gameId);
      const recipients = await this.playersRecipients(event.refunds.map((refund) => refund.userId));
      const refundOf = new Map(event.refunds.map((refund) => [refund.userId, refund.refunded]));
      const day = dayAndMonth(event.gameDate);
      for (const [userId, subscriptions] of recipients) {
        const body = `${gameName} of ${day} was voided; ₹${formatRupees(refundOf.get(userId) ?? 0)} refunded`;
        await this.sendAll(subscriptions, changeMessage(event, `${gameName}: voided`, body));
      }
    });
  }

  /** A result was corrected: the players whose outcome it changed hear of the new result. */
  corrected(event: CorrectedEvent): void {
    this.inBackground('correction', async () => {
      const gameName = await this.gameNameOf(event.market, event.gameId);
      const recipients = await this.playersRecipients(event.players);
      const body = `Correction: the result ${event.oldPana} was corrected to ${event.newPana}`;
      await this.sendAll([...recipients.values()].flat(), changeMessage(event, `${gameName}: ${event.result}`, body));
    });
  }

  /**
   * Messages to players of their own (their activity): each on every subscription of its player that follows
   * their activity, in the subscription's language.
   */
  async toPlayers(messages: ReadonlyArray<{ userId: number; message: (language: 'en' | 'hi') => ActivityAlert }>): Promise<void> {
    if (messages.length === 0) return;
    const rows = await this.options.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'language'])
      .where('user_id', 'in', [...new Set(messages.map((each) => each.userId))])
      .where('activity', '=', 1)
      .execute();
    for (const { userId, message } of messages) {
      for (const language of ['en', 'hi'] as const) {
        const recipients = rows
          .filter((row) => Number(row.user_id) === userId && row.language === language)
          .map((row) => ({ id: Number(row.id), endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }));
        if (recipients.length > 0) await this.sendAll(recipients, message(language));
      }
    }
  }

  /** Stops retries still waiting (the server is shutting down). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private inBackground(what: string, work: () => Promise<void>): void {
    work().catch((error: unknown) => this.options.log.error({ err: error }, `result alerts: the ${what} was not sent`));
  }

  private async gameNameOf(market: 'daily' | 'starline', gameId: number): Promise<string> {
    if (market === 'daily') return this.gameName(gameId);
    const game = await this.options.db
      .selectFrom('starline_games')
      .select('game_name')
      .where('id', '=', gameId)
      .executeTakeFirst();
    return game?.game_name ?? `Starline ${gameId}`;
  }

  /** Every subscription of these players, by player. */
  private async playersRecipients(userIds: readonly number[]): Promise<Map<number, Recipient[]>> {
    const byPlayer = new Map<number, Recipient[]>();
    if (userIds.length === 0) return byPlayer;
    const rows = await this.options.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', 'in', [...userIds])
      .execute();
    for (const { user_id: userId, ...row } of rows) {
      const player = Number(userId);
      byPlayer.set(player, [...(byPlayer.get(player) ?? []), { ...row, id: Number(row.id) }]);
    }
    return byPlayer;
  }

  private async gameName(gameId: number): Promise<string> {
    const game = await this.options.db.selectFrom('games').select('game_name').where('id', '=', gameId).executeTakeFirst();
    return game?.game_name ?? `Market ${gameId}`;
  }

  /**
   * Subscriptions following the market: those that chose it, and those following the player's bets whose
   * player bet on it that day. A bet is placed on its market day, so the player's bets are read from that day's
   * start (the players' index by time) rather than through every bet of the market.
   */
  private async dailyRecipients({ gameId, gameDate }: DailyResultEvent): Promise<Recipient[]> {
    const { db } = this.options;
    const from = istMidnight(gameDate);
    const until = istMidnight(addDays(gameDate, 1));
    const rows = await db
      .selectFrom('push_subscriptions as s')
      .select(['s.id', 's.endpoint', 's.p256dh', 's.auth'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('s.follows', '=', 'chosen'),
            eb.exists(
              eb
                .selectFrom('push_subscription_games as g')
                .select(sql`1`.as('one'))
                .whereRef('g.subscription_id', '=', 's.id')
                .where('g.game_id', '=', gameId),
            ),
          ]),
          eb.and([
            eb('s.follows', '=', 'bets'),
            eb.exists(
              eb
                .selectFrom('placed_bets as b')
                .select(sql`1`.as('one'))
                .whereRef('b.user_id', '=', 's.user_id')
                .where('b.created_at', '>=', from)
                .where('b.created_at', '<', until)
                .where('b.game_id', '=', gameId)
                .where('b.game_date', '=', gameDate),
            ),
          ]),
        ]),
      )
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  private async starlineRecipients(): Promise<Recipient[]> {
    const rows = await this.options.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('starline', '=', 1)
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  private async sendAll(recipients: readonly Recipient[], message: ResultAlert | ActivityAlert): Promise<void> {
    if (recipients.length === 0) return;
    const keys = await this.options.keyring.keys();
    const payload = JSON.stringify(message);
    const send = (recipient: Recipient) => this.attempt(recipient, payload, keys, 0);
    const queue = [...recipients];
    const workers = Array.from({ length: Math.min(PARALLEL_SENDS, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await send(next);
    });
    await Promise.all(workers);
  }

  private async attempt(
    recipient: Recipient,
    payload: string,
    keys: { publicKey: string; privateKey: string },
    attempt: number,
  ): Promise<void> {
    const { config, log } = this.options;
    if (this.closed) return;
    // The list may have changed since the subscription was stored: it is judged again before every send, and the
    // message goes to exactly the URL judged (a subscription stored before endpoints were normalised included).
    const target = pushTarget(recipient.endpoint, config.endpointHosts);
    if (!target) return;
    try {
      await sendPushMessage(target, { p256dh: recipient.p256dh, auth: recipient.auth }, payload, {
        vapidDetails: { subject: config.vapidSubject, ...keys },
        contentEncoding: 'aes128gcm',
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'high',
        timeout: SEND_TIMEOUT_MS,
      });
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        await this.forget(recipient);
        return;
      }
      const passing = status === undefined || status === 429 || status >= 500;
      const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
      const delay = delays[attempt];
      if (!passing || delay === undefined || this.closed) {
        log.warn({ err: error, status, subscription: recipient.id, attempts: attempt + 1 }, 'result alert not delivered');
        return;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(recipient, payload, keys, attempt + 1).catch((failure: unknown) =>
          log.error({ err: failure }, 'result alert retry failed'),
        );
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** The push service no longer knows the subscription: the browser dropped it. */
  private async forget(recipient: Recipient): Promise<void> {
    const { db, log } = this.options;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('push_subscription_games').where('subscription_id', '=', recipient.id).execute();
      await trx
        .deleteFrom('push_subscriptions')
        .where('id', '=', recipient.id)
        .where('endpoint', '=', recipient.endpoint)
        .execute();
    });
    log.info({ subscription: recipient.id }, 'push subscription gone: deleted');
  }
}

/** The instant an IST calendar day starts. */
function istMidnight(date: string): string {
  return new Date(`${date}T00:00:00.000+05:30`).toISOString();
}

function dailyMessage(event: DailyResultEvent, gameName: string, body: string): ResultAlert {
  return {
    title: `${gameName}: ${event.result}`,
    body,
    market: 'daily',
    gameId: String(event.gameId),
    tag: `result-${event.gameId}-${event.gameDate}`,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-24` as `24 Nov`. */
function dayAndMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

/** Whole rupees with Indian grouping: 1,00,000. */
function formatRupees(amount: number): string {
  return amount.toLocaleString('en-IN');
}

function changeMessage(event: { market: 'daily' | 'starline'; gameId: number; gameDate: string }, title: string, body: string) {
  const tag = event.market === 'daily' ? `result-${event.gameId}-${event.gameDate}` : `starline-${event.gameId}-${event.gameDate}`;
  return { title, body, market: event.market, gameId: String(event.gameId), tag } satisfies ResultAlert;
}

function starlineMessage(event: StarlineResultEvent, title: string, body: string): ResultAlert {
  return {
    title,
    body,
    market: 'starline',
    gameId: String(event.gameId),
    tag: `starline-${event.gameId}-${event.gameDate}`,
  };
}

// ---- What a declaration or revert alerts ------------------------------------------------------------------

/** The alerts a result change sends; outside a running application (scripts, seeding) none is sent. */
export type ResultAlertsSender = Pick<
  ResultAlerts,
  'dailyDeclared' | 'dailyReverted' | 'starlineDeclared' | 'starlineReverted' | 'voided' | 'corrected'
>;

export const SILENT_ALERTS: ResultAlertsSender = {
  dailyDeclared: () => undefined,
  dailyReverted: () => undefined,
  starlineDeclared: () => undefined,
  starlineReverted: () => undefined,
  voided: () => undefined,
  corrected: () => undefined,
};
