import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { EnquiryMessageBody, EnquirySent, PlayerEnquiries } from '../../contract/enquiries.js';
import type { RouteDeps } from '../deps.js';
import { listPlayerEnquiries, sendPlayerMessage } from '../services/people/enquiries.js';
import { currentUser } from './guards.js';

/** The player's support chat. Inactive players may use it too (their menu keeps Enquiry). */
export async function enquiryRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/enquiry/user', { schema: { response: { 200: PlayerEnquiries } } }, async (request) =>
    listPlayerEnquiries(store.db, currentUser(request).id),
  );

  app.post(
    '/enquiry/user',
    { schema: { body: EnquiryMessageBody, response: { 201: EnquirySent } } },
    async (request, reply) => {
      const enquiry = await sendPlayerMessage(store.db, clock, currentUser(request).id, request.body.message);
      return reply.status(201).send({ message: 'Message sent successfully!', enquiry });
    },
  );
}
