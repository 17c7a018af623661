import type { Migration, MigrationProvider } from 'kysely';
import { coreMigration } from './001-core.js';
import type { DialectName } from './dialect-columns.js';

/** Forward-only, numbered migrations. Never edit one that has shipped: add the next number. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001-core': coreMigration(dialect),
  };
  return { getMigrations: async () => migrations };
}
