// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../src/api/types';
import { GameCard } from '../../../src/features/dashboard/game-card';
import { closedReasonText } from '../../../src/i18n/market-day-text';
import { chooseLanguage } from '../../../src/i18n/t';

/** The dashboard card of a market that does not run today, or whose draw was voided, in English and Hindi. */

const ELEVEN = 11 * 60;

const kalyan = (day: Partial<Game>): Game => ({
  _id: '7',
  gameName: 'Kalyan',
  openTime: '15:00',
  closeTime: '17:00',
  result: '***-**-***',
  runsToday: true,
  closedReason: null,
  voided: null,
  ...day,
});

function renderCard(game: Game) {
  const { container } = render(
    <MemoryRouter>
      <GameCard game={game} nowMinutes={ELEVEN} chartOnly={false} />
    </MemoryRouter>,
  );
  const status = container.querySelector('[data-status]');
  return { status: status?.getAttribute('data-status'), statusText: status?.textContent ?? '' };
}

afterEach(cleanup);
afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('a market closed today', () => {
  it('says it does not run on the weekday, offers no Play Game, and keeps its Chart', () => {
    const card = renderCard(kalyan({ runsToday: false, closedReason: { kind: 'weekday', weekday: 0, holiday: null, message: '' } }));
    expect(card.status).toBe('closedToday');
    expect(card.statusText).toContain('Kalyan does not run on Sundays');
    expect(screen.queryByRole('link', { name: 'Play Game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play Game' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chart' })).toBeTruthy();
  });

  it('names the holiday it is closed for', () => {
    const card = renderCard(kalyan({ runsToday: false, closedReason: { kind: 'holiday', weekday: 5, holiday: 'Diwali', message: '' } }));
    expect(card.statusText).toContain('Closed for Diwali');
  });

  it('writes the reason in Hindi from its kind, weekday and holiday, not from the server’s English', async () => {
    await chooseLanguage('hi');
    const english = 'Kalyan does not run on Sundays';
    expect(closedReasonText({ kind: 'weekday', weekday: 0, holiday: null, message: english }, 'Kalyan')).toBe(
      'रविवार को Kalyan नहीं चलता',
    );
    expect(closedReasonText({ kind: 'holiday', weekday: 5, holiday: 'Diwali', message: 'Closed for Diwali' }, 'Kalyan')).toBe(
      'Diwali के कारण बंद',
    );
    expect(closedReasonText({ kind: 'holiday', weekday: 5, holiday: null, message: '' }, 'Kalyan')).toBe('आज बंद');
    await chooseLanguage('en');
  });
});

describe('a voided draw', () => {
  it('shows the placeholder result with a Voided note, and no Play Game for a voided day', () => {
    renderCard(kalyan({ result: '128-1*-***', voided: 'day' }));
    expect(screen.getByTestId('game-result').textContent).toMatch(/^\*\*\*-\*\*-\*\*\* Voided/);
    expect(screen.getByTestId('voided-note').textContent).toContain("Today's draw was voided. Bets refunded.");
    expect(screen.queryByRole('button', { name: 'Play Game' })).toBeNull();
  });

  it('a voided open session leaves the close session to play', () => {
    renderCard(kalyan({ voided: 'open' }));
    expect(screen.getByTestId('voided-note').textContent).toContain('Open session voided');
    expect(screen.getByRole('link', { name: 'Play Game' })).toBeTruthy();
  });
});
