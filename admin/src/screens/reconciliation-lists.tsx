import { useState, type ReactNode } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import type { AdminFundRequest } from '../api';
import { formatCalendarDay, formatCount, formatDateTime, formatReceived, formatRupees } from '../format';
import {
  approveMatches,
  type Reconciliation,
  type ReconciliationApproved,
  type StatementCredit,
} from '../reconciliation-api';
import { reconciliationText } from '../reconciliation-text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { FigureTable, type FigureColumn } from '../ui/figure-table';
import { PlayerLink } from '../ui/player-link';
import { Section } from '../ui/screen';
import { Empty, Outcome } from '../ui/states';
import ui from '../ui/ui.module.css';
import { ReceivedDecisionDialog, type ReceivedDecision } from './received-decision';

const t = reconciliationText.lists;
const tb = reconciliationText.approveMatches;
const td = reconciliationText.decide;

/** What the last action did, and (after a bulk approval) why any credit was skipped. */
interface Approval {
  line: string;
  skips: string[];
}

/** A credit with its request: matched and mismatched credits always have one. */
type ClaimedCredit = StatementCredit & { request: AdminFundRequest };

const claimed = (credits: readonly StatementCredit[]) =>
  credits.filter((credit): credit is ClaimedCredit => credit.request !== null);

const CREDIT_COLUMNS: readonly FigureColumn<StatementCredit>[] = [
  { label: t.date, value: (credit) => formatCalendarDay(credit.date) },
  { label: t.amount, numeric: true, value: (credit) => formatReceived(credit.amount) },
  { label: t.utr, value: (credit) => credit.utr ?? t.noUtr },
  { label: t.narration, value: (credit) => credit.narration },
];

const REQUEST_COLUMNS: readonly FigureColumn<ClaimedCredit>[] = [
  { label: t.player, value: (credit) => <PlayerLink player={credit.request.user} /> },
  { label: t.request, value: (credit) => credit.request.requestId },
];

/** The whole rupees a credit brought, or null when it has paise (the cashier then types what to credit). */
const wholeAmount = (amount: number) => (Number.isInteger(amount) ? amount : null);

/**
 * The four lists across every statement: credits matched to a pending request (approved together after one
 * confirmation), credits of another amount than their request (approved for what was received, or rejected with
 * a reason), credits nobody has claimed, and requests waiting too long with no credit.
 */
export function ReconciliationLists({ data, onChanged }: { data: Reconciliation; onChanged: () => void }) {
  const can = usePermission();
  const decides = can('deposits.decide');
  const [deciding, setDeciding] = useState<ReceivedDecision | null>(null);
  const [outcome, setOutcome] = useState<Approval>({ line: '', skips: [] });
  const hours = formatCount(data.staleAfterHours);
  const matched = claimed(data.matched.credits);
  const mismatched = claimed(data.mismatched.credits);

  const decisionButtons = (request: AdminFundRequest, received: number | null, mismatch: boolean, label: string) =>
    decides && (
      <div className={ui.toolbar}>
        <Button className={ui.good} onClick={() => setDeciding({ kind: 'approve', request, received, mismatch })}>
          {label}
        </Button>
        <Button variant="secondary" onClick={() => setDeciding({ kind: 'reject', request })}>
          {td.reject}
        </Button>
      </div>
    );

  const mismatchedColumns: readonly FigureColumn<ClaimedCredit>[] = [
    { label: t.date, value: (credit) => formatCalendarDay(credit.date) },
    { label: t.utr, value: (credit) => credit.utr ?? t.noUtr },
    { label: t.received, numeric: true, value: (credit) => formatReceived(credit.amount) },
    { label: t.requested, numeric: true, value: (credit) => formatRupees(credit.request.amount) },
    ...REQUEST_COLUMNS,
    ...(decides
      ? [
          {
            label: t.actions,
            value: (credit: ClaimedCredit) => {
              const received = wholeAmount(credit.amount);
              const label = received === null ? td.approveTyped : td.approveReceived(formatRupees(received));
              return decisionButtons(credit.request, received, true, label);
            },
          },
        ]
      : []),
  ];

  const staleColumns: readonly FigureColumn<AdminFundRequest>[] = [
    { label: t.sentAt, value: (request) => formatDateTime(request.createdAt) },
    { label: t.requested, numeric: true, value: (request) => formatRupees(request.amount) },
    { label: t.utr, value: (request) => request.transactionId },
    { label: t.player, value: (request) => <PlayerLink player={request.user} /> },
    { label: t.request, value: (request) => request.requestId },
    ...(decides
      ? [
          {
            label: t.actions,
            value: (request: AdminFundRequest) => decisionButtons(request, request.amount, false, td.approve),
          },
        ]
      : []),
  ];

  const decided = (line: string) => {
    setOutcome({ line, skips: [] });
    onChanged();
  };

  const approved = (approval: Approval) => {
    setOutcome(approval);
    onChanged();
  };

  return (
    <>
      <Outcome>{outcome.line}</Outcome>
      {outcome.skips.length > 0 && (
        <section aria-label={tb.skippedTitle} data-testid="skipped-credits">
          <h4 className={ui.cardTitle}>{tb.skippedTitle}</h4>
          <ul>
            {outcome.skips.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <CreditSection
        title={t.matched}
        list={data.matched}
        shown={matched.length}
        actions={decides && matched.length > 0 && <ApproveMatches credits={matched} onApproved={approved} />}
      >
        <FigureTable
          caption={t.matched}
          captionHidden
          columns={[...CREDIT_COLUMNS, ...REQUEST_COLUMNS]}
          rows={matched}
          rowKey={(credit) => credit._id}
          testId="matched-credits"
        />
      </CreditSection>
      <CreditSection title={t.mismatched} list={data.mismatched} shown={mismatched.length}>
        <FigureTable
          caption={t.mismatched}
          captionHidden
          columns={mismatchedColumns}
          rows={mismatched}
          rowKey={(credit) => credit._id}
          testId="mismatched-credits"
        />
      </CreditSection>
      <CreditSection title={t.unclaimed} list={data.unclaimed} shown={data.unclaimed.credits.length}>
        <FigureTable
          caption={t.unclaimed}
          captionHidden
          columns={CREDIT_COLUMNS}
          rows={data.unclaimed.credits}
          rowKey={(credit) => credit._id}
          testId="unclaimed-credits"
        />
      </CreditSection>
      <CreditSection
        title={t.stale}
        list={{ count: data.stale.count, total: data.stale.total }}
        shown={data.stale.requests.length}
        intro={t.staleIntro(hours)}
        empty={t.staleEmpty(hours)}
      >
        <FigureTable
          caption={t.stale}
          captionHidden
          columns={staleColumns}
          rows={data.stale.requests}
          rowKey={(request) => request._id}
          testId="stale-requests"
        />
      </CreditSection>

      {deciding && (
        <ReceivedDecisionDialog decision={deciding} onDecided={decided} onCancel={() => setDeciding(null)} />
      )}
    </>
  );
}

const EMPTY_TEXT: Readonly<Record<string, string>> = {
  [t.matched]: t.matchedEmpty,
  [t.mismatched]: t.mismatchedEmpty,
  [t.unclaimed]: t.unclaimedEmpty,
};

interface CreditSectionProps {
  title: string;
  list: { count: number; total: number };
  /** How many of them the answer lists (the oldest, up to the list limit). */
  shown: number;
  intro?: string;
  empty?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One list: its count and total, the table (or the empty note), and a note when only the oldest are listed. */
function CreditSection({ title, list, shown, intro, empty, actions, children }: CreditSectionProps) {
  return (
    <Section title={title} actions={actions}>
      <p className={ui.muted} data-testid="list-summary">
        {t.summary(formatCount(list.count), formatReceived(list.total))}
      </p>
      {intro && <p className={ui.hint}>{intro}</p>}
      {list.count === 0 ? <Empty>{empty ?? EMPTY_TEXT[title]}</Empty> : children}
      {list.count > shown && <p className={ui.hint}>{t.moreThanShown(formatCount(shown))}</p>}
    </Section>
  );
}

/**
 * "Approve N matches": one confirmation stating the count and the total, then one call with the listed credits.
 * The answer says how many were approved and why any were skipped (a credit settled or changed meanwhile).
 */
function ApproveMatches({
  credits,
  onApproved,
}: {
  credits: readonly ClaimedCredit[];
  onApproved: (outcome: Approval) => void;
}) {
  const [asking, setAsking] = useState(false);
  const total = credits.reduce((sum, credit) => sum + credit.amount, 0);
  const count = formatCount(credits.length);

  const confirm = async () => {
    try {
      const reply = await approveMatches(credits.map((credit) => credit._id));
      const approved = formatCount(reply.approved.length);
      const line = tb.outcome(approved, approvedTotal(reply), formatCount(reply.skipped.length));
      showSuccess(reply.message, line);
      onApproved({ line, skips: reply.skipped.map((skip) => tb.skip(utrOf(credits, skip.creditId), skip.message)) });
    } catch (error) {
      showError(error, tb.failed);
      return false;
    }
  };

  return (
    <>
      <Button className={ui.good} onClick={() => setAsking(true)}>
        {tb.button(credits.length)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={tb.title(count, formatReceived(total))}
          confirmLabel={tb.confirm(count)}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>{tb.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function approvedTotal(reply: ReconciliationApproved): string {
  return formatRupees(reply.approved.reduce((sum, item) => sum + item.request.amount, 0));
}

function utrOf(credits: readonly ClaimedCredit[], creditId: string): string {
  return credits.find((credit) => credit._id === creditId)?.utr ?? creditId;
}
