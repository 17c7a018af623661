import type { LoggerOptions } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppServices } from './services/index.js';
import type { Store } from './store/connect.js';

/** What the application is built from (kept apart from app.ts, which imports the routes). */
export interface AppDeps {
  config: Config;
  store: Store;
  clock: Clock;
  /** Logging, when the server logs (server/main.ts); tests build apps without. */
  logger?: LoggerOptions;
}

/** What routes receive: the app's dependencies and the services the app built from them. */
export interface RouteDeps extends AppDeps {
  services: AppServices;
}
