import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import {
  CONSOLE_SCREENS,
  CONSOLE_VIEWPORT,
  LANGUAGES,
  openScreen,
  PLAYER_SCREENS,
  startScreenServer,
  type ScreenServer,
} from './support/player-screens';

/**
 * Every screen of the player app (in every language) and of the console, with data on it and its dialogs open,
 * audited by axe-core in Chromium: no critical, serious or moderate violation anywhere. A failure lists each
 * violation with its rule, impact, the elements it found and what the rule asks for.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The violations axe finds on the page as it is now, of the impacts that fail the test, one line per element. */
async function audit(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the app's Content-Security-Policy (script-src 'self') refuses.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${violation.help}` +
          (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
      ),
    );
}

let server: ScreenServer;

beforeAll(async () => {
  server = await startScreenServer(inject('distDir'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('accessibility', () => {
  const browser = useBrowser();

  for (const language of LANGUAGES) {
    describe(`player app (${language})`, () => {
      for (const screen of PLAYER_SCREENS) {
        it(`${screen.name}: no critical, serious or moderate violation`, async () => {
          await openScreen(browser.page, screen, server.data, 'player', language);
          const violations = await audit(browser.page);
          expect(violations, violations.join('\n')).toEqual([]);
        });
      }
    });
  }

  describe('console', () => {
    for (const screen of CONSOLE_SCREENS) {
      it(`${screen.name}: no critical, serious or moderate violation`, async () => {
        await browser.page.setViewportSize(CONSOLE_VIEWPORT);
        await openScreen(browser.page, screen, server.data, 'console');
        const violations = await audit(browser.page);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  });
});
