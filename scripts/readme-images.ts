import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Copies the README's pictures out of an end-to-end run: the e2e tests save screenshots of real screens in
 * `.test-artifacts/screens/`, and this picks the few the README shows into `docs/images/`, so that the pictures
 * always show the app as it is built. Run an end-to-end run first (at least the three files named below), then
 * `npm run readme-images`, and commit what changed in docs/images/.
 */

const ROOT = resolve(import.meta.dirname, '..');
const SCREENS = join(ROOT, '.test-artifacts', 'screens');
const IMAGES = join(ROOT, 'docs', 'images');

/** Each picture: the screenshot it is copied from, the file it becomes, and the e2e test that takes it. */
const PICTURES = [
  { from: 'dashboard.png', to: 'player-dashboard.png', test: 'tests/e2e/dashboard.test.ts' },
  { from: 'admin-overview-1280x800.png', to: 'console-overview.png', test: 'tests/e2e/admin-console.test.ts' },
  { from: 'market-calendar-dashboard-hi.png', to: 'player-dashboard-hindi.png', test: 'tests/e2e/market-calendar.test.ts' },
] as const;

const missing = PICTURES.filter((picture) => !existsSync(join(SCREENS, picture.from)));
if (missing.length > 0) {
  console.error('Missing screenshots; run these end-to-end tests first:');
  for (const picture of missing) console.error(`  npx vitest run --project e2e ${picture.test}   (${picture.from})`);
  process.exit(1);
}

mkdirSync(IMAGES, { recursive: true });
for (const picture of PICTURES) {
  const source = join(SCREENS, picture.from);
  copyFileSync(source, join(IMAGES, picture.to));
  const kilobytes = Math.round(statSync(source).size / 1024);
  console.log(`docs/images/${picture.to}  ← .test-artifacts/screens/${picture.from}  (${kilobytes} kB)`);
}
