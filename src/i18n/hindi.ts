import { hi } from './hi';
import { HI_MESSAGES } from './hi-messages';
import { hiScreens } from './hi-screens';
import { hiServerErrors } from './hi-server-errors';
import { DATE_LOCALE } from './language';
import { problemValueText } from './problem-words';
import type { LanguagePack } from './t';

/** Everything Hindi, in one chunk loaded only when Hindi is chosen (./t.ts). */
export const hindi: LanguagePack = {
  messages: hi,
  screens: hiScreens,
  domain: HI_MESSAGES,
  serverErrors: hiServerErrors,
  valueText: problemValueText(hi, hiScreens, DATE_LOCALE.hi),
};
