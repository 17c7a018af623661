import { useState } from 'react';
import { Button } from '../../../src/ui/button';
import { useSnapshot } from 'valtio';
import { usePermission } from '../access';
import type { ApprovalRequested } from '../../../contract/approvals';
import { isHeld, type SessionName, type Settlement } from '../api';
import type { CorrectAnswer, VoidAnswer } from '../calendar-api';
import { calendarText } from '../calendar-text';
import { formatCalendarDay, formatCount, formatRupees } from '../format';
import { insightText } from '../insight-text';
import {
  noteHeldAction,
  pendingApprovals,
  pendingDayChange,
  pendingResultChange,
  resultTargetId,
} from '../pending-approvals';
import { staffText } from '../staff-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AwaitingApproval } from '../ui/awaiting-approval';
import { BesideExposure, ExposurePanel } from '../ui/exposure-panel';
import { showError, showSuccess } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { Section } from '../ui/screen';
import { Outcome } from '../ui/states';
import type { ExposureLoad } from '../ui/use-exposure';
import ui from '../ui/ui.module.css';
import { PannaField } from './panna-field';
import { SessionChoice } from './session-choice';
import {
  CorrectDialog,
  VOID_SCOPE_LABELS,
  VoidDialog,
  type VoidRefunds,
  type VoidScope,
} from './result-change-dialogs';
import { SettlementSummary } from './settlement-summary';
import type { Declaration, DeclarationPreview, DeclarationRequest } from './use-declaration';
import type { ResultTarget } from './use-result-target';
import { VoidedNote } from './voided-note';

const t = text.results;

/** A game a result can be declared for. */
interface DeclarableGame {
  _id: string;
  gameName: string;
  openTime: string;
  isActive: boolean;
}

/** How one kind of market declares and reverts a result, and its own words for it. */
export interface DeclarationKind<R extends DeclarationRequest, D, G extends DeclarableGame> {
  declare: (request: R) => Promise<D & { message: string; settlement: Settlement }>;
  revert: (target: Omit<R, 'pana'>) => Promise<{ message: string }>;
  /** Voids the day (or, for a daily market, one session of it): its bets are refunded. */
  voidDraw: (target: Omit<R, 'pana'>, scope: VoidScope, reason: string) => Promise<VoidAnswer | ApprovalRequested>;
  /** Replaces a declared panna with the request's, in one step. */
  correct: (request: R, reason: string) => Promise<CorrectAnswer | ApprovalRequested>;
  /** What can be voided, the first offered first: a daily market's day and sessions, a Starline game's day. */
  voidScopes: readonly VoidScope[];
  /** The pending bets a void of the scope refunds, when they can be counted. */
  pendingOf: (target: Omit<R, 'pana'>, scope: VoidScope) => Promise<VoidRefunds | null>;
  /** The audit trail's record kind of this kind's results. */
  auditKind: 'result' | 'starline_result';
  /** The result a declaration made, as its outcome line names it. */
  declaredResult: (reply: D, request: R) => string;
  /** A game in the choice of games: its name and times. */
  gameOption: (game: G) => string;
  /** The layout of the game and day fields, and the look of the current result. */
  targetClassName: string;
  currentClassName: string;
  texts: {
    title: string;
    gameLabel: string;
    alreadyDeclared: (panna: string) => string;
    previewStale: string;
    declared: string;
    reverted: string;
  };
}

interface DeclarationPanelProps<
  R extends DeclarationRequest,
  P extends DeclarationPreview,
  D,
  G extends DeclarableGame,
> {
  kind: DeclarationKind<R, D, G>;
  declaration: Declaration<R, P>;
  /** The games to choose from, the game and the day chosen. */
  place: ResultTarget<G>;
  exposure: ExposureLoad;
  /** The session declared for, where the market has sessions. */
  session?: { value: SessionName; onChange: (session: SessionName) => void };
  /** The current result shown above the panna, when known. */
  current?: string;
  /** The result the declaration would make, once the panna is valid. */
  resultText: string | null;
  alreadyDeclared: string | null;
  /** Why the result cannot be declared yet (its session still takes bets), or null. */
  declarableFrom?: string | null;
  /** Why Declare is disabled by the declaration rules (betting still open, the open first, declared), or null. */
  declareBlocked?: string | null;
  canRevert: boolean;
  revertBody: string;
  /** What the game's record says is voided of the chosen day (known for today), or null. */
  voided?: VoidScope | null;
  /** Whether a session the scope covers is declared (its winnings are taken back before the refund). */
  declaredIn?: (scope: VoidScope) => boolean;
  /** After a declaration or a revert: what depends on the result is read again. */
  onChanged: () => void;
}

/**
 * Declaring a result: the game and day, the panna with what follows from it, a preview of what it settles, a
 * confirmation saying what is at stake, and the revert of a declaration.
 */
export function DeclarationPanel<
  R extends DeclarationRequest,
  P extends DeclarationPreview,
  D,
  G extends DeclarableGame,
>(props: DeclarationPanelProps<R, P, D, G>) {
  const { kind, declaration, place, exposure, session, resultText } = props;
  const { target, request, previewed, reading } = declaration;
  const { game, today, day } = place;
  const [confirming, setConfirming] = useState<'declare' | 'revert' | 'void' | 'correct' | null>(null);
  // Bumped by each change, so the day's voids are read again.
  const [changes, setChanges] = useState(0);
  const can = usePermission();
  const { list: pending } = useSnapshot(pendingApprovals);
  if (!game || !target) return null;

  const manages = can('markets.manage');
  // A held revert of this result, else any held change of its day (a void, a correction).
  const heldRevert =
    pendingResultChange(pending, resultTargetId(target)) ??
    pendingDayChange(pending, kind.auditKind, resultTargetId({ gameId: target.gameId, gameDate: target.gameDate }));
  const voided = props.voided ?? null;
  const drawVoided = voided === 'day' || (voided !== null && voided === session?.value);
  // A declared result with another valid panna typed: the panna's preview is what a correction would settle.
  const correcting = !!props.alreadyDeclared && !!request && request.pana !== props.alreadyDeclared;
  const pendingOf = (scope: VoidScope) => kind.pendingOf(target, scope);

  const blocked = !!props.declarableFrom;
  const sessionLabel = session && (session.value === 'open' ? t.open : t.close);
  const where = `${game.gameName} · ${formatCalendarDay(day)}`;

  const changed = () => {
    props.onChanged();
    exposure.reload();
    setChanges((count) => count + 1);
  };

  /** A change held for a second operator: nothing changed yet, the result says it waits. */
  const held = (reply: ApprovalRequested) => {
    showSuccess(reply.message, staffText.held.toast);
    declaration.setOutcome(`${where}${sessionLabel ? ` · ${sessionLabel}` : ''} — ${staffText.held.waiting}`);
    noteHeldAction(reply.approval);
  };

  const voidDraw = async (scope: VoidScope, reason: string) => {
    try {
      const reply = await kind.voidDraw(target, scope, reason);
      if (isHeld(reply)) return held(reply);
      const { bets, refunded, reversedWins } = reply.voided;
      showSuccess(reply.message, calendarText.voiding.voidedToast);
      const reversed = reversedWins > 0 ? formatRupees(reversedWins) : '';
      const done =
        bets > 0 || reversedWins > 0
          ? calendarText.voiding.outcome(bets, formatRupees(refunded), reversed)
          : reply.message;
      const what = kind.voidScopes.length > 1 ? ` · ${VOID_SCOPE_LABELS[scope]}` : '';
      declaration.setOutcome(`${where}${what} — ${done}`);
      declaration.clearPreview();
      changed();
    } catch (error) {
      showError(error, calendarText.voiding.voidFailed);
      return false;
    }
  };

  const correct = async (reason: string) => {
    if (!request) return false;
    try {
      const reply = await kind.correct(request, reason);
      if (isHeld(reply)) return held(reply);
      const { oldPana, newPana, settlement } = reply.corrected;
      const { settled, won, paid } = settlement;
      showSuccess(reply.message, calendarText.correcting.corrected);
      const done = calendarText.correcting.outcome(oldPana, newPana, settled, won, formatRupees(paid));
      declaration.setOutcome(`${where}${sessionLabel ? ` · ${sessionLabel}` : ''} — ${done}`);
      declaration.setPanna('');
      declaration.clearPreview();
      changed();
    } catch (error) {
      showError(error, calendarText.correcting.correctFailed);
      return false;
    }
  };

  const declare = async () => {
    if (!request) return false;
    try {
      const reply = await kind.declare(request);
      const { settled, won, paid } = reply.settlement;
      showSuccess(reply.message, kind.texts.declared);
      const result = kind.declaredResult(reply, request);
      declaration.setOutcome(`${where} — ${t.declaredOutcome(result, settled, won, formatRupees(paid))}`);
      declaration.setPanna('');
      declaration.clearPreview();
      changed();
    } catch (error) {
      showError(error, t.declareFailed);
      return false;
    }
  };

  const revert = async () => {
    try {
      const reply = await kind.revert(target);
      // Reverting needs a second operator: the result stands until the revert is approved.
      if (isHeld(reply)) return held(reply);
      showSuccess(reply.message, kind.texts.reverted);
      declaration.setOutcome(`${where}${sessionLabel ? ` · ${sessionLabel}` : ''} — ${reply.message}`);
      declaration.clearPreview();
      changed();
    } catch (error) {
      showError(error, t.revertFailed);
      return false;
    }
  };

  const options = place.list.map((candidate) => ({
    value: candidate._id,
    label: `${kind.gameOption(candidate)}${candidate.isActive ? '' : ` · ${text.common.inactive}`}`,
  }));

  return (
    <Section title={kind.texts.title}>
      <BesideExposure exposure={<ExposurePanel load={exposure} />}>
        <form
          className={`${ui.card} ${ui.form}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void declaration.runPreview();
          }}
        >
          <div className={kind.targetClassName}>
            <SelectField label={kind.texts.gameLabel} value={game._id} onChange={place.chooseGame} options={options} />
            <Field
              label={t.day}
              type="date"
              value={day}
              max={today}
              onChange={(e) => place.chooseDay(e.target.value || today)}
            />
          </div>
          {props.current !== undefined && (
            <p className={kind.currentClassName}>
              {t.current}: <strong data-testid="current-result">{props.current}</strong>
            </p>
          )}
          {session && <SessionChoice value={session.value} onChange={session.onChange} />}
          <PannaField
            value={declaration.panna}
            onChange={declaration.setPanna}
            reading={reading}
            resultText={resultText}
          />
          <VoidedNote
            targetKind={kind.auditKind}
            targetId={resultTargetId({ gameId: target.gameId, gameDate: target.gameDate })}
            known={voided}
            version={changes}
          />
          {props.alreadyDeclared && <p className={ui.muted}>{kind.texts.alreadyDeclared(props.alreadyDeclared)}</p>}
          {manages && props.alreadyDeclared && !drawVoided && (
            <p className={ui.muted}>{calendarText.correcting.hint}</p>
          )}
          {props.declarableFrom && !drawVoided && (
            <p className={ui.muted} data-testid="declarable-from">
              {props.declarableFrom}
            </p>
          )}
          <div className={ui.formActions}>
            <Button type="submit" variant="secondary" disabled={!request || declaration.previewing || blocked}>
              {declaration.previewing ? t.previewing : t.preview}
            </Button>
            {manages && (
              <Button
                className={ui.good}
                disabled={!previewed || blocked || drawVoided || correcting || !!props.declareBlocked}
                aria-describedby={props.declareBlocked ? 'declare-why' : undefined}
                onClick={() => {
                  // What is at stake is read again as the operator confirms, not as it was when the form was filled.
                  exposure.reload();
                  setConfirming('declare');
                }}
              >
                {t.declare}
              </Button>
            )}
            {manages && (
              <Button
                variant="secondary"
                onClick={() => setConfirming('revert')}
                disabled={!props.canRevert || heldRevert !== undefined}
              >
                {t.revert}
              </Button>
            )}
            {manages && (
              <Button
                variant="secondary"
                onClick={() => setConfirming('correct')}
                disabled={!correcting || !previewed || drawVoided || heldRevert !== undefined}
              >
                {calendarText.correcting.correct}
              </Button>
            )}
            {manages && (
              <Button
                className={ui.danger}
                onClick={() => setConfirming('void')}
                disabled={voided === 'day' || heldRevert !== undefined}
              >
                {calendarText.voiding.void}
              </Button>
            )}
          </div>
          {manages && props.declareBlocked && (
            <p className={ui.muted} id="declare-why" data-testid="declare-why">
              {props.declareBlocked}
            </p>
          )}
          {heldRevert && <AwaitingApproval approval={heldRevert} />}
          {declaration.isStale && <p className={ui.muted}>{kind.texts.previewStale}</p>}
          {previewed && (
            <SettlementSummary title={t.previewTitle} settlement={previewed.settlement} result={resultText} />
          )}
          <Outcome>{declaration.outcome}</Outcome>
        </form>
      </BesideExposure>

      {confirming === 'declare' && request && previewed && (
        <ConfirmDialog
          title={t.confirmDeclareTitle}
          confirmLabel={t.declare}
          onConfirm={declare}
          onCancel={() => setConfirming(null)}
        >
          <dl className={ui.summary}>
            <dt>{kind.texts.gameLabel}</dt>
            <dd>{game.gameName}</dd>
            <dt>{t.day}</dt>
            <dd>{formatCalendarDay(day)}</dd>
            {sessionLabel && (
              <>
                <dt>{t.session}</dt>
                <dd>{sessionLabel}</dd>
              </>
            )}
            <dt>{t.panna}</dt>
            <dd>{request.pana}</dd>
            <dt>{t.ank}</dt>
            <dd>{reading.state === 'valid' ? reading.ank : ''}</dd>
            <dt>{t.resultString}</dt>
            <dd>{resultText}</dd>
            <dt>{insightText.exposure.pendingStakes}</dt>
            <dd data-testid="confirm-pending-stakes">
              {exposure.state.data ? formatRupees(exposure.state.data.pending.stakes) : text.common.loading}
            </dd>
            <dt>{t.settles}</dt>
            <dd>{formatCount(previewed.settlement.settled)}</dd>
            <dt>{t.winners}</dt>
            <dd>{formatCount(previewed.settlement.won)}</dd>
            <dt>{t.payout}</dt>
            <dd>{formatRupees(previewed.settlement.paid)}</dd>
          </dl>
          <p className={ui.muted}>{t.confirmDeclareBody}</p>
        </ConfirmDialog>
      )}

      {confirming === 'void' && (
        <VoidDialog
          where={where}
          scopes={kind.voidScopes}
          pendingOf={pendingOf}
          declaredIn={props.declaredIn ?? (() => false)}
          onConfirm={voidDraw}
          onCancel={() => setConfirming(null)}
        />
      )}

      {confirming === 'correct' && request && previewed && props.alreadyDeclared && (
        <CorrectDialog
          where={`${where}${sessionLabel ? ` · ${sessionLabel}` : ''}`}
          oldPanna={props.alreadyDeclared}
          newPanna={request.pana}
          resultText={resultText}
          settlement={previewed.settlement}
          onConfirm={correct}
          onCancel={() => setConfirming(null)}
        />
      )}

      {confirming === 'revert' && (
        <ConfirmDialog
          title={t.revertTitle}
          confirmLabel={t.revert}
          tone="danger"
          onConfirm={revert}
          onCancel={() => setConfirming(null)}
        >
          <p>{props.revertBody}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
