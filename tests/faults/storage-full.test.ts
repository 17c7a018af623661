import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { NoAnswer, ok } from './support/api.js';
import { isDatabaseUnavailable, Journal } from './support/journal.js';
import { FRIDAY_MORNING, setUpWorld } from './support/world.js';

/**
 * A full disk under the embedded database: the SQLite file lives on a small tmpfs that a filler file then fills
 * up. Writes are refused with 503 STORAGE_UNAVAILABLE (Retry-After, the API's error shape) and a log line that
 * says why, never a 500; the server keeps running, and once there is room again every refused write retried with
 * its Idempotency-Key applies once and the ledger check passes. Mounting a tmpfs needs root, as the test machines
 * run.
 */

/** Room for the migrated database and a deposit or two, little more. */
const DISK_MB = 24;
/** Enough sequential bets to outgrow what SQLite's write-ahead log and free pages still hold. */
const MAX_BETS = 4_000;

/** Writes zeros to `file` until the disk refuses more, in ever smaller pieces, so that no byte is left. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 9, 1]) {
      const zeros = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, zeros);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe('a full disk under SQLite', () => {
  let mountPoint: string | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.kill();
    if (mountPoint) {
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  it('answers writes 503 STORAGE_UNAVAILABLE while the disk is full, and applies each retried write once after', async () => {
    mountPoint = mkdtempSync(join(tmpdir(), 'matka-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', mountPoint]);
    const dataDir = join(mountPoint, 'data');
    server = await startServerProcess({ database: { DATA_DIR: dataDir }, fakeTime: FRIDAY_MORNING });
    const world = await setUpWorld([server.baseUrl], { scenario: 42, players: 1 });
    const journal = new Journal();
    await journal.send(server.baseUrl, world, journal.begin(journal.fund(0, 1_000_000)));
    await journal.send(server.baseUrl, world, journal.begin(journal.approval()!));

    const filler = join(mountPoint, 'filler');
    fillDisk(filler);
    let refused = 0;
    for (let sent = 0; sent < MAX_BETS && refused === 0; sent += 1) {
      const attempt = journal.begin(journal.bet(world, 0, 10));
      const answer = await journal.send(server.baseUrl, world, attempt);
      if (answer instanceof NoAnswer) throw new Error(`${answer.message}\n${server.output()}`);
      if (answer.status === 503) {
        expect(isDatabaseUnavailable(answer, 'STORAGE_UNAVAILABLE'), JSON.stringify(answer.body)).toBe(true);
        refused += 1;
      }
    }
    expect(refused, 'bets refused for the full disk').toBe(1);
    expect(journal.violations, 'answers other than 201 or 503').toEqual([]);
    await server.logged('disk full');
    expect(server.exited()).toBe(false);

    // Room again: the refused bet, retried with its key, is placed once; the ledger holds every acknowledged one.
    rmSync(filler);
    await journal.settle(server.baseUrl, world);
    await journal.verify(server.baseUrl, world);
    const check = await ok<{ ok: boolean }>(server.baseUrl, 'GET', '/admin/ledger/check', { token: world.adminToken });
    expect(check.ok).toBe(true);
  });
});
