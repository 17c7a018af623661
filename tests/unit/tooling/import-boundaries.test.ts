import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries of DESIGN.md §2, as `npm run lint` enforces them. */
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

  it('keeps src/domain pure', async () => {
    const messages = await boundaryMessages(
      'src/domain/example.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(messages).toEqual(['src/domain is pure: no packages, no React, no Node APIs.']);
  });
});
