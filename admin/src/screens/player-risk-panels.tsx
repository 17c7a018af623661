import { useCallback, useState, type FormEvent } from 'react';
import { EN_REFUSALS, writeRefusal } from '../../../contract/refusals';
import { isApiError } from '../../../src/api/errors';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { formatDateTime } from '../format';
import { addPlayerNote, fetchPlayerLinks, fetchPlayerNotes, savePlayerTags } from '../risk-api';
import { riskText } from '../risk-text';
import { showError, showSuccess } from '../ui/feedback';
import { Field, TextAreaField } from '../ui/field';
import { PlayerLink } from '../ui/player-link';
import { Section } from '../ui/screen';
import { Empty, WhenLoaded } from '../ui/states';
import { TagChips } from '../ui/tag-chips';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const NOTE_MAX = 1000;

/** The server's words for a refused field (its errors[] items, else the refusal), for beside the field. */
function refusedText(error: unknown): string | null {
  if (!isApiError(error, 400)) return null;
  const item = error.errors[0];
  if (item) return writeRefusal({ ...item, message: item.msg }, EN_REFUSALS);
  return error.serverMessage ?? null;
}

/** The players who share something with this one, each linking to their page, with what they share (masked). */
export function LinkedAccounts({ userId }: { userId: string }) {
  const t = riskText.links;
  const load = useCallback(() => fetchPlayerLinks(userId).then((answer) => answer.links), [userId]);
  const links = useLoad(load, t.loadFailed);
  return (
    <Section title={t.title} id="linked-accounts">
      <WhenLoaded load={links}>
        {(list) =>
          list.length === 0 ? (
            <Empty>{t.empty}</Empty>
          ) : (
            <ul className={ui.list}>
              {list.map((link) => (
                <li key={link.user._id} className={ui.row} data-testid="linked-account">
                  <h4 className={ui.rowTitle}>
                    <PlayerLink player={link.user} />
                  </h4>
                  <ul className={ui.muted}>
                    {link.reasons.map((reason) => (
                      <li key={`${reason.kind}:${reason.value}`}>{t.reason(reason.kind, reason.value)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </Section>
  );
}

/** Operators' notes on the player, newest first, never edited or deleted; an add form for those who may. */
export function PlayerNotes({ userId }: { userId: string }) {
  const t = riskText.notes;
  const can = usePermission();
  const load = useCallback(() => fetchPlayerNotes(userId).then((answer) => answer.notes), [userId]);
  const notes = useLoad(load, t.loadFailed);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const textOf = draft.trim();
    setProblem(textOf === '' ? t.required : null);
    if (textOf === '') return;
    setBusy(true);
    try {
      const { note } = await addPlayerNote(userId, textOf);
      showSuccess(null, t.added);
      setDraft('');
      notes.update((list) => [note, ...list]);
    } catch (error) {
      setProblem(refusedText(error) ?? showError(error, t.failed));
    }
    setBusy(false);
  };

  return (
    <Section title={t.title} id="player-notes">
      {can('players.manage') && (
        <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={t.note}>
          <TextAreaField
            label={t.note}
            hint={t.hint}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
            maxLength={NOTE_MAX}
            className={ui.shortText}
          />
          {problem && <p className={ui.fieldError}>{problem}</p>}
          <div className={ui.formActions}>
            <Button type="submit" disabled={busy}>
              {busy ? t.adding : t.add}
            </Button>
          </div>
        </form>
      )}
      <WhenLoaded load={notes}>
        {(list) =>
          list.length === 0 ? (
            <Empty>{t.empty}</Empty>
          ) : (
            <ol className={ui.list}>
              {list.map((note) => (
                <li key={note._id} className={ui.row} data-testid="player-note">
                  <p>{note.text}</p>
                  <p className={ui.muted}>{t.byline(note.author.name, formatDateTime(note.createdAt))}</p>
                </li>
              ))}
            </ol>
          )
        }
      </WhenLoaded>
    </Section>
  );
}

/** The tags as typed: comma-separated, blanks left out (the server trims them and drops repeats). */
export function tagsFromText(typed: string): string[] {
  return typed
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The player's tags as chips; those who may edit them as one comma-separated list. */
export function PlayerTags({
  userId,
  tags,
  onSaved,
}: {
  userId: string;
  tags: readonly string[];
  onSaved: (tags: string[]) => void;
}) {
  const t = riskText.tags;
  const can = usePermission();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = () => {
    setDraft(tags.join(', '));
    setProblem(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await savePlayerTags(userId, tagsFromText(draft));
      showSuccess(null, t.saved);
      onSaved(answer.tags);
      setEditing(false);
    } catch (error) {
      setProblem(refusedText(error) ?? showError(error, t.failed));
    }
    setBusy(false);
  };

  return (
    <Section
      title={t.title}
      id="player-tags"
      actions={
        can('players.manage') &&
        !editing && (
          <Button variant="secondary" onClick={edit}>
            {t.edit}
          </Button>
        )
      }
    >
      {tags.length === 0 ? <p className={ui.muted}>{t.none}</p> : <TagChips tags={tags} label={t.title} />}
      {editing && (
        <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={t.edit}>
          <Field
            label={t.editing}
            hint={t.hint}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={problem}
            autoComplete="off"
          />
          <div className={ui.formActions}>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
