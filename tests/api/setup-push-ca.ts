import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The push service stand-in of tests/api/push.test.ts serves HTTPS on 127.0.0.1 with a certificate made here,
 * once per run. Node trusts it through NODE_EXTRA_CA_CERTS, which it reads only when a process starts: set here,
 * in the main process before any test worker is forked, it reaches every worker (they inherit this environment),
 * so the server under test checks the stand-in's certificate as it would a real push service's.
 */
export interface PushServiceCertificate {
  cert: string;
  key: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pushServiceCertificate: PushServiceCertificate;
  }
}

const DIR_VARIABLE = 'MATKA_TEST_PUSH_CERT_DIR';

export default function setup(project: TestProject): () => void {
  // Both API projects of one run share the certificate: the environment is the main process's.
  const existing = process.env[DIR_VARIABLE];
  const dir = existing && existsSync(join(existing, 'cert.pem')) ? existing : makeCertificate();
  project.provide('pushServiceCertificate', {
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
  });
  return () => {
    if (existing) return;
    delete process.env[DIR_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}

function makeCertificate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'matka-push-ca-'));
  try {
    execFileSync('openssl', ['version'], { stdio: 'pipe' });
  } catch {
    throw new Error('The push tests make a certificate with the openssl command. Install it with: apt-get install -y openssl');
  }
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  // Certificates the environment already trusted stay trusted.
  const earlier = process.env.NODE_EXTRA_CA_CERTS;
  const trusted = [earlier && existsSync(earlier) ? readFileSync(earlier, 'utf8') : '', readFileSync(join(dir, 'cert.pem'), 'utf8')];
  writeFileSync(join(dir, 'trusted.pem'), trusted.filter(Boolean).join('\n'));
  process.env.NODE_EXTRA_CA_CERTS = join(dir, 'trusted.pem');
  process.env[DIR_VARIABLE] = dir;
  return dir;
}
