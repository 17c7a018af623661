import webpush from 'web-push';
import type { Clock } from '../../clock.js';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../store/schema.js';
import { readSetting } from '../content/settings.js';

/**
 * The server's VAPID key pair, which signs every push message and whose public half browsers subscribe with:
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or else a pair made at the first start and kept in the settings table
 * (`push_vapid_keys`), so that subscriptions outlive restarts and every instance on one database signs alike.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SETTING = 'push_vapid_keys';

/** The app's key pair, read (or made) once and kept for as long as the app runs. */
export class VapidKeyring {
  private loaded: Promise<VapidKeys> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: PushConfig,
  ) {}

  keys(): Promise<VapidKeys> {
    if (this.config.vapidKeys) return Promise.resolve(this.config.vapidKeys);
    if (!this.loaded) {
      const keys = storedOrNewKeys(this.db, this.clock);
      // A failure (the database unreachable) is not kept: the next use tries again.
      keys.catch(() => {
        if (this.loaded === keys) this.loaded = undefined;
      });
      this.loaded = keys;
    }
    return this.loaded;
  }
}

async function storedOrNewKeys(db: Db, clock: Clock): Promise<VapidKeys> {
  const stored = await readSetting(db, VAPID_SETTING);
  if (isKeyPair(stored)) return stored;
  const made = webpush.generateVAPIDKeys();
  const pair: VapidKeys = { publicKey: made.publicKey, privateKey: made.privateKey };
  // Instances starting together each make a pair; the first one stored is everyone's.
  await db
    .insertInto('settings')
    .values({ setting_key: VAPID_SETTING, value: JSON.stringify(pair), updated_at: clock.now().toISOString() })
    .onConflict((onConflict) => onConflict.column('setting_key').doNothing())
    .execute();
  const kept = await readSetting(db, VAPID_SETTING);
  if (!isKeyPair(kept)) throw new Error(`The ${VAPID_SETTING} setting is not a key pair`);
  return kept;
}

function isKeyPair(value: unknown): value is VapidKeys {
  const pair = value as Partial<VapidKeys> | null | undefined;
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string';
}
