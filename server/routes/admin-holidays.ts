import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { HolidayBody, HolidayList, HolidaySaved } from '../../contract/admin-markets.js';
import { IdParams, Notice } from '../../contract/common.js';
import type { RouteDeps } from '../deps.js';
import { createHoliday, deleteHoliday, listHolidays } from '../services/markets/holidays.js';
import { auditActor } from './audit-actor.js';

/** Holidays: the days the named markets close. Each change shows in the games lists at once. */
export async function adminHolidayRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const { marketBoard } = deps.services;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/holidays', { schema: { response: { 200: HolidayList } } }, async () => ({
    holidays: await listHolidays(store.db),
  }));

  app.post('/admin/holidays', { schema: { body: HolidayBody, response: { 201: HolidaySaved } } }, async (request, reply) => {
    const holiday = await createHoliday(store, clock, request.body, auditActor(request), marketBoard);
    return reply.status(201).send({ holiday });
  });

  app.delete('/admin/holidays/:id', { schema: { params: IdParams, response: { 200: Notice } } }, async (request) => {
    const holiday = await deleteHoliday(store, clock, request.params.id, auditActor(request), marketBoard);
    return { message: `Holiday ${holiday.name} of ${holiday.date} removed` };
  });
}
