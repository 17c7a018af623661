import type { Migration, MigrationProvider } from 'kysely';
import { coreMigration } from './001-core.js';
import { dailyMarketsMigration } from './002-daily-markets.js';
import { accountsAdminMigration } from './003-accounts-admin.js';
import { starlineContentMigration } from './004-starline-content.js';
import { sessionRevocationsMigration } from './005-session-revocations.js';
import { auditLogMigration } from './006-audit-log.js';
import { twoFactorMigration } from './007-two-factor.js';
import { betOutcomesMigration } from './008-bet-outcomes.js';
import { betPlacementMigration } from './009-bet-placement.js';
import { reportIndexesMigration } from './010-report-indexes.js';
import { lookupIndexesMigration } from './011-lookup-indexes.js';
import { responsiblePlayMigration } from './012-responsible-play.js';
import { pushMigration } from './013-push.js';
import { playerWinsMigration } from './014-player-wins.js';
import { operatorSecondFactorMigration } from './015-operator-second-factor.js';
import { passwordRequestOriginsMigration } from './016-password-request-origins.js';
import { starlineOutcomesMigration } from './017-starline-outcomes.js';
import { staffMigration } from './018-staff.js';
import { marketCalendarsMigration } from './019-market-calendars.js';
import { voidedDrawsMigration } from './020-voided-draws.js';
import { bankStatementsMigration } from './021-bank-statements.js';
import { riskSignalsMigration } from './022-risk-signals.js';
import { accountClosuresMigration } from './023-account-closures.js';
import { playerActivityMigration } from './024-player-activity.js';
import { revokedSessionsIndexMigration } from './025-revoked-sessions-index.js';
import type { DialectName } from './dialect-columns.js';

/** Forward-only, numbered migrations. Never edit one that has shipped: add the next number. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-core': coreMigration(dialect),
    '002-daily-markets': dailyMarketsMigration(dialect),
    '003-accounts-admin': accountsAdminMigration(dialect),
    '004-starline-content': starlineContentMigration(dialect),
    '005-session-revocations': sessionRevocationsMigration(),
    '006-audit-log': auditLogMigration(dialect),
    '007-two-factor': twoFactorMigration(dialect),
    '008-bet-outcomes': betOutcomesMigration(dialect),
    '009-bet-placement': betPlacementMigration(),
    '010-report-indexes': reportIndexesMigration(),
    '011-lookup-indexes': lookupIndexesMigration(),
    '012-responsible-play': responsiblePlayMigration(dialect),
    '013-push': pushMigration(dialect),
    '014-player-wins': playerWinsMigration(),
    '015-operator-second-factor': operatorSecondFactorMigration(),
    '016-password-request-origins': passwordRequestOriginsMigration(),
    '017-starline-outcomes': starlineOutcomesMigration(dialect),
    '018-staff': staffMigration(dialect),
    '019-market-calendars': marketCalendarsMigration(dialect),
    '020-voided-draws': voidedDrawsMigration(dialect),
    '021-bank-statements': bankStatementsMigration(dialect),
    '022-risk-signals': riskSignalsMigration(dialect),
    '023-account-closures': accountClosuresMigration(dialect),
    '024-player-activity': playerActivityMigration(dialect),
    '025-revoked-sessions-index': revokedSessionsIndexMigration(),
  };
  return { getMigrations: async () => migrations };
}
