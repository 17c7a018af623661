import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../support/postgres-cluster.js';

/** One throwaway PostgreSQL cluster for the fault scenarios; each scenario creates its own database in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide('faultsPostgresPrefix', cluster.url(''));
  return () => cluster.stop();
}
