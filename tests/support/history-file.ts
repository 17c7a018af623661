import { addDays, weekdayOfDate } from '../../src/domain/time';
import { listValidPannas } from '../../src/domain/panna';

/**
 * A market's past results as the operators' history import takes them (`date,open_pana,close_pana`): every day
 * from `from` until the day before `until`, Sundays without a result, each panna picked by a fixed seed so runs
 * repeat; `known` days get the pannas given.
 */
export function historyFile(from: string, until: string, known: Record<string, [string, string]> = {}): string {
  const pannas = listValidPannas();
  const lines = ['date,open_pana,close_pana'];
  let seed = 7;
  const pick = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return pannas[seed % pannas.length]!;
  };
  for (let date = from; date < until; date = addDays(date, 1)) {
    if (weekdayOfDate(date) === 0) continue;
    const [open, close] = known[date] ?? [pick(), pick()];
    lines.push(`${date},${open},${close}`);
  }
  return `${lines.join('\n')}\n`;
}
