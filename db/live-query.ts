/**
 * Live queries over the cache: a query re-runs when a table it read is written, in this tab or in another one
 * (a BroadcastChannel carries the names of the written tables), so a screen follows what the sync layer stores.
 *
 * Which tables a query read is noted while it runs: a read notes its table in every query running at that moment.
 * Two queries running together may so note each other's tables; that only costs a needless re-run.
 */

export interface LiveQueryObserver<T> {
  next: (value: T) => void;
  error?: (error: unknown) => void;
}

export interface LiveQuery<T> {
  subscribe(observer: LiveQueryObserver<T>): { unsubscribe(): void };
}

type WriteListener = (tables: readonly string[]) => void;

const writeListeners = new Set<WriteListener>();
const runningReads = new Set<Set<string>>();

const CHANNEL_NAME = 'matka-cache-writes';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
if (channel) {
  // Node's channel (unit tests) would otherwise keep the process alive.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (Array.isArray(event.data)) announce(event.data.filter((name): name is string => typeof name === 'string'));
  };
}

function announce(tables: readonly string[]): void {
  for (const listener of [...writeListeners]) listener(tables);
}

/** Called by every read of a table. */
export function noteRead(table: string): void {
  for (const read of runningReads) read.add(table);
}

/** Called once a write to these tables has committed: the live queries that read them run again, here and elsewhere. */
export function noteWritten(tables: readonly string[]): void {
  announce(tables);
  channel?.postMessage([...tables]);
}

/** A query that answers now and again after every write to the tables it read. */
export function liveQuery<T>(querier: () => Promise<T> | T): LiveQuery<T> {
  return {
    subscribe(observer) {
      let closed = false;
      let running = false;
      let runAgain = false;
      let read = new Set<string>();

      const run = async () => {
        running = true;
        runAgain = false;
        const reading = new Set<string>();
        runningReads.add(reading);
        try {
          const value = await querier();
          read = reading;
          if (!closed && !runAgain) observer.next(value);
        } catch (error) {
          read = reading;
          if (!closed && !runAgain) observer.error?.(error);
        } finally {
          runningReads.delete(reading);
          running = false;
        }
        if (runAgain && !closed) void run();
      };
      const onWrite: WriteListener = (tables) => {
        if (running) runAgain = true; // what it read may already be out of date
        else if (tables.some((table) => read.has(table))) void run();
      };

      writeListeners.add(onWrite);
      void run();
      return {
        unsubscribe() {
          closed = true;
          writeListeners.delete(onWrite);
        },
      };
    },
  };
}
