// The references: a bare Fastify hello-world, and, when DATABASE_URL is set, a bare Fastify route doing one
// `SELECT 1` through node-postgres (the floor of any endpoint that reads the database once per request).
// Started as its own process, like the Plume server.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/db', async () => (await pool.query('SELECT 1 AS one')).rows[0]);
}
await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
