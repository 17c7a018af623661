import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The faults project's PostgreSQL cluster (global-setup.ts): `${faultsPostgresPrefix}<database>`. */
    faultsPostgresPrefix: string;
  }
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface ScenarioDatabase {
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  dispose(): Promise<void>;
}

/** An empty database of the kind a scenario runs on: a fresh data folder, or a new PostgreSQL database. */
export async function scenarioDatabase(kind: DatabaseKind): Promise<ScenarioDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'matka-faults-'));
    return { env: { DATA_DIR: dir }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const prefix = inject('faultsPostgresPrefix');
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${prefix}postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { env: { DATABASE_URL: `${prefix}${name}` }, dispose: async () => undefined };
}
