/**
 * The admin console's calls: one typed function per admin endpoint (plus the public reads the
 * console's editors start from). JSON goes through the shared client (Bearer token, the error shape as typed
 * errors, the server clock); banner uploads and history files go through `postFile` below.
 *
 * Only balance adjustments carry an Idempotency-Key (the server keys them; the client then retries a lost answer
 * safely). Approvals, withdrawal moves and declarations are idempotent on the server by their nature — the same
 * decision again changes nothing — and answer a contradicting one with 409, which the client must show at once
 * rather than retry as "still running".
 */

import { API_BASE_URL } from '../../src/config/app-config';
import { apiRequest, getAuthToken, newIdempotencyKey } from '../../src/api/client';
import { ApiError, NetworkError, type ApiErrorBody } from '../../src/api/errors';
import type {
  Banner,
  ContactSettings,
  GameRates,
  MainSettings,
  StarlineGameRates,
  User,
} from '../../src/api/types';
import type {
  Adjustment,
  AdminUser,
  AdminUserProfile,
  LedgerEntry,
  PlayerResponsiblePlay,
  ResponsiblePlayChange,
  UserChangeBody,
  UserChanged,
  UserLedger,
  UserList,
} from '../../contract/admin-players';
import type { AuditEntry, AuditQuery, AuditTrail } from '../../contract/audit';
import type { Notice, Pagination } from '../../contract/common';
import type { LedgerCheck, LedgerMismatch, Overview } from '../../contract/overview';
import type { PlayerSummary } from '../../contract/account';
import type { AdminFundRequest, FundDecision, FundDecisionBody, FundRequestPage, FundRequestStatus } from '../../contract/funds';
import type { AdminWithdrawal, WithdrawalAnswer, WithdrawalMove, WithdrawalPage, WithdrawalPaid, WithdrawalStatus } from '../../contract/withdrawals';
import type {
  AdminBannerList,
  BannerChange,
  ContactSettingsSaved,
  HowToPlay,
  HowToPlaySaved,
  MainSettingsSaved,
} from '../../contract/content';
import type { AdminEnquiry, AdminEnquiryList, EnquiryChange } from '../../contract/enquiries';
import type { PasswordRequest, PasswordRequestList, PasswordRequestStatus } from '../../contract/password-requests';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../contract/two-factor';
import type {
  FourEyes,
  NewStaffBody,
  SessionsEnded,
  StaffChangeBody,
  StaffChanged,
  StaffList,
  StaffSessions,
  StaffSignIns,
} from '../../contract/staff';
import type { ApprovalDecided, ApprovalList, ApprovalRequested, ApprovalStatus } from '../../contract/approvals';
import { recordServerDate } from '../../src/state/clock';
import { downloadCsv } from './download-csv';
import type {
  AdminGame,
  AdminGames,
  GameInput,
  GameRatesSaved,
  GameSaved,
  HistoryConflict,
  HistoryImportReport,
} from '../../contract/admin-markets';
import type {
  DeclaredResult as DailyDeclaredResult,
  DeclareResultRequest as DeclareResultInput,
  ResultPreview as DailyResultPreview,
  RevertedResult,
  Settlement,
} from '../../contract/results';
import type { Session as SessionName } from '../../src/domain/bet-types';
import type {
  StarlineGameChanged,
  StarlineGameInput,
  StarlineGameList,
  StarlineRatesSaved,
  StarlineResultDeclared,
  StarlineResultInput,
  StarlineResultPreview,
  StarlineResultReverted,
} from '../../contract/admin-starline';

export type { Banner, ContactSettings, GameRates, MainSettings, StarlineGameRates, User };
export type {
  Adjustment,
  AdminUser,
  AuditEntry,
  LedgerCheck,
  LedgerEntry,
  LedgerMismatch,
  Overview,
  Pagination,
  PlayerResponsiblePlay,
  PlayerSummary,
  ResponsiblePlayChange,
  UserLedger,
};

export const PAGE_SIZE = 20;

/**
 * An action over its four-eyes threshold answers 202 with the approval it now waits for instead of its usual
 * answer: nothing has changed yet.
 */
export function isHeld(reply: object): reply is ApprovalRequested {
  return 'approval' in reply;
}

// ---- Records -------------------------------------------------------------------------------------------------

export interface PageOf<T> {
  items: T[];
  pagination: Pagination;
}

export type { AdminGame, GameInput, HistoryConflict, HistoryImportReport };
export type { DailyDeclaredResult, DailyResultPreview, DeclareResultInput, RevertedResult, Settlement, SessionName };

export type { AdminFundRequest, FundRequestStatus } from '../../contract/funds';
export type { AdminWithdrawal, WithdrawalStatus } from '../../contract/withdrawals';

export type { PasswordRequest as AdminPasswordRequest, PasswordRequestStatus } from '../../contract/password-requests';
export type { AdminEnquiry, EnquiryMessage } from '../../contract/enquiries';

export type { AdminBanner, HowToPlay } from '../../contract/content';

// ---- Overview ----------------------------------------------------------------------------------------------

export const fetchOverview = () => apiRequest<Overview>('GET', '/admin/overview');

export const fetchLedgerCheck = () => apiRequest<LedgerCheck>('GET', '/admin/ledger/check');

// ---- Users -------------------------------------------------------------------------------------------------

export type UserStatusFilter = 'all' | 'active' | 'inactive';

/** One page of accounts: by name or number (`query`), status, and operators' tag (`tag`, any case). */
export async function fetchUsers(params: {
  query?: string;
  page: number;
  status?: UserStatusFilter;
  tag?: string;
}): Promise<PageOf<AdminUser>> {
  const { users, pagination } = await apiRequest<UserList>('GET', '/admin/users', {
    query: {
      query: params.query?.trim() || undefined,
      page: params.page,
      limit: PAGE_SIZE,
      status: params.status === 'all' ? undefined : params.status,
      tag: params.tag?.trim() || undefined,
    },
  });
  return { items: users, pagination };
}

export const setUserActive = (userId: string, isActive: boolean) =>
  apiRequest<UserChanged>('PATCH', `/admin/users/${encodeURIComponent(userId)}`, { body: { isActive } satisfies UserChangeBody });

/** A credit (+) or debit (−) with its reason; keyed, so a retry after a lost answer applies it once. */
export const adjustBalance = (userId: string, amount: number, reason: string) =>
  apiRequest<Adjustment | ApprovalRequested>('POST', `/admin/users/${encodeURIComponent(userId)}/adjustments`, {
    body: { amount, reason },
    idempotencyKey: newIdempotencyKey(),
  });

/** One account, for anyone who may read players. */
export const fetchUser = (userId: string) =>
  apiRequest<AdminUserProfile>('GET', `/admin/users/${encodeURIComponent(userId)}`);

/** A player and one page of their ledger, newest first. */
export const fetchUserLedger = (userId: string, page: number) =>
  apiRequest<UserLedger>('GET', `/admin/users/${encodeURIComponent(userId)}/ledger`, { query: { page, limit: PAGE_SIZE } });

/** Read-only: no endpoint lets an operator lift a player's limits, time-out or self-exclusion. */
export const fetchResponsiblePlay = (userId: string) =>
  apiRequest<PlayerResponsiblePlay>('GET', `/admin/users/${encodeURIComponent(userId)}/responsible-play`);

// ---- Daily markets, rates and results ----------------------------------------------------------------------

export const fetchGames = () => apiRequest<AdminGames>('GET', '/admin/games').then((body) => body.games);

export const createGame = (input: GameInput) => apiRequest<GameSaved>('POST', '/admin/games', { body: input });

export const updateGame = (gameId: string, input: Partial<GameInput>) =>
  apiRequest<GameSaved>('PUT', `/admin/games/${encodeURIComponent(gameId)}`, { body: input });

export const deactivateGame = (gameId: string) => apiRequest<GameSaved>('DELETE', `/admin/games/${encodeURIComponent(gameId)}`);

/** The current daily rates (the public read); null when none are set yet (404). */
export async function fetchGameRates(): Promise<GameRates | null> {
  try {
    return await apiRequest<GameRates>('GET', '/gamerates');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveGameRates = (rates: GameRates) => apiRequest<GameRatesSaved>('PUT', '/admin/gamerates', { body: rates });

export const previewResult = (input: DeclareResultInput) =>
  apiRequest<DailyResultPreview>('GET', '/admin/results/preview', { query: { ...input } });

export const declareResult = (input: DeclareResultInput) => apiRequest<DailyDeclaredResult>('POST', '/admin/results', { body: input });

export const revertResult = (input: Omit<DeclareResultInput, 'pana'>) =>
  apiRequest<RevertedResult | ApprovalRequested>('DELETE', '/admin/results', { body: input });

// ---- Starline ----------------------------------------------------------------------------------------------

export type {
  StarlineGameInput,
  StarlineResultDeclared,
  StarlineResultInput,
  StarlineResultPreview,
  StarlineResultReverted,
} from '../../contract/admin-starline';
/** The console's Starline game record (with the weekdays it runs). */
export type { AdminStarlineGame as StarlineGame } from '../../contract/admin-starline';

/** Every Starline game, inactive ones too, by open time. */
export const fetchStarlineGames = () =>
  apiRequest<StarlineGameList>('GET', '/admin/starline/games').then((body) => body.games);

export const createStarlineGame = (input: StarlineGameInput) =>
  apiRequest<StarlineGameChanged>('POST', '/admin/starline/games', { body: input });

export const updateStarlineGame = (gameId: string, input: Partial<StarlineGameInput>) =>
  apiRequest<StarlineGameChanged>('PUT', `/admin/starline/games/${encodeURIComponent(gameId)}`, { body: input });

export const deactivateStarlineGame = (gameId: string) =>
  apiRequest<StarlineGameChanged>('DELETE', `/admin/starline/games/${encodeURIComponent(gameId)}`);

export const fetchStarlineRates = () => apiRequest<StarlineGameRates>('GET', '/starline/gamerates');

export const saveStarlineRates = (rates: StarlineGameRates) =>
  apiRequest<StarlineRatesSaved>('PUT', '/admin/starline/gamerates', { body: rates });

export const previewStarlineResult = (input: StarlineResultInput) =>
  apiRequest<StarlineResultPreview>('GET', '/admin/starline/results/preview', { query: { ...input } });

export const declareStarlineResult = (input: StarlineResultInput) =>
  apiRequest<StarlineResultDeclared>('POST', '/admin/starline/results', { body: input });

export const revertStarlineResult = (input: Omit<StarlineResultInput, 'pana'>) =>
  apiRequest<StarlineResultReverted | ApprovalRequested>('DELETE', '/admin/starline/results', { body: input });

// ---- Money -------------------------------------------------------------------------------------------------

/** `query`: a transaction id or UTR, or its beginning ("" for every request). */
/** The cashier's filters of the money lists: IST days and whole rupees, as typed (empty: none). */
export interface MoneyFilters {
  from?: string;
  to?: string;
  minAmount?: string;
  maxAmount?: string;
}

const filterQuery = (filters: MoneyFilters) => ({
  from: filters.from || undefined,
  to: filters.to || undefined,
  minAmount: filters.minAmount || undefined,
  maxAmount: filters.maxAmount || undefined,
});

export async function fetchFundRequests(
  status: FundRequestStatus | 'all',
  page: number,
  query = '',
  filters: MoneyFilters = {},
): Promise<PageOf<AdminFundRequest>> {
  const { requests, pagination } = await apiRequest<FundRequestPage>('GET', '/admin/fund-requests', {
    query: {
      status: status === 'all' ? undefined : status,
      query: query || undefined,
      ...filterQuery(filters),
      page,
      limit: PAGE_SIZE,
    },
  });
  return { items: requests, pagination };
}

export const decideFundRequest = (requestId: string, decision: 'approve' | 'reject', remarks: string) =>
  apiRequest<FundDecision>('POST', `/admin/fund-requests/${encodeURIComponent(requestId)}/${decision}`, {
    body: { remarks } satisfies FundDecisionBody,
  });

/** One page of withdrawals of a status (or all); `review` for only those held for review. */
export async function fetchWithdrawals(
  status: WithdrawalStatus | 'all',
  page: number,
  review = false,
  filters: MoneyFilters = {},
): Promise<PageOf<AdminWithdrawal>> {
  const { withdrawals, pagination } = await apiRequest<WithdrawalPage>('GET', '/admin/withdrawals', {
    query: {
      status: status === 'all' ? undefined : status,
      review: review ? 'true' : undefined,
      ...filterQuery(filters),
      page,
      limit: PAGE_SIZE,
    },
  });
  return { items: withdrawals, pagination };
}

export const setWithdrawalStatus = (withdrawalId: string, input: WithdrawalMove) =>
  apiRequest<WithdrawalAnswer | ApprovalRequested>('POST', `/admin/withdrawals/${encodeURIComponent(withdrawalId)}/status`, {
    body: input,
  });

/** Marks a withdrawal paid in one step (approved when pending, then completed); 202 when held for a second operator. */
export const markWithdrawalPaid = (withdrawalId: string, input: WithdrawalPaid) =>
  apiRequest<WithdrawalAnswer | ApprovalRequested>('POST', `/admin/withdrawals/${encodeURIComponent(withdrawalId)}/paid`, {
    body: input,
  });

// ---- Support -----------------------------------------------------------------------------------------------

export async function fetchPasswordRequests(status: PasswordRequestStatus | 'all', page: number): Promise<PageOf<PasswordRequest>> {
  const { requests, pagination } = await apiRequest<PasswordRequestList>('GET', '/admin/password-requests', {
    query: { status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE },
  });
  return { items: requests, pagination };
}

export const decidePasswordRequest = (requestId: string, decision: 'approve' | 'reject') =>
  apiRequest<Notice>('POST', `/admin/password-requests/${encodeURIComponent(requestId)}/${decision}`, { body: {} });

export async function fetchEnquiries(status: 'open' | 'closed' | 'all', page: number): Promise<PageOf<AdminEnquiry>> {
  const { enquiries, pagination } = await apiRequest<AdminEnquiryList>('GET', '/admin/enquiries', {
    query: { status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE },
  });
  return { items: enquiries, pagination };
}

export const replyToEnquiry = (enquiryId: string, message: string) =>
  apiRequest<EnquiryChange>('POST', `/admin/enquiries/${encodeURIComponent(enquiryId)}/messages`, { body: { message } });

export const closeEnquiry = (enquiryId: string) =>
  apiRequest<EnquiryChange>('POST', `/admin/enquiries/${encodeURIComponent(enquiryId)}/close`, { body: {} });

// ---- Content -----------------------------------------------------------------------------------------------

export const fetchBanners = () => apiRequest<AdminBannerList>('GET', '/admin/banners').then(({ banners }) => banners);

/** Where a banner's image is served: `/api/banner-settings` + `imagePath`. */
export function bannerImageUrl(banner: Pick<Banner, 'imagePath'>): string {
  return `${API_BASE_URL}/banner-settings${banner.imagePath}`;
}

/** POST /admin/banners as multipart (`image`, `title`). */
export async function uploadBanner(image: File, title: string): Promise<BannerChange> {
  const form = new FormData();
  form.set('title', title);
  form.set('image', image, image.name);
  return postFile<BannerChange>('/admin/banners', form);
}

/** POST /admin/games/{id}/history with a CSV file of past results; `dryRun` previews, changing nothing. */
export const sendHistoryFile = (gameId: string, csv: string, dryRun: boolean) =>
  postFile<HistoryImportReport>(`/admin/games/${encodeURIComponent(gameId)}/history${dryRun ? '?dryRun=1' : ''}`, csv, 'text/csv');

/**
 * A POST whose body is a file rather than JSON (a banner's multipart upload, a history CSV), which the JSON client
 * cannot send: the same token, error shape and server clock, and a minute to send it.
 */
export async function postFile<T extends object>(
  path: string,
  body: FormData | string,
  contentType?: string,
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new NetworkError('offline');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw new NetworkError('unreachable', error);
  }
  recordServerDate(response.headers.get('Date'), sentAt, Date.now());
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text === '' ? undefined : JSON.parse(text);
  } catch {
    answer = undefined;
  }
  // A refusal's body may not be the server's (a proxy's page): ApiError reads only the fields it finds.
  if (!response.ok) throw new ApiError(response.status, answer as ApiErrorBody | undefined);
  return answer as T;
}

// ---- Audit trail -------------------------------------------------------------------------------------------

/** GET /admin/audit's filters; empty ones are left out. */
export type AuditFilters = Omit<AuditQuery, 'page' | 'limit' | 'format'>;

function auditQuery(filters: AuditFilters): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value?.trim() || undefined]));
}

export async function fetchAuditEntries(filters: AuditFilters, page: number, limit = PAGE_SIZE): Promise<PageOf<AuditEntry>> {
  const { entries, pagination } = await apiRequest<AuditTrail>('GET', '/admin/audit', { query: { ...auditQuery(filters), page, limit } });
  return { items: entries, pagination };
}

/** The filtered entries as a CSV file: fetched with the operator's token, then saved through a download link. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(auditQuery(filters))) if (value !== undefined) query[key] = value;
  await downloadCsv('/admin/audit', query, 'audit.csv');
}

/** A banner's new title; its image stays. */
export const retitleBanner = (bannerId: string, title: string) =>
  apiRequest<BannerChange>('PATCH', `/admin/banners/${encodeURIComponent(bannerId)}`, { body: { title } });

export const deleteBanner = (bannerId: string) =>
  apiRequest<BannerChange>('DELETE', `/admin/banners/${encodeURIComponent(bannerId)}`);

export const fetchMainSettings = () => apiRequest<MainSettings>('GET', '/main-settings/public');
export const saveMainSettings = (settings: MainSettings) =>
  apiRequest<MainSettingsSaved>('PUT', '/admin/main-settings', { body: settings });

export const fetchContactSettings = () => apiRequest<ContactSettings>('GET', '/contact-settings');
export const saveContactSettings = (settings: ContactSettings) =>
  apiRequest<ContactSettingsSaved>('PUT', '/admin/contact-settings', { body: settings });

export const fetchHowToPlay = () => apiRequest<HowToPlay>('GET', '/how-to-play');
/** `contentHi` left out keeps the Hindi as it is. */
export const saveHowToPlay = (body: { content: string; contentHi?: string }) =>
  apiRequest<HowToPlaySaved>('PUT', '/admin/how-to-play', { body });

// ---- Two-factor sign-in (the operator's own) ---------------------------------------------------------------

export type { TwoFactorStatus } from '../../contract/two-factor';

export const fetchTwoFactorStatus = () => apiRequest<TwoFactorStatus>('GET', '/admin/2fa');
export const startTwoFactorSetup = () => apiRequest<TwoFactorSetup>('POST', '/admin/2fa/setup');
export const enableTwoFactor = (code: string) =>
  apiRequest<TwoFactorEnabled>('POST', '/admin/2fa/enable', { body: { code } });
export const disableTwoFactor = (code: string) => apiRequest<Notice>('POST', '/admin/2fa/disable', { body: { code } });

// ---- Staff and four eyes (owners) --------------------------------------------------------------------------

export type { StaffMember, StaffSession, StaffSignIn, FourEyes } from '../../contract/staff';
export type { Approval, ApprovalKind, ApprovalStatus } from '../../contract/approvals';

export const fetchStaff = () => apiRequest<StaffList>('GET', '/admin/staff').then((body) => body.staff);

export const addStaffMember = (member: Required<NewStaffBody>) =>
  apiRequest<StaffChanged>('POST', '/admin/staff', { body: member });

export const changeStaffMember = (staffId: string, change: StaffChangeBody) =>
  apiRequest<StaffChanged>('PATCH', `/admin/staff/${encodeURIComponent(staffId)}`, { body: change });

export const fetchStaffSessions = (staffId: string) =>
  apiRequest<StaffSessions>('GET', `/admin/staff/${encodeURIComponent(staffId)}/sessions`).then(
    (body) => body.sessions,
  );

/** Ends one live session of a member of staff, or (no `sessionId`) every one of them. */
export const endStaffSessions = (staffId: string, sessionId?: string) =>
  apiRequest<SessionsEnded>(
    'DELETE',
    `/admin/staff/${encodeURIComponent(staffId)}/sessions${sessionId ? `/${encodeURIComponent(sessionId)}` : ''}`,
  );

export const fetchStaffSignIns = (staffId: string) =>
  apiRequest<StaffSignIns>('GET', `/admin/staff/${encodeURIComponent(staffId)}/sign-ins`).then((body) => body.signIns);

export const fetchFourEyes = () => apiRequest<FourEyes>('GET', '/admin/four-eyes');
export const saveFourEyes = (rules: FourEyes) =>
  apiRequest<FourEyes & { message?: string }>('PUT', '/admin/four-eyes', { body: rules });

// ---- Approvals (four eyes) ---------------------------------------------------------------------------------

export const fetchApprovals = (status: ApprovalStatus | 'all') =>
  apiRequest<ApprovalList>('GET', '/admin/approvals', { query: { status } }).then((body) => body.approvals);

/** Approving carries out the action as its requester asked; a rejection needs a note saying why. */
export const decideApproval = (approvalId: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<ApprovalDecided>('POST', `/admin/approvals/${encodeURIComponent(approvalId)}/${decision}`, {
    body: note === '' ? {} : { note },
  });
