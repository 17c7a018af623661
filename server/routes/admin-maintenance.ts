import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Maintenance, MaintenanceBody } from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { readMaintenance, saveMaintenance } from '../services/content/maintenance.js';
import { auditActor } from './audit-actor.js';

/** The maintenance switch: pausing new bets and deposits, with the message players see meanwhile. */
export async function adminMaintenanceRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/maintenance', { schema: { response: { 200: Maintenance } } }, async () => readMaintenance(store.db));

  app.put(
    '/admin/maintenance',
    { schema: { body: MaintenanceBody, response: { 200: Maintenance } } },
    async (request) => saveMaintenance(store, clock, request.body, auditActor(request), services.maintenance),
  );
}
