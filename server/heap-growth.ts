import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets its heap grow past what the last full collection kept, set where the server starts (`npm
 * start` and the bench both start in server/main.ts). V8's own choice, up to four times the live data, had the
 * server hold 200–230 MB under the bet load on SQLite, most of it garbage waiting for a collection; growing by
 * at most 30 % keeps the peak near 155 MB (docs/performance.md) with no fewer bets a second: full collections come
 * more often but are smaller, and their marking runs on another thread. V8 reads the flag at each collection,
 * so setting it at start is enough. Tests build the app without it.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=30');
}
