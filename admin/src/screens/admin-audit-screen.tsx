import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { downloadAuditCsv, fetchAuditEntries, type AuditFilters } from '../api';
import { formatDateTime } from '../format';
import { text } from '../text';
import { actorName, describeChange } from '../ui/audit-trail';
import { showError } from '../ui/feedback';
import { Pagination } from '../ui/pagination';
import { RefreshButton, Screen } from '../ui/screen';
import { Empty, LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import styles from './admin-audit-screen.module.css';

const t = text.audit;
const FIELDS: { key: keyof AuditFilters; label: string; type?: 'date' }[] = [
  { key: 'action', label: t.action },
  { key: 'targetKind', label: t.targetKind },
  { key: 'targetId', label: t.targetId },
  { key: 'actor', label: t.actor },
  { key: 'from', label: t.from, type: 'date' },
  { key: 'to', label: t.to, type: 'date' },
];

/** Every operator action on record, newest first: filter, page through, download as CSV. */
export default function AuditScreen() {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const list = useLoad(useCallback(() => fetchAuditEntries(filters, page), [filters, page]), t.loadFailed);
  const entries = list.state.data;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft({});
    setFilters({});
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      showError(error, t.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Screen
      title={t.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            {t.download}
          </Button>
          <RefreshButton onRefresh={list.reload} />
        </>
      }
    >
      <form className={styles.filters} aria-label={t.filtersLabel} onSubmit={apply}>
        {FIELDS.map((field) => (
          <label key={field.key} className={ui.field}>
            <span className={ui.label}>{field.label}</span>
            <input
              type={field.type ?? 'text'}
              maxLength={100}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          </label>
        ))}
        <Button type="submit">{t.apply}</Button>
        <Button variant="secondary" onClick={clear}>
          {t.clear}
        </Button>
      </form>
      {list.state.status === 'loading' && !entries && <Loading />}
      {list.state.status === 'error' && !entries && <LoadError message={list.state.message} onRetry={list.reload} />}
      {entries && entries.items.length === 0 && <Empty>{t.empty}</Empty>}
      {entries && entries.items.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t.tableLabel} aria-busy={list.state.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.record}</th>
                <th scope="col">{t.change}</th>
                <th scope="col">{t.from_}</th>
              </tr>
            </thead>
            <tbody>
              {entries.items.map((entry) => (
                <tr key={entry._id} data-testid="audit-entry">
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{actorName(entry)}</td>
                  <td className={styles.code}>{entry.action}</td>
                  <td className={styles.code}>{`${entry.target.kind} ${entry.target.id}`}</td>
                  <td className={styles.change}>{describeChange(entry)}</td>
                  <td>
                    <span className={styles.code}>{entry.ip}</span>
                    <br />
                    <span className={ui.muted}>{entry.userAgent}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries && <Pagination pagination={entries.pagination} onPage={setPage} />}
    </Screen>
  );
}
