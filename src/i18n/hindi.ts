import { hi } from './hi';
import { hiDataRights } from './hi-data-rights';
import { HI_MESSAGES } from './hi-messages';
import { hiScreens } from './hi-screens';
import { HI_SERVER_REFUSALS } from './hi-server-errors';
import { DATE_LOCALE } from './language';
import { calendarDateText, problemValueText } from './problem-words';
import type { LanguagePack } from './t';

/** Everything Hindi, in one chunk loaded only when Hindi is chosen (./t.ts). */
export const hindi: LanguagePack = {
  messages: hi,
  screens: hiScreens,
  dataRights: hiDataRights,
  refusals: { ...HI_MESSAGES, ...HI_SERVER_REFUSALS },
  valueText: problemValueText(hi, hiScreens),
  words: { date: calendarDateText(DATE_LOCALE.hi) },
};
