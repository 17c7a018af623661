import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { closeEnquiry, listEnquiries, parseEnquiryStatus, replyToEnquiry } from '../services/people/enquiries.js';
import { pageRequest } from '../services/paging.js';
import { auditActor } from './audit-actor.js';

const ListQuery = Type.Object({
  status: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
});
const EnquiryParams = Type.Object({ id: Type.String() });
const ReplyBody = Type.Object({ message: Type.Optional(Type.Unknown()) });

/** Admin side of the support chat: list, reply, close. Registered inside the admin plugin. */
export async function adminEnquiryRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;

  api.get('/admin/enquiries', { schema: { querystring: ListQuery } }, async (request) => {
    const query = request.query as { status?: string; page?: string; limit?: string };
    return listEnquiries(store.db, { status: parseEnquiryStatus(query.status), page: pageRequest(query) });
  });

  api.post('/admin/enquiries/:id/messages', { schema: { params: EnquiryParams, body: ReplyBody } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { message } = request.body as { message?: unknown };
    const enquiry = await replyToEnquiry(store.db, clock, id, message, auditActor(request));
    return reply.status(201).send({ message: 'Reply sent', enquiry });
  });

  api.post('/admin/enquiries/:id/close', { schema: { params: EnquiryParams } }, async (request) => {
    const { id } = request.params as { id: string };
    return { message: 'Enquiry closed', enquiry: await closeEnquiry(store.db, clock, id, auditActor(request)) };
  });
}
