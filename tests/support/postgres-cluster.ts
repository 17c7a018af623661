import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from './processes.js';

/**
 * A throwaway PostgreSQL cluster started from the machine's own binaries, in a temporary directory on a
 * free loopback port. PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user.
 */
export interface PostgresCluster {
  url(database: string): string;
  stop(): void;
  /**
   * `pg_ctl stop`: the cluster is down until `start`. `fast` ends every session (57P01) and rolls back their
   * transactions; `immediate` kills every process at once, as a crash would, without releasing a lock.
   */
  shutDown(mode?: 'fast' | 'immediate'): void;
  /** Starts the cluster again after `shutDown`, on the same port and data; resolves once it takes connections. */
  start(): void;
  /** `pg_ctl restart -m fast`: every session is ended and the cluster comes back on the same port. */
  restart(): void;
  /** Ends every session on `database` with pg_terminate_backend, as an operator or a failover would. */
  terminateSessions(database: string): Promise<number>;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers until `thaw`. */
  freeze(): void;
  thaw(): void;
}

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found on PATH. ' +
  'Install them with: apt-get update && apt-get install -y postgresql (then add /usr/lib/postgresql/15/bin to PATH)';

function locate(binary: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  const debianPath = `/usr/lib/postgresql/15/bin/${binary}`;
  return spawnSync('test', ['-x', debianPath]).status === 0 ? debianPath : undefined;
}

export interface PostgresClusterOptions {
  /** Server settings over the defaults below (which favour speed over durability, as tests may). */
  settings?: Readonly<Record<string, string>>;
}

export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const initdb = locate('initdb');
  const pgCtl = locate('pg_ctl');
  if (!initdb || !pgCtl) throw new Error(POSTGRES_INSTALL_HINT);

  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'matka-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await findFreePort();
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };

  run(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--no-locale']);
  const settings = {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '300',
    ...options.settings,
  };
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = () => run(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start']);
  start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  /** The postmaster (first line of postmaster.pid) and its children, the backends and auxiliary processes. */
  const processes = () => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).stdout;
    return [postmaster, ...children.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0)];
  };
  let frozen: number[] = [];

  return {
    url,
    shutDown: (mode = 'fast') => run(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']),
    start,
    restart: () => run(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-m', 'fast', '-w', 'restart']),
    terminateSessions: async (database) => {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return rows.filter((row) => row.ended).length;
      } finally {
        await admin.end();
      }
    },
    freeze: () => {
      frozen = processes();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    stop: () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
