import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { listPlayerEnquiries, sendPlayerMessage } from '../services/people/enquiries.js';
import { currentUser, guards } from './guards.js';

const MessageBody = Type.Object({ message: Type.Optional(Type.Unknown()) });

/** The player's support chat. Inactive players may use it too (SPEC §2: their drawer keeps Enquiry). */
export async function enquiryRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser } = guards(deps);

  api.get('/enquiry/user', { onRequest: requireUser }, async (request) =>
    listPlayerEnquiries(store.db, currentUser(request).id),
  );

  api.post('/enquiry/user', { onRequest: requireUser, schema: { body: MessageBody } }, async (request, reply) => {
    const { message } = request.body as { message?: unknown };
    const enquiry = await sendPlayerMessage(store.db, clock, currentUser(request).id, message);
    return reply.status(201).send({ message: 'Message sent successfully!', enquiry });
  });
}
