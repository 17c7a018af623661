/**
 * This step once created the PostgreSQL function that places daily bets in batches. That function, like every
 * database function the code calls, is now defined by a versioned file of server/store/functions/ and applied at
 * every start (server/store/database-functions.ts); the step stays, doing nothing, so that the migration history of
 * existing databases is unchanged.
 */
export function betPlacementMigration() {
  return {
    async up(): Promise<void> {},
  };
}
