import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import { activityLine } from '../../../src/domain/activity.js';
import type { ResultAlerts } from './result-alerts.js';

/**
 * The push message of each new activity item (server/services/people/activity.ts), to the player's subscriptions.
 * Items are written in their events' transactions; this reads them once committed — after every operator's write
 * (the routes' hook) and every minute — and claims each with one guarded update, so each is sent once however
 * many instances look. An item older than a push service keeps messages is claimed and not sent.
 */
const BATCH = 200;
const NEWS_FOR_MS = 6 * 60 * 60_000;

export class ActivityAlerts {
  private running: Promise<void> = Promise.resolve();
  private queued = false;

  constructor(
    private readonly options: { db: Db; clock: Clock; alerts: Pick<ResultAlerts, 'toPlayers'>; log: FastifyBaseLogger },
  ) {}

  /** Asks for the new items to be sent; one look already waiting to start covers this one too. */
  sendSoon(): void {
    if (this.queued) return;
    this.queued = true;
    this.running = this.running.then(async () => {
      this.queued = false;
      await this.sendNew().catch((error: unknown) => this.options.log.error({ err: error }, 'activity alerts not sent'));
    });
  }

  /** Resolves once the looks asked for so far are done. */
  settled(): Promise<void> {
    return this.running;
  }

  private async sendNew(): Promise<void> {
    const { db, clock, alerts } = this.options;
    for (;;) {
      const waiting = await db
        .selectFrom('player_activity')
        .select('id')
        .where('pushed_at', 'is', null)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (waiting.length === 0) return;
      const now = clock.now();
      const claimed = await db
        .updateTable('player_activity')
        .set({ pushed_at: now.toISOString() })
        .where('id', 'in', waiting.map((row) => row.id))
        .where('pushed_at', 'is', null)
        .returningAll()
        .execute();
      const news = claimed.filter((row) => now.getTime() - Date.parse(row.at) < NEWS_FOR_MS);
      await alerts.toPlayers(
        news.map((row) => {
          const words = {
            kind: row.kind,
            amount: row.amount === null ? undefined : Number(row.amount),
            gameName: row.game_name ?? undefined,
            gameNameHindi: row.game_name_hindi ?? undefined,
            session: row.session ?? undefined,
          };
          return {
            userId: Number(row.user_id),
            message: (language: 'en' | 'hi') => ({
              title: activityLine(words, language),
              body: '',
              url: '/activity',
              tag: `activity-${row.id}`,
            }),
          };
        }),
      );
      if (waiting.length < BATCH) return;
    }
  }
}
