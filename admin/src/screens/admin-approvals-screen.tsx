import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { adminSession } from '../admin-session';
import { decideApproval, fetchApprovals, type Approval, type ApprovalStatus } from '../api';
import { formatDateTime, formatRupees } from '../format';
import { adminPaths } from '../paths';
import { noteDecided, refreshPendingApprovals } from '../pending-approvals';
import { calendarText } from '../calendar-text';
import { staffText } from '../staff-text';
import { text } from '../text';
import { describeChange } from '../ui/audit-trail';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DecisionButtons, type Decision } from '../ui/decision';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { ListRow, pageOfList, PagedList, useListFilter } from '../ui/paged-list';
import { RefreshButton, Screen } from '../ui/screen';
import { Outcome } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { StatusFilter, statusFilters } from '../ui/status-filter';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = staffText.approvals;
type Filter = ApprovalStatus | 'all';
const FILTERS = statusFilters(['pending', 'approved', 'rejected']);

/** Pending ones first (the server sends each state newest first). */
function pendingFirst(approvals: Approval[]): Approval[] {
  return [...approvals].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

/** What an approval would do: a result change names whether it reverts, voids or corrects the result. */
function kindOf(approval: Pick<Approval, 'kind' | 'action'>): string {
  if (approval.kind === 'result_change') {
    const type = approval.action.type;
    if (type === 'void' || type === 'correct') return calendarText.approvalKinds[type];
  }
  return t.kinds[approval.kind];
}

/** The record an approval acts on, linked where the console has a screen for it. */
function ApprovalTarget({ approval }: { approval: Approval }) {
  const { kind, id } = approval.target;
  if (kind === 'user') return <Link to={adminPaths.user.getHref(id)}>{id}</Link>;
  if (kind === 'withdrawal') {
    return <Link to={adminPaths.withdrawals.getHref()}>{`${text.nav.withdrawals} · ${id}`}</Link>;
  }
  return <>{id}</>;
}

/**
 * The four-eyes inbox: actions over their limits wait here for a second operator, who approves (the action is
 * carried out as asked) or rejects it with a note. Nobody decides their own request.
 */
export default function ApprovalsScreen() {
  const { user: me } = useSnapshot(adminSession);
  const { filter: status, chooseFilter, page, setPage } = useListFilter<Filter>('pending');
  const list = useLoad(
    useCallback(() => fetchApprovals(status).then((approvals) => pendingFirst(approvals)), [status]),
    t.loadFailed,
  );
  const [deciding, setDeciding] = useState<{ approval: Approval; decision: Decision } | null>(null);
  const [note, setNote] = useState('');
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const shown = list.state.data && pageOfList(list.state.data, page);

  const open = (approval: Approval, decision: Decision) => {
    setNote('');
    setDeciding({ approval, decision });
  };

  const decide = async () => {
    if (!deciding) return;
    const { approval, decision } = deciding;
    try {
      const reply = await decideApproval(approval._id, decision, note.trim());
      showSuccess(reply.message, decision === 'approve' ? t.approved : t.rejected);
      setOutcomes((previous) => ({ ...previous, [approval._id]: decision === 'approve' ? t.approved : t.rejected }));
      list.update((approvals) => approvals.map((item) => (item._id === approval._id ? reply.approval : item)));
      noteDecided(approval._id);
    } catch (error) {
      // Decided meanwhile by someone else, perhaps: the inbox is read again.
      showError(error, t.decideFailed);
      list.reload();
      void refreshPendingApprovals();
      return false;
    }
  };

  return (
    <Screen
      title={t.title}
      intro={<p className={ui.muted}>{t.intro}</p>}
      actions={<RefreshButton onRefresh={list.reload} />}
    >
      <StatusFilter label={t.filterLabel} options={FILTERS} value={status} onChange={chooseFilter} />
      <PagedList load={list} page={shown} busy={list.state.status === 'loading'} empty={t.empty} onPage={setPage}>
        {(approval) => {
          const own = approval.requestedBy._id === me?._id;
          return (
            <ListRow
              key={approval._id}
              testId="approval"
              title={
                <span className={ui.rowTitle}>
                  {kindOf(approval)}
                  {approval.amount !== null && <> · {formatRupees(approval.amount)}</>}
                </span>
              }
              badge={<StatusBadge status={approval.status} label={text.status[approval.status]} />}
              actions={
                approval.status === 'pending' &&
                !own && <DecisionButtons texts={t} onDecide={(decision) => open(approval, decision)} />
              }
            >
              <Details>
                <Detail term={t.target}>
                  <ApprovalTarget approval={approval} />
                </Detail>
                <Detail term={t.reason}>{approval.reason}</Detail>
                <Detail term={t.asked}>{describeChange({ before: null, after: approval.action })}</Detail>
                <Detail term={t.requestedBy}>{approval.requestedBy.name}</Detail>
                <Detail term={t.requestedAt}>{formatDateTime(approval.requestedAt)}</Detail>
                {approval.decidedBy && (
                  <Detail term={t.decidedBy}>
                    {approval.decidedBy.name} · {formatDateTime(approval.decidedAt)}
                  </Detail>
                )}
                {approval.note && <Detail term={t.note}>{approval.note}</Detail>}
              </Details>
              {approval.status === 'pending' && own && <p className={ui.muted}>{t.ownRequest}</p>}
              <Outcome>{outcomes[approval._id]}</Outcome>
            </ListRow>
          );
        }}
      </PagedList>

      {deciding && (
        <ConfirmDialog
          title={deciding.decision === 'approve' ? t.approveTitle : t.rejectTitle}
          confirmLabel={deciding.decision === 'approve' ? t.approve : t.reject}
          tone={deciding.decision === 'approve' ? 'primary' : 'danger'}
          onConfirm={decide}
          onCancel={() => setDeciding(null)}
          confirmDisabled={deciding.decision === 'reject' && note.trim() === ''}
        >
          <dl className={ui.summary}>
            <dt>{t.target}</dt>
            <dd>
              {kindOf(deciding.approval)} · {deciding.approval.target.id}
            </dd>
            {deciding.approval.amount !== null && (
              <>
                <dt>{text.common.amount}</dt>
                <dd>{formatRupees(deciding.approval.amount)}</dd>
              </>
            )}
            <dt>{t.reason}</dt>
            <dd>{deciding.approval.reason}</dd>
          </dl>
          <p>
            {deciding.decision === 'approve'
              ? t.approveBody(kindOf(deciding.approval), deciding.approval.requestedBy.name)
              : t.rejectBody(kindOf(deciding.approval), deciding.approval.requestedBy.name)}
          </p>
          <TextAreaField
            label={deciding.decision === 'approve' ? t.noteOptional : t.noteRequired}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            maxLength={INPUT_LIMITS.remarks.max}
            className={ui.shortText}
          />
        </ConfirmDialog>
      )}
    </Screen>
  );
}
