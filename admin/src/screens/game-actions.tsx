import { Button } from '../../../src/ui/button';
import { text } from '../text';

/**
 * A game's buttons in a list: edit it, import its past results (daily markets), and deactivate or activate it; each
 * names the game for screen readers.
 */
export function GameActions({
  game,
  onEdit,
  onImportHistory,
  onToggle,
}: {
  game: { gameName: string; isActive: boolean };
  onEdit: () => void;
  onImportHistory?: () => void;
  onToggle: () => void;
}) {
  const toggleLabel = game.isActive ? text.markets.deactivate : text.markets.activate;
  return (
    <>
      <Button variant="secondary" onClick={onEdit} aria-label={`${text.common.edit} ${game.gameName}`}>
        {text.common.edit}
      </Button>
      {onImportHistory && (
        <Button variant="secondary" onClick={onImportHistory} aria-label={`${text.historyImport.open} ${game.gameName}`}>
          {text.historyImport.open}
        </Button>
      )}
      <Button variant="secondary" onClick={onToggle} aria-label={`${toggleLabel} ${game.gameName}`}>
        {toggleLabel}
      </Button>
    </>
  );
}
