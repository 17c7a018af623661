import { useCallback, useMemo, useState } from 'react';
import { decidePasswordRequest, fetchPasswordRequests, type AdminPasswordRequest, type PageOf, type PasswordRequestStatus } from '../api';
import { formatDateTime } from '../format';
import { text } from '../text';
import { DecisionButtons, DecisionDialog, type Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { PagedList, useListFilter } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-password-requests-screen.module.css';

const t = text.passwordRequests;
type Filter = PasswordRequestStatus | 'all';
const FILTERS = statusFilters(['pending', 'approved', 'rejected', 'superseded']);

/** One player's requests; the server lists them together and pages by player. */
interface PlayerRequests {
  key: string;
  requests: AdminPasswordRequest[];
}

/**
 * Forgot-password and change-password requests, grouped by player: approve one (sets the password, signs the
 * player out, closes their other pending requests) or reject it. Anyone who knows a number can send the
 * forgot-password form, so each request shows where it came from and the screen says to check with the player.
 */
export default function PasswordRequestsScreen() {
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const list = useLoad(useCallback(() => fetchPasswordRequests(status, page), [status, page]), t.loadFailed);
  const [deciding, setDeciding] = useState<{ request: AdminPasswordRequest; decision: Decision } | null>(null);
  const players = useMemo(() => byPlayer(list.state.data), [list.state.data]);

  const decide = async () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    try {
      const reply = await decidePasswordRequest(request._id, decision);
      showSuccess(reply.message, decision === 'approve' ? t.approved : t.rejected);
      list.update((current) => ({ ...current, items: current.items.map((item) => afterDecision(item, request, decision)) }));
    } catch (error) {
      showError(error, t.actionFailed);
      return false;
    }
  };

  const name = deciding?.request.user?.name ?? text.common.unknownPlayer;
  const othersPending = deciding ? otherPending(list.state.data?.items ?? [], deciding.request).length : 0;
  return (
    <Screen title={t.title} actions={<RefreshButton onRefresh={list.reload} />}>
      <p className={styles.warning} role="note">
        {t.identityWarning}
      </p>
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <PagedList load={list} page={players} busy={list.state.status === 'loading'} empty={t.empty} onPage={setPage}>
        {(player) => {
          const first = player.requests[0];
          const pending = player.requests.filter((request) => request.status === 'pending').length;
          return (
            <li key={player.key} className={ui.row} data-testid="password-request-player">
              <div className={ui.rowHead}>
                <h3 className={ui.rowTitle}>
                  <PlayerLink player={first?.user} />
                </h3>
                {pending > 0 && <span className={ui.muted}>{t.pendingCount(pending)}</span>}
              </div>
              <ul className={styles.requests}>
                {player.requests.map((request) => (
                  <li key={request._id} className={styles.request} data-testid="password-request">
                    <div className={ui.rowHead}>
                      <span>{request.kind === 'change' ? t.change : t.forgot}</span>
                      <StatusBadge status={request.status} label={text.status[request.status]} />
                    </div>
                    <Details>
                      <Detail term={text.common.requested}>{formatDateTime(request.createdAt)}</Detail>
                      <Detail term={t.address}>{request.clientAddress || t.notRecorded}</Detail>
                      <Detail term={t.device}>{request.userAgent || t.notRecorded}</Detail>
                    </Details>
                    {request.status === 'pending' && (
                      <div className={ui.rowActions}>
                        <DecisionButtons texts={t} onDecide={(decision) => setDeciding({ request, decision })} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        }}
      </PagedList>
      {deciding && (
        <DecisionDialog decision={deciding.decision} texts={t} onConfirm={decide} onCancel={() => setDeciding(null)}>
          <p>
            {deciding.decision === 'approve' ? t.approveBody(name) : t.rejectBody(name)} ({deciding.request.user?.mobileNumber ?? '—'})
          </p>
          <p>
            {formatDateTime(deciding.request.createdAt)} · {deciding.request.clientAddress || t.notRecorded} ·{' '}
            {deciding.request.userAgent || t.notRecorded}
          </p>
          {deciding.decision === 'approve' && othersPending > 0 && <p>{t.othersClosed(othersPending)}</p>}
        </DecisionDialog>
      )}
    </Screen>
  );
}

/** The page's requests as one entry per player, in the server's order. */
function byPlayer(page: PageOf<AdminPasswordRequest> | undefined): PageOf<PlayerRequests> | undefined {
  if (!page) return undefined;
  const groups: PlayerRequests[] = [];
  for (const request of page.items) {
    const key = request.user?._id ?? `request-${request._id}`;
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.requests.push(request);
    else groups.push({ key, requests: [request] });
  }
  return { items: groups, pagination: page.pagination };
}

function otherPending(requests: readonly AdminPasswordRequest[], chosen: AdminPasswordRequest): AdminPasswordRequest[] {
  return requests.filter(
    (request) => request._id !== chosen._id && request.status === 'pending' && request.user?._id !== undefined && request.user._id === chosen.user?._id,
  );
}

/** A request as the server now has it: the decided one, and on approval the player's other pending ones superseded. */
function afterDecision(item: AdminPasswordRequest, decided: AdminPasswordRequest, decision: Decision): AdminPasswordRequest {
  if (item._id === decided._id) return { ...item, status: decision === 'approve' ? 'approved' : 'rejected' };
  if (decision === 'approve' && otherPending([item], decided).length > 0) return { ...item, status: 'superseded' };
  return item;
}
