/** Waits `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A whole number from `min` to `max`, both included, at random. */
export function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}
