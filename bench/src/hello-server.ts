// The reference: a bare Fastify hello-world, started as its own process like the Plume server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
