/**
 * Whether the device is online (screens say "offline" and refuse writes on the spot), and whether a failure only
 * means "no connection" (the offline indicator says it; no error toast needed).
 */
export { connectivity } from '../sync/connectivity';
export { isOfflineError } from '../sync/registry';
export type { Freshness } from '../sync/use-freshness';
export type { RefreshOnOpen as Load, RefreshOnOpenOptions as LoadOptions } from '../sync/use-refresh-on-open';
