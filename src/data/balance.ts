/** Re-reads the balance now: after every write that moves money (bet, deposit request, withdrawal). Never rejects. */
export { refreshProfile } from '../sync/profile';
