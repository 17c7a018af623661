import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPostgres } from '../../server/store/connect.js';
import { startPostgresCluster } from '../support/postgres-cluster.js';

export const TEMPLATE_DATABASE = 'matka_template';

/** Starts one cluster for the run and migrates a template database that every test file copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const store = openPostgres(cluster.url(TEMPLATE_DATABASE), 1);
  await migrateToLatest(store);
  await store.close();
  project.provide('database', {
    kind: 'postgres',
    adminUrl: cluster.url('postgres'),
    urlPrefix: cluster.url(''),
    template: TEMPLATE_DATABASE,
  });
  return () => cluster.stop();
}
