import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams, StatusListQuery } from '../../contract/common.js';
import {
  AdminEnquiryList,
  EnquiryChange,
  EnquiryMessageBody,
} from '../../contract/enquiries.js';
import type { RouteDeps } from '../deps.js';
import { closeEnquiry, listEnquiries, parseEnquiryStatus, replyToEnquiry } from '../services/people/enquiries.js';
import { pageRequest } from '../services/paging.js';
import { auditActor } from './audit-actor.js';

/** Admin side of the support chat: list, reply, close. Registered inside the admin plugin. */
export async function adminEnquiryRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/enquiries',
    { schema: { querystring: StatusListQuery, response: { 200: AdminEnquiryList } } },
    async (request) =>
      listEnquiries(store.db, { status: parseEnquiryStatus(request.query.status), page: pageRequest(request.query) }),
  );

  app.post(
    '/admin/enquiries/:id/messages',
    { schema: { params: IdParams, body: EnquiryMessageBody, response: { 201: EnquiryChange } } },
    async (request, reply) => {
      const enquiry = await replyToEnquiry(store, clock, request.params.id, request.body.message, auditActor(request));
      return reply.status(201).send({ message: 'Reply sent', enquiry });
    },
  );

  app.post(
    '/admin/enquiries/:id/close',
    { schema: { params: IdParams, response: { 200: EnquiryChange } } },
    async (request) => ({
      message: 'Enquiry closed',
      enquiry: await closeEnquiry(store, clock, request.params.id, auditActor(request)),
    }),
  );
}
