import { useState } from 'react';
import type { Settlement } from '../api';
import { text } from '../text';
import { showError } from '../ui/feedback';
import { readPanna } from './declaration';

/** What a declaration names: the game, the day and the panna (a daily one adds its session). */
export interface DeclarationRequest {
  gameId: string;
  gameDate?: string;
  pana: string;
}

/** What a preview answers, whatever the kind of market. */
export interface DeclarationPreview {
  declaredPana: string | null;
  settlement: Settlement;
}

function sameRequest<R extends DeclarationRequest>(a: R, b: R): boolean {
  const keys = Object.keys(a) as (keyof R)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The panna typed for a result and its preview. `target` is what the result is declared for (null until a game is
 * chosen); a preview counts only while it is of the very request the form would send now.
 */
export function useDeclaration<R extends DeclarationRequest, P extends DeclarationPreview>(
  target: Omit<R, 'pana'> | null,
  fetchPreview: (request: R) => Promise<P>,
) {
  const [panna, setPanna] = useState('');
  const [preview, setPreview] = useState<{ request: R; answer: P } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const reading = readPanna(panna);
  const request = target && reading.state === 'valid' ? ({ ...target, pana: reading.panna } as R) : null;
  const previewed = preview && request && sameRequest(preview.request, request) ? preview.answer : null;

  const runPreview = async () => {
    if (!request) return;
    setPreviewing(true);
    setOutcome(null);
    try {
      setPreview({ request, answer: await fetchPreview(request) });
    } catch (error) {
      setPreview(null);
      showError(error, text.results.previewFailed);
    } finally {
      setPreviewing(false);
    }
  };

  return {
    target,
    panna,
    setPanna,
    reading,
    request,
    /** A preview was run but the form has changed since. */
    isStale: preview !== null && previewed === null,
    /** The preview of the request the form would send now, or null. */
    previewed,
    previewing,
    runPreview,
    clearPreview: () => setPreview(null),
    outcome,
    setOutcome,
  };
}

export type Declaration<R extends DeclarationRequest, P extends DeclarationPreview> = ReturnType<typeof useDeclaration<R, P>>;
