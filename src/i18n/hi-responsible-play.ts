/**
 * Hindi of responsible play (./en-responsible-play.ts): the Responsible play screen, the reality check and the
 * dashboard's notice of a break. `{period}` in the limit sentences takes this catalogue's `periodWords`,
 * which read as adjectives ("आपकी रोज़ाना जमा सीमा").
 */
import type { Catalogue } from './catalogue';
import type { enPlayPaused, enResponsiblePlay } from './en-responsible-play';

/** The dashboard's notice while a time-out or self-exclusion runs. */
export const hiPlayPaused: Catalogue<typeof enPlayPaused> = {
  title: 'बोली और जमा रुके हुए हैं',
  timeOut: 'आप {until} तक टाइम-आउट पर हैं।',
  selfExclusion: 'आपने {until} तक खुद को खेल से बाहर रखा है।',
  withdrawalsStay: 'निकासी अब भी की जा सकती है।',
  link: 'ज़िम्मेदार खेल',
};

export const hiResponsiblePlay: Catalogue<typeof enResponsiblePlay> = {
  title: 'ज़िम्मेदार खेल',
  intro: 'आपका खेल आपके काबू में रहे, इसके लिए सीमाएँ, ब्रेक और रिमाइंडर।',
  walletLink: 'ज़िम्मेदार खेल: सीमाएँ और ब्रेक',
  loadFailed: 'ज़िम्मेदार खेल की आपकी सेटिंग्स लोड नहीं हो सकीं',

  // Limits
  depositLimits: 'जमा सीमाएँ',
  lossLimits: 'नुकसान सीमाएँ',
  depositLimitsHint: 'हर अवधि में आप ज़्यादा से ज़्यादा कितनी जमा राशि माँग सकते हैं।',
  lossLimitsHint: 'हर अवधि में आप ज़्यादा से ज़्यादा कितना हार सकते हैं (बोली राशि घटा जीत)।',
  limitRule: 'सीमा घटाना तुरंत लागू होता है; बढ़ाना या हटाना 24 घंटे बाद लागू होता है।',
  periods: { daily: 'रोज़ाना', weekly: 'साप्ताहिक', monthly: 'मासिक' },
  periodWords: { daily: 'रोज़ाना', weekly: 'साप्ताहिक', monthly: 'मासिक' },
  usage: {
    daily: 'आज {amount} इस्तेमाल हुए',
    weekly: 'इस हफ़्ते {amount} इस्तेमाल हुए',
    monthly: 'इस महीने {amount} इस्तेमाल हुए',
  },
  noLimit: 'कोई सीमा नहीं',
  newLimit: 'नई {period} {kind} सीमा (₹)',
  kinds: { deposit: 'जमा', loss: 'नुकसान' },
  save: 'सेव करें',
  removeLimit: 'सीमा हटाएँ',
  cancel: 'रद्द करें',
  pendingChange: '{when} को {amount} हो जाएगी',
  pendingRemoval: '{when} को हट जाएगी',
  limitInvalid: '{min} से {max} तक पूरे रुपये डालें',
  limitSavedNow: 'आपकी {period} {kind} सीमा अब {amount} है।',
  limitNone: 'आपकी कोई {period} {kind} सीमा नहीं है।',
  limitRemovedLater: 'आपकी {period} {kind} सीमा {when} को हट जाएगी।',
  limitChangesLater: 'आपकी {period} {kind} सीमा {when} को {amount} हो जाएगी।',
  changeCancelled: 'बदलाव रद्द हो गया: आपकी {period} {kind} सीमा {amount} ही रहेगी।',
  retry: 'फिर से कोशिश करें',
  saveFailed: 'आपकी सीमा सेव नहीं हो सकी',

  // Breaks
  timeOut: 'टाइम-आउट',
  timeOutHint: 'बोली और जमा से छोटा ब्रेक।',
  timeOutChoices: { 1: '24 घंटे', 7: '7 दिन', 30: '30 दिन' },
  selfExclusion: 'स्व-बहिष्करण',
  selfExclusionHint: 'बोली और जमा से लंबा ब्रेक।',
  selfExclusionChoices: { 6: '6 महीने', 12: '1 साल', 60: '5 साल' },
  timeOutRunning: '{until} तक टाइम-आउट।',
  selfExclusionRunning: '{until} तक स्व-बहिष्करण।',
  pausedMeanwhile: 'तब तक बोली और जमा रुके रहेंगे; निकासी की जा सकती है।',
  confirmTimeOutTitle: '{length} का टाइम-आउट लें?',
  confirmSelfExclusionTitle: '{length} के लिए खुद को खेल से बाहर रखें?',
  confirmUntil:
    'बोली और जमा {until} तक रुके रहेंगे। आप फिर भी साइन इन कर सकते हैं, अपना इतिहास देख सकते हैं और अपना बैलेंस निकाल सकते हैं।',
  confirmFinal: 'इसे समय से पहले खत्म नहीं किया जा सकता, न आप कर सकते हैं, न हम।',
  startTimeOut: 'टाइम-आउट शुरू करें',
  startSelfExclusion: 'मुझे बाहर रखें',
  timeOutStarted: 'आपका टाइम-आउट {until} तक चलेगा।',
  selfExclusionStarted: 'आप {until} तक खेल से बाहर हैं।',
  breakFailed: 'आपका ब्रेक शुरू नहीं हो सका',

  // Reality check
  realityCheck: 'रियलिटी चेक',
  realityCheckHint: 'आपके खेलने का समय और कुल हार-जीत याद दिलाएँ, हर:',
  realityCheckChoice: '{minutes} मिनट',
  realityCheckSaved: 'हर {minutes} मिनट पर रियलिटी चेक।',
  realityCheckFailed: 'आपका रियलिटी चेक सेव नहीं हो सका',

  // The reality check's dialog
  checkTitle: 'रियलिटी चेक',
  checkPlayed: 'आज आपने {duration} खेला है।',
  checkResult: 'आज की कुल हार-जीत',
  checkResultUnknown: 'ऑफ़लाइन उपलब्ध नहीं',
  checkContinue: 'जारी रखें',
  checkStop: 'खेलना बंद करें',
  hoursMinutes: '{hours} घंटे {minutes} मिनट',
  minutesOnly: '{minutes} मिनट',
};
