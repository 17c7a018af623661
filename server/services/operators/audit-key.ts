import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret that keys every audit entry's hash (audit.ts), kept outside the database so that someone who can
 * write to the database cannot write an entry that verifies (docs/operations.md "Audit trail"): AUDIT_KEY, or else a
 * key made at the first start and kept in DATA_DIR/audit.key, readable by the server's user alone. Instances on one
 * PostgreSQL must share it (AUDIT_KEY, or one DATA_DIR), and a restored database needs the key it was written with.
 */
export const AUDIT_KEY_FILE = 'audit.key';

export function loadAuditKey(config: { auditKey: string | undefined; dataDir: string }): Buffer {
  if (config.auditKey) return Buffer.from(config.auditKey, 'utf8');
  const file = join(config.dataDir, AUDIT_KEY_FILE);
  return readKeyFile(file) ?? makeKeyFile(config.dataDir, file);
}

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} must hold the audit key: 64 hexadecimal digits`);
  return Buffer.from(text, 'utf8');
}

/**
 * Written whole to a file of its own, then linked to its name: instances starting together on one DATA_DIR
 * each make a key, the first link wins, and no one reads a key half written.
 */
function makeKeyFile(dataDir: string, file: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readKeyFile(file);
  if (!kept) throw new Error(`${file} could not be made`);
  return kept;
}
