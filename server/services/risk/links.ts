import type { Kysely, Transaction } from 'kysely';
import type { LinkKind, LinkReason, PlayerLink } from '../../../contract/risk.js';
import { notFound } from '../../errors.js';
import type { Database } from '../../store/schema.js';

/**
 * Players who may be one person behind many accounts: they share a saved bank account (the same number and IFSC),
 * a wallet number, a device, or a sign-up address with sign-ups within 24 hours of each other. What they share is
 * shown masked, its last 4 characters only.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** Sign-ups from one address this close together link their players; further apart, a shared address means little. */
/** Each kind of link in the words of the operators' alerts and review reasons. */
export const LINK_WORDS: Readonly<Record<LinkKind, string>> = {
  bank_account: 'bank account',
  wallet_number: 'wallet number',
  device: 'device',
  signup_address: 'sign-up address',
};

export const SIGNUP_ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * An address that this many other players signed up from within the window is a shared network (a mobile carrier's
 * NAT, an office, a café), not one person's: it links nobody, or one busy address would link everyone to everyone.
 */
export const SHARED_NETWORK_SIGNUPS = 10;

/** `••••5678`: only the last 4 characters of what is shared. */
export function masked(value: string): string {
  return `••••${value.slice(-4)}`;
}

interface Found {
  userId: number;
  kind: LinkKind;
  value: string;
}

function walletsOf(user: { paytm: string; google_pay: string; phonepe: string }): string[] {
  const given = [user.paytm, user.google_pay, user.phonepe].map((value) => value.trim());
  return [...new Set(given.filter((value) => value !== ''))];
}

async function sharedPayouts(db: Executor, userId: number): Promise<Found[]> {
  const me = await db
    .selectFrom('users')
    .select(['bank_account_number', 'bank_ifsc', 'paytm', 'google_pay', 'phonepe'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!me) return [];
  const found: Found[] = [];
  const account = me.bank_account_number?.trim();
  const ifsc = me.bank_ifsc?.trim().toUpperCase();
  if (account && ifsc) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'bank_ifsc'])
      .where('role', '=', 'player')
      .where('id', '!=', userId)
      .where('bank_account_number', '=', account)
      .execute();
    for (const row of rows) {
      if (row.bank_ifsc?.trim().toUpperCase() !== ifsc) continue;
      found.push({ userId: row.id, kind: 'bank_account', value: account });
    }
  }
  const wallets = walletsOf(me);
  if (wallets.length > 0) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'paytm', 'google_pay', 'phonepe'])
      .where('role', '=', 'player')
      .where('id', '!=', userId)
      .where((eb) => eb.or([eb('paytm', 'in', wallets), eb('google_pay', 'in', wallets), eb('phonepe', 'in', wallets)]))
      .execute();
    for (const row of rows) {
      for (const value of walletsOf(row).filter((wallet) => wallets.includes(wallet))) {
        found.push({ userId: row.id, kind: 'wallet_number', value });
      }
    }
  }
  return found;
}

async function sharedDevices(db: Executor, userId: number): Promise<Found[]> {
  const rows = await db
    .selectFrom('user_devices as mine')
    .innerJoin('user_devices as theirs', 'theirs.device_id', 'mine.device_id')
    .innerJoin('users', 'users.id', 'theirs.user_id')
    .select(['theirs.user_id', 'theirs.device_id'])
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '!=', userId)
    .where('users.role', '=', 'player')
    .execute();
  return rows.map((row) => ({ userId: Number(row.user_id), kind: 'device' as const, value: row.device_id }));
}

async function sharedSignupAddress(db: Executor, userId: number): Promise<Found[]> {
  const mine = await db.selectFrom('signup_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!mine) return [];
  const at = Date.parse(mine.signed_up_at);
  const rows = await db
    .selectFrom('signup_addresses')
    .innerJoin('users', 'users.id', 'signup_addresses.user_id')
    .select('signup_addresses.user_id')
    .where('signup_addresses.address', '=', mine.address)
    .where('signup_addresses.user_id', '!=', userId)
    .where('users.role', '=', 'player')
    .where('signup_addresses.signed_up_at', '>=', new Date(at - SIGNUP_ADDRESS_WINDOW_MS).toISOString())
    .where('signup_addresses.signed_up_at', '<=', new Date(at + SIGNUP_ADDRESS_WINDOW_MS).toISOString())
    .limit(SHARED_NETWORK_SIGNUPS)
    .execute();
  if (rows.length >= SHARED_NETWORK_SIGNUPS) return [];
  return rows.map((row) => ({ userId: Number(row.user_id), kind: 'signup_address' as const, value: mine.address }));
}

/** The other players linked to this one and why, as unmasked values: for the links answer and the alerts. */
export async function linkedPlayers(db: Executor, userId: number): Promise<Map<number, LinkReason[]>> {
  const found = [
    ...(await sharedPayouts(db, userId)),
    ...(await sharedDevices(db, userId)),
    ...(await sharedSignupAddress(db, userId)),
  ];
  const links = new Map<number, LinkReason[]>();
  for (const { userId: other, kind, value } of found) {
    const reasons = links.get(other) ?? [];
    if (!reasons.some((reason) => reason.kind === kind && reason.value === value)) reasons.push({ kind, value });
    links.set(other, reasons);
  }
  return links;
}

/** GET /admin/users/:id/links: the linked players, lowest id first, each with what they share, masked. */
export async function playerLinks(db: Executor, userId: number): Promise<PlayerLink[]> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  const links = await linkedPlayers(db, userId);
  if (links.size === 0) return [];
  const others = await db
    .selectFrom('users')
    .select(['id', 'name', 'mobile_number'])
    .where('id', 'in', [...links.keys()])
    .orderBy('id')
    .execute();
  return others.map((other) => ({
    user: { _id: String(other.id), name: other.name, mobileNumber: other.mobile_number },
    reasons: (links.get(other.id) ?? []).map((reason) => ({ kind: reason.kind, value: masked(reason.value) })),
  }));
}
