import { Button } from '../../../src/ui/button';
import { text } from '../text';

/** A game's buttons in a list: edit it, and deactivate or activate it; each names the game for screen readers. */
export function GameActions({ game, onEdit, onToggle }: { game: { gameName: string; isActive: boolean }; onEdit: () => void; onToggle: () => void }) {
  const toggleLabel = game.isActive ? text.markets.deactivate : text.markets.activate;
  return (
    <>
      <Button variant="secondary" onClick={onEdit} aria-label={`${text.common.edit} ${game.gameName}`}>
        {text.common.edit}
      </Button>
      <Button variant="secondary" onClick={onToggle} aria-label={`${toggleLabel} ${game.gameName}`}>
        {toggleLabel}
      </Button>
    </>
  );
}
