import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries (docs/architecture.md "Import boundaries"), as `npm run lint` enforces them. */
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') });

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '../../..', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/import-boundaries')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  // ESLint loads its configuration and plugins on its first lint: seconds on a busy machine, not part of any rule.
  beforeAll(() => boundaryMessages('src/features/bet/bet-screen.tsx', 'export {};\n'), 60_000);

  it('refuses a feature importing another feature', async () => {
    const messages = await boundaryMessages(
      'src/features/bet/bet-screen.tsx',
      "import Dashboard from '../dashboard/dashboard-screen';\nexport default Dashboard;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features do not import each other (bet → dashboard)')]);
  });

  it('lets a feature import its own files and shared layers', async () => {
    const messages = await boundaryMessages(
      'src/features/bet/bet-screen.tsx',
      "import { a } from './bet-form';\nimport { b } from '../../ui/spinner';\nimport { c } from '../../domain/panna';\nexport const x = [a, b, c];\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses the server importing app code other than src/domain', async () => {
    const refused = await boundaryMessages(
      'server/services/example.ts',
      "import { session } from '../../src/state/session';\nexport const x = session;\n",
    );
    expect(refused).toEqual(['The server imports nothing from src/ except src/domain/.']);
    const allowed = await boundaryMessages(
      'server/services/example.ts',
      "import { isValidPanna } from '../../src/domain/panna';\nexport const x = isValidPanna;\n",
    );
    expect(allowed).toEqual([]);
  });

  it("refuses the server importing the build's scripts, and lets it read the contract", async () => {
    const refused = await boundaryMessages(
      'server/services/example.ts',
      "import { earlyRequests } from '../../scripts/early-requests';\nexport const x = earlyRequests;\n",
    );
    expect(refused).toEqual([expect.stringContaining('The server imports nothing from scripts/')]);
    const allowed = await boundaryMessages(
      'server/services/example.ts',
      "import { EARLY_REQUESTS_SCRIPT } from '../../contract/early-requests';\nexport const x = EARLY_REQUESTS_SCRIPT;\n",
    );
    expect(allowed).toEqual([]);
  });

  it('keeps src/domain pure', async () => {
    const messages = await boundaryMessages(
      'src/domain/example.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(messages).toEqual(['src/domain is pure: no packages, no React, no Node APIs.']);
  });

  it('refuses a feature reading the cache or wiring sync itself', async () => {
    const messages = await boundaryMessages(
      'src/features/bet/bet-screen.tsx',
      "import { useLiveQuery } from 'dexie-react-hooks';\nimport { listGames } from '../../../db/tables';\nimport { refreshGames } from '../../sync/games';\nexport const x = [useLiveQuery, listGames, refreshGames];\n",
    );
    expect(messages).toEqual([
      'Screens read the cache through the hooks of src/data/, not with Dexie.',
      expect.stringContaining('never the cache (db/) or src/sync/ themselves'),
      expect.stringContaining('never the cache (db/) or src/sync/ themselves'),
    ]);
    const allowed = await boundaryMessages(
      'src/features/bet/bet-screen.tsx',
      "import { useGamesWithRates } from '../../data/bet';\nimport { placeBet } from '../../api/bets';\nexport const x = [useGamesWithRates, placeBet];\n",
    );
    expect(allowed).toEqual([]);
  });

  it('lets src/data import the cache, sync and the lower layers, not screens or UI', async () => {
    const allowed = await boundaryMessages(
      'src/data/example.ts',
      "import { listGames } from '../../db/tables';\nimport { refreshGames } from '../sync/games';\nimport { session } from '../state/session';\nexport const x = [listGames, refreshGames, session];\n",
    );
    expect(allowed).toEqual([]);
    const refused = await boundaryMessages(
      'src/data/example.ts',
      "import Bet from '../features/bet/bet-screen';\nimport { Spinner } from '../ui/spinner';\nexport const x = [Bet, Spinner];\n",
    );
    expect(refused).toEqual([
      'src/data must not depend on features.',
      expect.stringContaining('src/data reads and refreshes the cache: it imports only'),
    ]);
  });
});
