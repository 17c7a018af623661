import { db } from '../../db/database';
import { replaceBanners, replaceResults, saveDailyRates, saveSetting } from '../../db/tables';
import { apiGet } from '../api/client';
import { isApiError } from '../api/errors';
import type { Banner, ContactSettings, GameRates, MainSettings, SessionResults } from '../api/types';
import { markSynced, syncConditional, syncKeys } from './conditional';

/**
 * Refreshers for data that changes rarely and is fetched when a screen opens: banners, settings,
 * rates, contact details, How To Play, a game's past results. Each writes into the cache and records its sync time.
 */

/** Keys of the settings table. */
export const settingKeys = {
  main: 'main',
  contact: 'contact',
  howToPlay: 'howToPlay',
  howToPlayHi: 'howToPlayHi',
  adminWhatsapp: 'adminWhatsapp',
} as const;

/** GET /banner-settings/public (public, conditional). */
export async function refreshBanners(signal: AbortSignal): Promise<void> {
  await syncConditional<Banner[]>(syncKeys.banners, '/banner-settings/public', {
    signal,
    auth: false,
    isCacheEmpty: async () => (await db.banners.count()) === 0,
    write: (banners) => replaceBanners(banners),
  });
}

/** GET /main-settings/public (public, conditional): app link, WhatsApp number, deposit and withdrawal settings. */
export async function refreshMainSettings(signal: AbortSignal): Promise<void> {
  await syncConditional<MainSettings>(syncKeys.mainSettings, '/main-settings/public', {
    signal,
    auth: false,
    isCacheEmpty: async () => (await db.settings.get(settingKeys.main)) === undefined,
    write: (settings) => saveSetting(settingKeys.main, settings),
  });
}

/** GET /gamerates (public). A 404 means no rates are set: the cached copy goes too. */
export async function refreshGameRates(signal: AbortSignal): Promise<void> {
  let rates: GameRates | null;
  try {
    rates = await apiGet<GameRates>('/gamerates', { signal, auth: false });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    rates = null;
  }
  if (signal.aborted) return;
  if (rates) await saveDailyRates(rates);
  else await db.rates.delete('daily');
  await markSynced(syncKeys.dailyRates);
}

/** GET /contact-settings (public): mobile number, email, WhatsApp. */
export async function refreshContactSettings(signal: AbortSignal): Promise<void> {
  const contact = await apiGet<ContactSettings>('/contact-settings', { signal, auth: false });
  if (signal.aborted) return;
  await saveSetting(settingKeys.contact, contact);
  await markSynced(syncKeys.contactSettings);
}

/** GET /how-to-play (public): the markup text, in English and (once the operator wrote one) Hindi. */
export async function refreshHowToPlay(signal: AbortSignal): Promise<void> {
  const { content, contentHi } = await apiGet<{ content: string; contentHi?: string }>('/how-to-play', {
    signal,
    auth: false,
  });
  if (signal.aborted) return;
  await saveSetting(settingKeys.howToPlay, typeof content === 'string' ? content : '');
  await saveSetting(settingKeys.howToPlayHi, typeof contentHi === 'string' ? contentHi : '');
  await markSynced(syncKeys.howToPlay);
}

/** GET /user/admin-whatsapp (public): the number the forgot-password screen's WhatsApp button calls. */
export async function refreshAdminWhatsapp(signal: AbortSignal): Promise<void> {
  const { whatsappNumber } = await apiGet<{ whatsappNumber: string }>('/user/admin-whatsapp', { signal, auth: false });
  if (signal.aborted) return;
  await saveSetting(settingKeys.adminWhatsapp, typeof whatsappNumber === 'string' ? whatsappNumber : '');
  await markSynced(syncKeys.adminWhatsapp);
}

/** GET /results-session?gameId: a game's past session results (the chart), replacing that game's cached ones. */
export async function refreshGameResults(gameId: string, signal: AbortSignal): Promise<void> {
  const { results } = await apiGet<SessionResults>('/results-session', { signal, query: { gameId } });
  if (signal.aborted) return;
  const own = results.filter((r) => r.gameId === gameId);
  await replaceResults(own, gameId);
  await markSynced(syncKeys.results(gameId));
}
