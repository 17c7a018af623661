/** Hindi of en-game.ts: game selection, the game chart and game rates. */
import type { Catalogue } from './catalogue';
import type { enGame } from './en-game';

export const hiGame: Catalogue<typeof enGame> = {
  open: 'ओपन',
  close: 'क्लोज़',
  result: 'परिणाम',
  gameNotFound: 'गेम नहीं मिला',
  backToDashboard: 'डैशबोर्ड पर वापस',
  loadingGame: 'गेम लोड हो रहा है...',
  failedToLoadGameDetails: 'गेम की जानकारी लोड नहीं हो सकी',

  date: 'तारीख',
  day: 'दिन',
  noResults: 'पिछले परिणाम उपलब्ध नहीं हैं',
  failedToLoadResults: 'गेम के परिणाम लोड नहीं हो सके',
  legendTitle: 'परिणाम कैसे पढ़ें',
  legendExample: '128-17-359',
  legendOpenPanna: 'ओपन पन्ना (128): ओपन सेशन के लिए घोषित तीन अंक',
  legendJodi: 'जोड़ी (17): पहले ओपन अंक, फिर क्लोज़ अंक',
  legendClosePanna: 'क्लोज़ पन्ना (359): क्लोज़ सेशन के लिए घोषित तीन अंक',
  legendStars: '* का मतलब है कि वह हिस्सा अभी घोषित नहीं हुआ',

  gameType: 'गेम का प्रकार',
  rate: 'रेट',
  noRates: 'गेम के रेट अभी तय नहीं हैं।',
  failedToLoadRates: 'गेम रेट लोड नहीं हो सके',
};
