import { rupeesText } from './rupees';

/** The events a player's activity tells of. */
export const ACTIVITY_KINDS = [
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  'win',
  'enquiry_reply',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * A player's activity in words, one short line per event: the app's list and the server's push message say the
 * same, in English or Hindi.
 */
export interface ActivityWords {
  kind: ActivityKind;
  amount?: number;
  gameName?: string;
  /** Shown in Hindi in place of the name, when the operator gave one (Starline). */
  gameNameHindi?: string;
  session?: 'open' | 'close';
}

type Language = 'en' | 'hi';

const SESSIONS: Readonly<Record<Language, Record<'open' | 'close', string>>> = {
  en: { open: 'open', close: 'close' },
  hi: { open: 'ओपन', close: 'क्लोज़' },
};

export function activityLine(item: ActivityWords, language: Language = 'en'): string {
  const amount = rupeesText(item.amount ?? 0);
  const name = (language === 'hi' && item.gameNameHindi) || item.gameName;
  const market = [name ?? '', item.session ? SESSIONS[language][item.session] : ''].filter(Boolean).join(' ');
  if (language === 'hi') {
    switch (item.kind) {
      case 'deposit_approved':
        return `${amount} की जमा राशि स्वीकृत`;
      case 'deposit_rejected':
        return `${amount} की जमा राशि अस्वीकृत`;
      case 'withdrawal_approved':
        return `${amount} की निकासी स्वीकृत`;
      case 'withdrawal_rejected':
        return `${amount} की निकासी अस्वीकृत, राशि वॉलेट में वापस`;
      case 'withdrawal_paid':
        return `${amount} की निकासी का भुगतान हो गया`;
      case 'win':
        return `आपने ${market} पर ${amount} जीते`;
      case 'enquiry_reply':
        return 'सहायता टीम ने आपकी पूछताछ का जवाब दिया';
    }
  }
  switch (item.kind) {
    case 'deposit_approved':
      return `Deposit of ${amount} approved`;
    case 'deposit_rejected':
      return `Deposit of ${amount} rejected`;
    case 'withdrawal_approved':
      return `Withdrawal of ${amount} approved`;
    case 'withdrawal_rejected':
      return `Withdrawal of ${amount} rejected; the amount is back in your wallet`;
    case 'withdrawal_paid':
      return `Withdrawal of ${amount} paid`;
    case 'win':
      return `You won ${amount} on ${market}`;
    case 'enquiry_reply':
      return 'Support replied to your enquiry';
  }
}
