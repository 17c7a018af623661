import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { NoAnswer, ok } from './support/api.js';
import { Journal, type Attempt, type Operation } from './support/journal.js';
import { FRIDAY_MORNING, setUpWorld, type World } from './support/world.js';
import { between, pause } from './support/chance.js';

/**
 * Backups of the embedded database: while a server takes a load of bets and deposits, `npm run backup` copies
 * its database; each backup is restored with `npm run restore` into a new DATA_DIR, and a server started on it
 * must hold every write acknowledged before the instant the backup reports ("as of …"), nothing that was never
 * acknowledged, and a balanced ledger. While the server runs, restore must refuse its DATA_DIR and a second server
 * must refuse to start there; backup must never overwrite a file.
 *
 * Short form by default (it runs in `npm test`); FAULTS_FULL=1 (`npm run faults`) takes more backups under more load.
 */

const FULL = process.env.FAULTS_FULL === '1';
const BACKUPS = FULL ? 4 : 1;
const WORKERS = FULL ? 16 : 6;
const PLAYERS = FULL ? 8 : 4;
/** How long the load runs before each backup (ms). */
const LOAD_BEFORE_BACKUP = FULL ? 3000 : 1000;

const root = resolve(import.meta.dirname, '../..');

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- FILE` on one DATA_DIR, as an operator types it. */
function npmRun(script: 'backup' | 'restore', file: string, dataDir: string): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn('npm', ['run', '-s', script, '--', file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function nextOperation(journal: Journal, world: World): Operation {
  const player = between(0, world.players.length - 1);
  const roll = Math.random();
  if (roll < 0.1) {
    const approval = journal.approval();
    if (approval) return approval;
  }
  if (roll < 0.75) return journal.bet(world, player, between(10, 90));
  return journal.fund(player, between(100, 5000));
}

/** When each acknowledged write's answer came back (wall clock, as the backup reports its snapshot). */
const ackedAt = new Map<Attempt, number>();

async function send(baseUrl: string, world: World, journal: Journal, op: Operation) {
  const attempt = journal.begin(op);
  const answer = await journal.send(baseUrl, world, attempt);
  if (attempt.state === 'acked') ackedAt.set(attempt, Date.now());
  return answer;
}

function startLoad(baseUrl: string, world: World, journal: Journal, workers: number) {
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const answer = await send(baseUrl, world, journal, nextOperation(journal, world));
      // The server is not meant to go away here; the journal reports the write left unanswered.
      if (answer instanceof NoAnswer) return;
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

interface Backup {
  file: string;
  /** The writes acknowledged before the instant the backup says it holds everything committed before. */
  ackedBefore: Attempt[];
}

/**
 * Checks a server started on a restored backup against the journal: every write acknowledged before the backup
 * began is there (a deposit approved before it, approved), every record there was acknowledged, and the
 * ledger check passes.
 */
async function verifyRestored(baseUrl: string, world: World, journal: Journal, backup: Backup): Promise<void> {
  const problems: string[] = [];
  // Bets and deposits are numbered apart, so a record is named by its kind and id.
  const ackedRecords = new Set(journal.attempts.flatMap((a) => (a.state === 'acked' && a.recordId ? [`${a.op.kind} ${a.recordId}`] : [])));
  const approvedBefore = new Set(backup.ackedBefore.flatMap((a) => (a.op.kind === 'approve' ? [a.op.fundRequestId] : [])));
  for (const player of world.players) {
    const token = player.token;
    const [{ bets }, { requests }] = await Promise.all([
      ok<{ bets: { _id: string; betAmount: number }[] }>(baseUrl, 'GET', '/bets/me', { token }),
      ok<{ requests: { _id: string; amount: number; status: string }[] }>(baseUrl, 'GET', '/fund-request/history', { token }),
    ]);
    const held = new Map<string, string>([
      ...bets.map((bet): [string, string] => [`bet ${bet._id}`, `${bet.betAmount}`]),
      ...requests.map((request): [string, string] => [`fund ${request._id}`, `${request.amount} ${request.status}`]),
    ]);
    for (const { op, recordId } of backup.ackedBefore) {
      if (op.player !== player.index || op.kind === 'approve' || op.kind === 'reject') continue;
      const record = `${op.kind} ${recordId}`;
      const amount = op.kind === 'bet' ? op.body.betAmount : op.body.amount;
      const expected = op.kind === 'bet' ? `${amount}` : `${amount} ${approvedBefore.has(recordId!) ? 'approved' : 'pending'}`;
      const found = held.get(record);
      // A deposit approved after the backup began may or may not be approved in it.
      const matches = found === expected || (op.kind === 'fund' && found === `${amount} approved`);
      if (!matches) problems.push(`player ${player.index}: ${record} ${expected} acknowledged before the backup is ${found ?? 'missing'}`);
    }
    for (const [record, what] of held) {
      if (!ackedRecords.has(record)) problems.push(`player ${player.index}: ${record} ${what} is in the backup but was never acknowledged`);
    }
  }
  const check = await ok<{ ok: boolean; mismatches: unknown[] }>(baseUrl, 'GET', '/admin/ledger/check', { token: world.adminToken });
  if (!check.ok) problems.push(`ledger check failed: ${JSON.stringify(check.mismatches)}`);
  if (problems.length > 0) throw new Error(`${backup.file} does not hold what was acknowledged before it:\n- ${problems.join('\n- ')}`);
}

describe('backups of the embedded database', () => {
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const folder = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    folders.push(made);
    return made;
  };

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it(
    `a backup taken under a load of bets, restored into a new server, holds every write acknowledged before it (${BACKUPS} backups)`,
    async () => {
      const dataDir = folder('matka-backup-live-');
      const backupDir = folder('matka-backup-files-');
      const startedAt = Date.now();
      const clockNow = () => new Date(Date.parse(FRIDAY_MORNING) + Date.now() - startedAt).toISOString();
      const server = await startServerProcess({ database: { DATA_DIR: dataDir }, fakeTime: FRIDAY_MORNING });
      servers.push(server);
      const world = await setUpWorld([server.baseUrl], { scenario: 3, players: PLAYERS });
      const journal = new Journal();
      for (const player of world.players) {
        await send(server.baseUrl, world, journal, journal.fund(player.index, 50_000));
        await send(server.baseUrl, world, journal, journal.approval()!);
      }

      const load = startLoad(server.baseUrl, world, journal, WORKERS);
      const backups: Backup[] = [];
      let ackedDuringBackups = 0;
      for (let index = 1; index <= BACKUPS; index += 1) {
        await pause(LOAD_BEFORE_BACKUP);
        const file = join(backupDir, `night-${index}.sqlite`);
        const ackedAtStart = ackedAt.size;
        const backedUp = await npmRun('backup', file, dataDir);
        expect(backedUp.code, backedUp.stderr).toBe(0);
        expect(backedUp.stdout).toContain(`Backup written: ${file} (`);
        const asOf = Date.parse(/MB, \d+ pages\), .+ as of (\S+)$/m.exec(backedUp.stdout)?.[1] ?? '');
        expect(asOf, backedUp.stdout).not.toBeNaN();
        ackedDuringBackups += ackedAt.size - ackedAtStart;
        backups.push({ file, ackedBefore: [...ackedAt].flatMap(([attempt, at]) => (at < asOf ? [attempt] : [])) });
      }

      // Refusals, while the server still takes bets: they must change nothing.
      const first = backups[0]!.file;
      const bytes = readFileSync(first);
      const again = await npmRun('backup', first, dataDir);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain(`${first} already exists`);
      expect(readFileSync(first).equals(bytes), 'the existing backup is untouched').toBe(true);

      const intoLive = await npmRun('restore', first, dataDir);
      expect(intoLive.code).not.toBe(0);
      expect(intoLive.stderr).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(readdirSync(dataDir).filter((name) => name.includes('restoring'))).toEqual([]);

      await expect(startServerProcess({ database: { DATA_DIR: dataDir }, fakeTime: clockNow() })).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use`,
      );

      await load.stop();
      await journal.verify(server.baseUrl, world);
      await server.stop();

      for (const backup of backups) {
        const restoredDir = join(folder('matka-backup-restored-'), 'data');
        const restored = await npmRun('restore', backup.file, restoredDir);
        expect(restored.code, restored.stderr).toBe(0);
        expect(restored.stdout).toContain(`Restored ${backup.file} into ${join(restoredDir, 'matka.sqlite')}`);
        const scratch = await startServerProcess({ database: { DATA_DIR: restoredDir }, fakeTime: clockNow() });
        servers.push(scratch);
        await verifyRestored(scratch.baseUrl, world, journal, backup);
        await scratch.stop();
      }

      const counts = journal.counts();
      process.stdout.write(
        `backups: ${BACKUPS} taken, ${counts.acked} writes acknowledged in all, ${ackedDuringBackups} while a backup ran, ` +
          `${backups.map((b) => b.ackedBefore.length).join(' / ')} before each\n`,
      );
      expect(ackedDuringBackups, 'writes acknowledged while a backup ran').toBeGreaterThan(0);
    },
    FULL ? 600_000 : 180_000,
  );
});
