import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Profile, ProfileBody, ProfileUpdated } from '../../contract/account.js';
import type { RouteDeps } from '../deps.js';
import { updateProfile } from '../services/people/profiles.js';
import { toUserRecord } from '../services/people/user-record.js';
import { sendWithEtag } from './conditional-get.js';
import { currentUser } from './guards.js';

export async function profileRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  // Polled every 30 s by the app, hence the ETag.
  app.get('/user/profile', { schema: { response: { 200: Profile } } }, async (request, reply) =>
    sendWithEtag(request, reply, { user: toUserRecord(currentUser(request)) } satisfies Profile),
  );

  app.put(
    '/user/profile',
    { schema: { body: ProfileBody, response: { 200: ProfileUpdated } } },
    async (request) => {
      const { name = '', email } = request.body;
      const user = await updateProfile(store.db, clock, currentUser(request), { name, email });
      return { message: 'Profile updated successfully!', user: toUserRecord(user) };
    },
  );
}
