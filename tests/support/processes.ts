import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** What the tests and benchmarks that start the server as a process of its own share. */

const HEALTH_TIMEOUT_MS = 60_000;

/** A loopback port nobody listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resolves once `healthUrl` answers 200; fails with the process's output if it exits first or takes 60 s. */
export async function waitForHealth(healthUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`The server exited (${child.signalCode ?? `code ${child.exitCode}`}) before becoming healthy:\n${output()}`);
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${healthUrl} within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  child.kill('SIGTERM');
  await waitForExit(child);
  clearTimeout(killer);
}
