/** The middle value of a bench's repeated runs (the upper of the two middles for an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
