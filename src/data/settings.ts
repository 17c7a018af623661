import { useLiveQuery } from '../../db/use-live-query';
import { getSetting } from '../../db/tables';
import type { ContactSettings, MainSettings } from '../api/types';
import type { HowToPlayTexts } from '../domain/how-to-play';
import {
  refreshAdminWhatsapp,
  refreshContactSettings,
  refreshHowToPlay,
  refreshMainSettings,
  settingKeys,
} from '../sync/content';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

// Whether the device is online (writes are refused on the spot), and whether a failure only means "offline"
// (the offline indicator says it; no toast).
export { connectivity } from '../sync/connectivity';
export { isOfflineError } from '../sync/registry';

/** The operator's settings the screens show, each cached and refreshed from its public endpoint. */
export interface Settings {
  /** App link, WhatsApp number, deposit and withdrawal settings (GET /main-settings/public). */
  main: Partial<MainSettings>;
  /** Mobile number, email, WhatsApp (GET /contact-settings). */
  contact: ContactSettings;
  /** The How To Play markup (GET /how-to-play). */
  howToPlay: string;
  /** The number the forgot-password screen's WhatsApp button calls (GET /user/admin-whatsapp). */
  adminWhatsapp: string;
}

export type SettingName = keyof Settings;

const refreshers: Record<SettingName, (signal: AbortSignal) => Promise<void>> = {
  main: refreshMainSettings,
  contact: refreshContactSettings,
  howToPlay: refreshHowToPlay,
  adminWhatsapp: refreshAdminWhatsapp,
};

export interface Setting<T> {
  /** null: not cached; undefined: still reading. */
  readonly value: T | null | undefined;
  readonly load: RefreshOnOpen;
}

/** One setting from the cache at once, refreshed when the screen opens. */
export function useSetting<N extends SettingName>(name: N, options?: RefreshOnOpenOptions): Setting<Settings[N]> {
  const value = useLiveQuery(async () => (await getSetting<Settings[N]>(settingKeys[name])) ?? null, [name]);
  const load = useRefreshOnOpen(refreshers[name], options);
  return { value, load };
}

/** How To Play in both languages as last read (null: not cached), refreshed when the screen opens. */
export function useHowToPlay(options?: RefreshOnOpenOptions): Setting<HowToPlayTexts> {
  const value = useLiveQuery(async () => {
    const english = await getSetting<string>(settingKeys.howToPlay);
    if (english === undefined) return null;
    return { english, hindi: (await getSetting<string>(settingKeys.howToPlayHi)) ?? '' };
  }, []);
  const load = useRefreshOnOpen(refreshHowToPlay, options);
  return { value, load };
}

/** Refreshes one setting now (a screen's refresh button). */
export function refreshSetting(name: SettingName, signal: AbortSignal): Promise<void> {
  return refreshers[name](signal);
}
