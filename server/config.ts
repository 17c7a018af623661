import { resolve } from 'node:path';
import { checkMobileNumber, checkPassword } from '../src/domain/account.js';
import { OK } from '../src/domain/messages.js';
import { isPushHostPattern, parsePushHosts } from './services/alerts/push-endpoints.js';
import { DEFAULT_POSTGRES_LIMITS, type PostgresLimits } from './store/connect.js';

/** Process configuration, read once from the environment (the variables are listed in docs/operations.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminMobile: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  adminAppUrl: string;
  corsOrigins: string[];
  trustProxy: boolean | string;
  throttles: ThrottleLimits;
  logLevel: string;
  fakeTime: string | undefined;
  distDir: string;
  operatorSecurity: OperatorSecurity;
  /** GET /metrics answers only with this bearer token; unset, there is no /metrics at all. */
  metricsToken: string | undefined;
  push: PushConfig;
  /** AUDIT_KEY: keys the audit trail's hashes; unset, a key is made at the first start in DATA_DIR/audit.key. */
  auditKey: string | undefined;
  /** How long PostgreSQL may keep a request waiting (server/store/connect.ts). */
  postgres: PostgresLimits;
  connections: ConnectionLimits;
}

/**
 * How long a client may take to send its request, how long an idle kept-alive connection stays open, and how
 * many connections one client address may hold at once: silent and trickling clients are cut off, so that they
 * cannot use up the server's connections.
 */
export interface ConnectionLimits {
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request, its body included, must have arrived within this. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections open at once from one address; 0 for no cap. */
  perAddress: number;
}

/** Result alerts by Web Push (docs/operations.md "Result alerts"). */
export interface PushConfig {
  /** The hosts a subscription's endpoint may name (server/services/alerts/push-endpoints.ts). */
  endpointHosts: string[];
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset, the server makes a pair at first use and keeps it in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** How push services reach the operator: a `mailto:` or `https:` URL. */
  vapidSubject: string;
}

/** Two-factor sign-in and session lifetimes for operators (players' sessions last 30 days). */
export interface OperatorSecurity {
  /** `required`: an operator without two-factor can do nothing in the console but enrol. */
  twoFactor: 'optional' | 'required';
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const fakeTime = env.FAKE_TIME?.trim() || undefined;
  if (fakeTime && env.NODE_ENV === 'production') {
    throw new ConfigError('FAKE_TIME is refused when NODE_ENV=production');
  }
  if (fakeTime && Number.isNaN(Date.parse(fakeTime))) {
    throw new ConfigError(`FAKE_TIME must be an ISO instant, got "${fakeTime}"`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  if (Boolean(env.ADMIN_MOBILE) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_MOBILE and ADMIN_PASSWORD must be set together');
  }
  // The admin signs in like anyone else, so the account must pass the sign-in rules.
  const adminProblem = [
    env.ADMIN_MOBILE ? checkMobileNumber(env.ADMIN_MOBILE) : OK,
    env.ADMIN_PASSWORD ? checkPassword(env.ADMIN_PASSWORD) : OK,
  ].find((check) => !check.ok);
  if (adminProblem && !adminProblem.ok) {
    throw new ConfigError(`ADMIN_MOBILE / ADMIN_PASSWORD: ${adminProblem.message}`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminMobile: env.ADMIN_MOBILE || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    adminAppUrl: env.ADMIN_APP_URL || '/admin/',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    throttles: loadThrottleLimits(env),
    logLevel: env.LOG_LEVEL || 'info',
    fakeTime,
    distDir: resolve(env.DIST_DIR || 'dist'),
    operatorSecurity: loadOperatorSecurity(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    push: loadPushConfig(env),
    auditKey: loadAuditKey(env),
    postgres: {
      connectTimeoutMs: positiveNumber(env, 'DB_CONNECT_TIMEOUT_MS', DEFAULT_POSTGRES_LIMITS.connectTimeoutMs),
      statementTimeoutMs: positiveNumber(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_POSTGRES_LIMITS.statementTimeoutMs),
    },
    connections: loadConnectionLimits(env),
  };
}

function loadConnectionLimits(env: Env): ConnectionLimits {
  const requestTimeoutMs = positiveNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000);
  // Node refuses a header limit above the request limit: the headers are part of the request.
  const headersTimeoutMs = Math.min(positiveNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000), requestTimeoutMs);
  const perAddressText = env.HTTP_CONNECTIONS_PER_ADDRESS?.trim();
  const perAddress = perAddressText ? Number(perAddressText) : 256;
  if (!Number.isSafeInteger(perAddress) || perAddress < 0) {
    throw new ConfigError(`HTTP_CONNECTIONS_PER_ADDRESS must be a whole number (0 for no cap), got "${perAddressText}"`);
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: positiveNumber(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 25_000),
    perAddress,
  };
}

function loadAuditKey(env: Env): string | undefined {
  const key = env.AUDIT_KEY?.trim() || undefined;
  if (key !== undefined && key.length < 32) {
    throw new ConfigError('AUDIT_KEY must be at least 32 characters, e.g. the output of: openssl rand -hex 32');
  }
  return key;
}

function loadPushConfig(env: Env): PushConfig {
  const endpointHosts = parsePushHosts(env.PUSH_ENDPOINT_HOSTS);
  const wrongHost = endpointHosts.find((entry) => !isPushHostPattern(entry));
  if (wrongHost !== undefined) {
    throw new ConfigError(`PUSH_ENDPOINT_HOSTS must list host or host:port entries, got "${wrongHost}"`);
  }
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (publicKey && base64UrlBytes(publicKey) !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a P-256 public key (65 bytes, URL-safe base64)');
  }
  if (privateKey && base64UrlBytes(privateKey) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, URL-safe base64)');
  }
  const vapidSubject = env.VAPID_SUBJECT?.trim() || 'mailto:operator@example.com';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL, got "${vapidSubject}"`);
  }
  return { endpointHosts, vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined, vapidSubject };
}

/** How many bytes a URL-safe base64 text holds, or -1 when it is not such a text. */
function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+=*$/.test(text)) return -1;
  return Buffer.from(text, 'base64url').length;
}

function loadOperatorSecurity(env: Env): OperatorSecurity {
  const twoFactor = env.ADMIN_2FA?.trim() || 'optional';
  if (twoFactor !== 'optional' && twoFactor !== 'required') {
    throw new ConfigError(`ADMIN_2FA must be "optional" or "required", got "${twoFactor}"`);
  }
  return {
    twoFactor,
    sessionIdleMinutes: positiveNumber(env, 'ADMIN_SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: positiveNumber(env, 'ADMIN_SESSION_MAX_HOURS', 12),
  };
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${text}"`);
  return value;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

/** How many attempts one mobile number or one client address gets (server/services/people/throttles.ts). */
export interface ThrottleLimits {
  /**
   * Sign-in attempts per mobile number per 15 minutes, whatever the addresses; the right password starts the count
   * again, and an address that has not failed for the number still gets through (server/services/people/throttles.ts).
   */
  signInPerNumber: number;
  /** Failed sign-ins per client address per 15 minutes: only big volumes, since many players share a carrier's address. */
  signInPerAddress: number;
  /** Sign-ups per client address per hour. */
  signUpsPerAddress: number;
  /** Forgot-password requests per client address per hour. */
  passwordResetsPerAddress: number;
}

function loadThrottleLimits(env: Env): ThrottleLimits {
  return {
    signInPerNumber: attemptLimit(env, 'THROTTLE_SIGN_IN_PER_NUMBER', 5),
    signInPerAddress: attemptLimit(env, 'THROTTLE_SIGN_IN_PER_ADDRESS', 300),
    signUpsPerAddress: attemptLimit(env, 'THROTTLE_SIGN_UP_PER_ADDRESS', 10),
    passwordResetsPerAddress: attemptLimit(env, 'THROTTLE_FORGOT_PASSWORD_PER_ADDRESS', 5),
  };
}

function attemptLimit(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}
