import { MaintenanceSwitch } from './content/maintenance.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Store } from '../store/connect.js';
import { ActivityAlerts } from './alerts/activity-alerts.js';
import { ResultAlerts, SILENT_ALERTS, type ResultAlertsSender } from './alerts/result-alerts.js';
import { VapidKeyring } from './alerts/vapid-keys.js';
import { MarketBoard, type BoardToInvalidate } from './markets/markets.js';
import { logAuditHead } from './operators/audit.js';
import { AccountErasures } from './people/account-closure.js';
import { LiveSessions } from './people/live-sessions.js';
import { RiskWatch, UNWATCHED, type RiskNotices } from './risk/risk-watch.js';

/**
 * What one running application holds in memory besides its database: built once by the app (server/app.ts) and
 * handed to its routes. Tests run many apps in one process, each with services of its own.
 */
export interface AppServices {
  /** The games list every player polls, kept until a game or a result changes. */
  marketBoard: MarketBoard;
  /** Push messages to the followers of a market when its result is declared or reverted. */
  resultAlerts: ResultAlerts;
  /** Push messages of the players' activity (a deposit decided, a win…), once their writes have committed. */
  activityAlerts: ActivityAlerts;
  /** The players' sessions this instance has found live (the polled reads skip the database for them). */
  liveSessions: LiveSessions;
  /** The key pair that signs push messages. */
  vapidKeys: VapidKeyring;
  /** The operator's pause of new bets and deposits, as this instance last read it. */
  maintenance: MaintenanceSwitch;
  /** Judges bets, deposits, wins and sign-ins for the operators' alerts, after their writes commit. */
  riskWatch: RiskWatch;
  /** Erases closed accounts once nothing of theirs is pending, after operators' writes and every so often. */
  accountErasures: AccountErasures;
}

/** What a declaration or a revert tells once it has committed: the board is stale, the followers are alerted. */
export interface ResultFollowers {
  marketBoard: BoardToInvalidate;
  resultAlerts: ResultAlertsSender;
  /** Told of each declaration, for the big-win alerts. */
  riskWatch: RiskNotices;
}

/** Outside a running application (seeding, scripts) there is no board to invalidate and no one to alert. */
export const OUTSIDE_APP: ResultFollowers = {
  marketBoard: { invalidate: () => undefined },
  resultAlerts: SILENT_ALERTS,
  riskWatch: UNWATCHED,
};

export function buildServices(options: {
  store: Store;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}): AppServices {
  const { store, clock, config, log } = options;
  const vapidKeys = new VapidKeyring(store.db, clock, config.push);
  const resultAlerts = new ResultAlerts({
    db: store.db,
    config: config.push,
    keyring: vapidKeys,
    log: log.child({ module: 'result-alerts' }),
  });
  return {
    marketBoard: new MarketBoard(store.db),
    resultAlerts,
    activityAlerts: new ActivityAlerts({ db: store.db, clock, alerts: resultAlerts, log: log.child({ module: 'activity-alerts' }) }),
    liveSessions: new LiveSessions(store.db),
    vapidKeys,
    maintenance: new MaintenanceSwitch(),
    riskWatch: new RiskWatch({ db: store.db, clock, log: log.child({ module: 'risk-alerts' }) }),
    accountErasures: new AccountErasures(store, clock, log.child({ module: 'account-erasures' })),
  };
}

/** How often the audit chain's head goes to the log (and once more on shutdown). */
const AUDIT_HEAD_LOG_MS = 5 * 60_000;
/** How often closed accounts are looked at besides after operators' writes (a declaration made elsewhere, say). */
const ERASURE_SWEEP_MS = 15 * 60_000;
/** How often new activity items are looked at besides after operators' writes. */
const ACTIVITY_ALERTS_MS = 60_000;

/** What the app starts once it is ready and stops when it closes (server/app.ts hooks). */
export function servicesLifecycle(services: AppServices, options: { store: Store; log: FastifyBaseLogger }) {
  const { store, log } = options;
  let headLog: { stop(): Promise<void> } | undefined;
  let erasureSweeps: ReturnType<typeof setInterval> | undefined;
  let activityLooks: ReturnType<typeof setInterval> | undefined;
  return {
    async ready(): Promise<void> {
      // The push key pair is made at the first start, not when the first player opens the Notifications screen.
      await services.vapidKeys
        .keys()
        .catch((error: unknown) => log.error({ err: error }, 'result alerts: no VAPID key pair yet'));
      // The audit chain's head goes to the log every few minutes and on shutdown: heads the database cannot take
      // back.
      headLog = logAuditHead(store, log.child({ module: 'audit' }), AUDIT_HEAD_LOG_MS);
      erasureSweeps = setInterval(() => services.accountErasures.sweepSoon(), ERASURE_SWEEP_MS);
      erasureSweeps.unref();
      activityLooks = setInterval(() => services.activityAlerts.sendSoon(), ACTIVITY_ALERTS_MS);
      activityLooks.unref();
    },
    /**
     * Stops result alerts' retries still waiting, lets the risk alerts told so far be judged, and logs the audit
     * chain's head a last time.
     */
    async close(): Promise<void> {
      clearInterval(activityLooks);
      await services.activityAlerts.settled();
      services.resultAlerts.close();
      await services.riskWatch.settled();
      clearInterval(erasureSweeps);
      await services.accountErasures.settled();
      await headLog?.stop();
    },
  };
}
