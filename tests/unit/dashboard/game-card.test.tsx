// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../src/api/types';
import { GameCard } from '../../../src/features/dashboard/game-card';

/** Dashboard game cards at 11:00 IST: times, result or placeholder, status line, Chart and Play Game. */

const ELEVEN = 11 * 60;

function game(openTime: string, closeTime: string, result = '***-**-***'): Game {
  const id = `${openTime}-${closeTime}-${result}`;
  return { _id: id, gameName: 'Test Market', openTime, closeTime, result, runsToday: true, closedReason: null, voided: null };
}

function renderCard(g: Game, chartOnly = false) {
  const { container } = render(
    <MemoryRouter>
      <GameCard game={g} nowMinutes={ELEVEN} chartOnly={chartOnly} />
    </MemoryRouter>,
  );
  const status = container.querySelector('[data-status]');
  const indicators = [...container.querySelectorAll('[data-indicator]')].map((el) => el.getAttribute('data-indicator'));
  return { container, status: status?.getAttribute('data-status') ?? null, statusText: status?.textContent ?? null, indicators };
}

afterEach(cleanup);

describe('game card', () => {
  it('shows both sessions taking bets before the open time, with Chart and Play Game', () => {
    const card = renderCard(game('12:00', '14:00'));
    expect(card.status).toBe('sessions');
    expect(card.indicators).toEqual(['open:tick', 'close:tick']);
    expect(screen.getByText('12:00 PM')).toBeTruthy();
    expect(screen.getByText('2:00 PM')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Test Market' })).toBeTruthy();
    expect(screen.getByTestId('game-result').textContent).toBe('***-**-***');
    expect(screen.getByRole('link', { name: 'Chart' }).getAttribute('href')).toBe('/game-chart/12%3A00-14%3A00-***-**-***');
    expect(screen.getByRole('link', { name: 'Play Game' }).getAttribute('href')).toMatch(/^\/game-selection\//);
  });

  it('between sessions: open crossed, close ticked, still playable', () => {
    const card = renderCard(game('10:00', '13:00'));
    expect(card.indicators).toEqual(['open:cross', 'close:tick']);
    expect(screen.getByRole('link', { name: 'Play Game' })).toBeTruthy();
  });

  it('an open result declared shows "Result" for the open session and the result string', () => {
    const card = renderCard(game('10:00', '13:00', '128-1*-***'));
    expect(card.indicators).toEqual(['open:result', 'close:tick']);
    expect(card.statusText).toContain('Result');
    expect(screen.getByTestId('game-result').textContent).toBe('128-1*-***');
  });

  it('after the close time: Closed until the next open, no Play Game', () => {
    const card = renderCard(game('08:00', '10:30'));
    expect(card.status).toBe('marketClosed');
    expect(card.statusText).toContain('Closed · opens 8:00 AM');
    expect(screen.queryByRole('button', { name: 'Play Game' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play Game' })).toBeNull();
  });

  it('both halves known, after the close time as every close is declared: Result declared', () => {
    const card = renderCard(game('08:00', '10:30', '128-17-359'));
    expect(card.status).toBe('resultDeclared');
    expect(card.statusText).toContain('Result declared');
  });

  it('neither session open: Game Closed with the indicators', () => {
    const card = renderCard(game('10:00', '13:00', '***-*7-359'));
    expect(card.status).toBe('gameClosed');
    expect(card.indicators).toEqual(['open:cross', 'close:result']);
    expect(card.statusText).toContain('Result declared');
  });

  it('a malformed result shows the placeholder', () => {
    renderCard(game('12:00', '14:00', 'garbage'));
    expect(screen.getByTestId('game-result').textContent).toBe('***-**-***');
  });

  it('the reduced dashboard shows times, result and Chart, never "taking bets"', () => {
    const card = renderCard(game('12:00', '14:00'), true);
    expect(card.status).toBeNull();
    expect(card.indicators).toEqual([]);
    expect(card.container.textContent).not.toContain('taking bets');
    expect(screen.getByText('12:00 PM')).toBeTruthy();
    expect(screen.getByTestId('game-result').textContent).toBe('***-**-***');
    expect(screen.getByRole('link', { name: 'Chart' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play Game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play Game' })).toBeNull();
  });

  it('says each indicator in words for screen readers, not only by colour', () => {
    const { container } = renderCard(game('10:00', '13:00', '128-1*-***'));
    expect(container.textContent).toContain('Open session: result declared');
    expect(container.textContent).toContain('Close session: taking bets');
  });
});
