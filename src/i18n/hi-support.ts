/** Hindi of en-support.ts: the support chat (पूछताछ is feminine: खुली, बनाई गई). */
import type { Catalogue } from './catalogue';
import type { enEnquiry } from './en-support';

export const hiEnquiry: Catalogue<typeof enEnquiry> = {
  statusOpen: 'खुली',
  statusClosed: 'बंद',
  created: '{date} को बनाई गई',
  you: 'आप',
  support: 'सहायता',
  conversation: 'बातचीत',
  message: 'संदेश',
  placeholder: 'अपना संदेश लिखें...',
  send: 'भेजें',
  sending: 'भेजा जा रहा है...',
  startNew: 'नई पूछताछ शुरू करें',
  newEnquiry: 'नई पूछताछ',
  cancel: 'रद्द करें',
  none: 'अभी तक कोई पूछताछ नहीं। नई पूछताछ शुरू करें, हमारी सहायता टीम यहीं जवाब देगी।',
  closedNote: 'यह पूछताछ बंद हो चुकी है। और मदद चाहिए तो नई पूछताछ शुरू करें।',
  sent: 'संदेश भेज दिया गया!',
  sendFailed: 'संदेश नहीं भेजा जा सका',
  loadFailed: 'पूछताछ लोड नहीं हो सकीं',
};
