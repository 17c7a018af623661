/** Hindi of the Activity screen and the dashboard's bell (./en-activity.ts). */
import type { Catalogue } from './catalogue';
import type { enActivity } from './en-activity';

export const hiActivity: Catalogue<typeof enActivity> = {
  title: 'गतिविधि',
  bell: 'गतिविधि',
  bellUnread: 'गतिविधि, {count} नई',
  empty: 'अभी कोई गतिविधि नहीं',
  emptyHint: 'जमा और निकासी के फ़ैसले, जीत और आपकी पूछताछ के जवाब यहाँ दिखेंगे।',
  loadFailed: 'आपकी गतिविधि लोड नहीं हो सकी',
  more: 'पुरानी देखें',
  newItem: 'नई',
  pendingDeposit: '{amount} स्वीकृति का इंतज़ार',
  pendingUtr: 'UTR …{utr}',
  pendingDeposits: 'स्वीकृति का इंतज़ार कर रही जमा राशि',
};
