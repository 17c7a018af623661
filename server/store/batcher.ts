/**
 * Answers many concurrent calls with one database round trip. On PostgreSQL every round trip costs a socket
 * write and a wake-up on both sides, and under load that, not the work, is what limits the server; so calls
 * made while a batch is on its way wait for the next one, and each batch answers all of its calls at once —
 * as the group commit does for SQLite's commits (group-commit.ts).
 *
 * `run` gets the inputs in call order and must answer one output per input, in the same order. If it throws,
 * every call of that batch fails with its error.
 */
export class Batcher<I, O> {
  private queue: { input: I; resolve: (output: O) => void; reject: (reason: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: { maxInFlight: number; maxBatch: number },
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // Calls made by the requests read in this turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.options.maxBatch);
    this.inFlight += 1;
    try {
      const outputs = await this.run(batch.map((call) => call.input));
      batch.forEach((call, index) => call.resolve(outputs[index]!));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }
}
