import { useCallback, useState } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { formatDateTime } from '../format';
import { openAlerts, refreshOpenAlerts } from '../open-alerts';
import { closeAlert, fetchAlerts, type AlertStatus, type RiskAlert } from '../risk-api';
import { riskText } from '../risk-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { showError, showSuccess } from '../ui/feedback';
import { TextAreaField } from '../ui/field';
import { ListRow, pageOfList, PagedList } from '../ui/paged-list';
import { PlayerLink } from '../ui/player-link';
import { RefreshButton, Screen } from '../ui/screen';
import { Outcome } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { Tabs } from '../ui/tabs';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = riskText.alerts;
const NOTE_MAX = 500;

const TABS: readonly { value: AlertStatus; label: string }[] = [
  { value: 'open', label: t.open },
  { value: 'closed', label: t.closed },
];

/**
 * The alerts inbox: what the server noticed after bets, deposits, wins and shared details (one alert per episode),
 * each about one player. An operator looks into it and closes it with a note; closed ones stay listed apart.
 */
export default function AlertsScreen() {
  const [status, setStatus] = useState<AlertStatus>('open');
  const [page, setPage] = useState(1);
  const list = useLoad(
    useCallback(
      () =>
        fetchAlerts(status).then((answer) => {
          openAlerts.count = answer.openCount;
          return answer.alerts;
        }),
      [status],
    ),
    t.loadFailed,
  );
  const [closing, setClosing] = useState<RiskAlert | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const can = usePermission();
  const shown = list.state.data && pageOfList(list.state.data, page);

  const choose = (next: AlertStatus) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <Screen
      title={t.title}
      intro={<p className={ui.muted}>{t.intro}</p>}
      actions={<RefreshButton onRefresh={list.reload} />}
    >
      <Tabs label={t.tabsLabel} tabs={TABS} value={status} onChange={choose} />
      <div role="tabpanel" aria-label={status === 'open' ? t.open : t.closed}>
        <PagedList
          load={list}
          page={shown}
          busy={list.state.status === 'loading'}
          empty={status === 'open' ? t.emptyOpen : t.emptyClosed}
          onPage={setPage}
        >
          {(alert) => (
            <ListRow
              key={alert._id}
              testId="alert"
              title={<h3 className={ui.rowTitle}>{t.kinds[alert.kind]}</h3>}
              badge={<StatusBadge status={alert.status} label={alert.status === 'open' ? t.open : t.closed} />}
              actions={
                alert.status === 'open' &&
                can('players.manage') && (
                  <Button
                    variant="secondary"
                    onClick={() => setClosing(alert)}
                    aria-label={`${t.close}: ${t.kinds[alert.kind]}, ${alert.user.name}`}
                  >
                    {t.close}
                  </Button>
                )
              }
            >
              <p>{alert.detail}</p>
              <Details>
                <Detail term={text.common.player}>
                  <PlayerLink player={alert.user} />
                </Detail>
                <Detail term={t.raised}>{formatDateTime(alert.createdAt)}</Detail>
                {alert.closedBy && <Detail term={t.closedBy}>{alert.closedBy.name}</Detail>}
                {alert.note && <Detail term={t.note}>{alert.note}</Detail>}
              </Details>
              <Outcome>{outcomes[alert._id]}</Outcome>
            </ListRow>
          )}
        </PagedList>
      </div>

      {closing && (
        <CloseDialog
          alert={closing}
          onCancel={() => setClosing(null)}
          onClosed={(closed) => {
            setOutcomes((previous) => ({ ...previous, [closed._id]: t.closedOutcome(closed.user.name) }));
            list.update((alerts) => alerts.map((item) => (item._id === closed._id ? closed : item)));
            openAlerts.count = Math.max(0, openAlerts.count - 1);
            void refreshOpenAlerts();
          }}
          onFailed={() => {
            // Closed meanwhile by someone else, perhaps: the inbox is read again.
            list.reload();
            void refreshOpenAlerts();
          }}
        />
      )}
    </Screen>
  );
}

function CloseDialog({
  alert,
  onCancel,
  onClosed,
  onFailed,
}: {
  alert: RiskAlert;
  onCancel: () => void;
  onClosed: (alert: RiskAlert) => void;
  onFailed: () => void;
}) {
  const [note, setNote] = useState('');

  const close = async () => {
    try {
      const reply = await closeAlert(alert._id, note.trim());
      showSuccess(reply.message, t.closedToast);
      onClosed(reply.alert);
    } catch (error) {
      showError(error, t.closeFailed);
      onFailed();
      return false;
    }
  };

  return (
    <ConfirmDialog
      title={t.closeTitle}
      confirmLabel={t.close}
      onConfirm={close}
      onCancel={onCancel}
      confirmDisabled={note.trim() === ''}
    >
      <dl className={ui.summary}>
        <dt>{text.common.player}</dt>
        <dd>
          {alert.user.name} ({alert.user.mobileNumber})
        </dd>
        <dt>{t.kinds[alert.kind]}</dt>
        <dd>{alert.detail}</dd>
      </dl>
      <TextAreaField
        label={t.closeNote}
        hint={t.closeNoteHint}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={3}
        maxLength={NOTE_MAX}
        className={ui.shortText}
      />
    </ConfirmDialog>
  );
}
