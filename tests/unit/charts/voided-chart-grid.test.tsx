// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ChartDay } from '../../../contract/markets';
import { chartJodi } from '../../../src/domain/charts';
import { chartWeeks } from '../../../src/features/game/chart-grid';
import { WeekGrid } from '../../../src/features/game/week-chart';
import { GridTable } from '../../../src/features/starline/starline-chart-grid';
import { starlineGrid } from '../../../src/features/starline/starline-grid';
import { chooseLanguage } from '../../../src/i18n/t';

/** The jodi, panel and Starline grids drawing a voided draw: `***` / `**` with a "Voided" mark, in English and Hindi. */

const declared = (date: string, openPana: string, closePana: string): ChartDay => ({
  date,
  openPana,
  closePana,
  jodi: chartJodi(openPana, closePana),
  voided: null,
});

// Monday declared; Tuesday the open declared and the close voided; Wednesday the whole day voided.
const WEEKS = chartWeeks([
  declared('2026-11-16', '128', '359'),
  { date: '2026-11-17', openPana: '137', closePana: null, jodi: '**', voided: 'close' },
  { date: '2026-11-18', openPana: null, closePana: null, jodi: '**', voided: 'day' },
]);

const STARLINE = starlineGrid({
  games: [
    { _id: '1', gameName: 'Star 10', gameNameHindi: '', openTime: '10:00' },
    { _id: '2', gameName: 'Star 12', gameNameHindi: '', openTime: '12:00' },
  ],
  days: [
    {
      date: '2026-11-17',
      results: [
        { gameId: '1', pana: '***', voided: true },
        { gameId: '2', pana: '359', digit: 7, voided: false },
      ],
    },
  ],
});

/** A row's cells after the week's dates, Monday to Sunday. */
const dayCells = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')[0]!.querySelectorAll('td')];

afterEach(cleanup);
afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('a voided draw in the charts', () => {
  it('shows the jodi of a voided day as ** marked Voided, in its weekday\'s column', () => {
    const { getByTestId } = render(<WeekGrid weeks={WEEKS} kind="jodi" />);
    const cells = dayCells(getByTestId('jodi-chart'));
    expect(cells.map((cell) => cell.textContent)).toEqual(['17', '**Voided', '**Voided', '', '', '', '']);
    expect(cells.map((cell) => cell.getAttribute('data-date'))).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', null, null, null, null]);
    expect(cells.map((cell) => cell.hasAttribute('data-voided'))).toEqual([false, true, true, false, false, false, false]);
  });

  it('shows a voided session\'s panna as *** in the panel chart and keeps a declared open', () => {
    const { getByTestId } = render(<WeekGrid weeks={WEEKS} kind="panel" />);
    const cells = dayCells(getByTestId('panel-chart'));
    const parts = (cell: HTMLElement) => [...cell.querySelectorAll('span')].map((span) => span.textContent);
    expect(parts(cells[0]!)).toEqual(['1\n2\n8', '17', '3\n5\n9']);
    expect(parts(cells[1]!)).toEqual(['1\n3\n7', '**', '*\n*\n*', 'Voided']);
    expect(parts(cells[2]!)).toEqual(['*\n*\n*', '**', '*\n*\n*', 'Voided']);
  });

  it('shows a voided Starline draw as *** marked Voided where its digit would be', () => {
    const { getByTestId } = render(<GridTable grid={STARLINE} />);
    const cells = dayCells(getByTestId('starline-grid'));
    expect(cells.map((cell) => cell.textContent)).toEqual(['***Voided', '3597']);
    expect(cells.map((cell) => cell.getAttribute('data-voided'))).toEqual(['true', null]);
  });

  it('says रद्द in Hindi', async () => {
    await chooseLanguage('hi');
    const jodi = render(<WeekGrid weeks={WEEKS} kind="jodi" />);
    expect(dayCells(jodi.getByTestId('jodi-chart'))[2]!.textContent).toBe('**रद्द');
    const starline = render(<GridTable grid={STARLINE} />);
    expect(dayCells(starline.getByTestId('starline-grid'))[0]!.textContent).toBe('***रद्द');
  });
});
