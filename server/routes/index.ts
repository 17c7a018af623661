import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import { authRoutes } from './auth.js';
import { healthRoutes } from './health.js';

/** Every /api route, registered under the /api prefix. */
export async function registerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(healthRoutes, deps);
  await api.register(authRoutes, deps);
}
