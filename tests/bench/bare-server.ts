import Fastify from 'fastify';

/**
 * The yardstick of benchmark 2: Fastify with one route and nothing else (no plugins, hooks or logging),
 * started as its own process like the real server. Listens on PORT and answers GET /api/games, the polled path, with a small JSON body.
 */
const app = Fastify({ logger: false });
app.get('/api/games', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
