import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** `/healthz`: the process answers. `/readyz`: it can reach its database and is not shutting down. */
export default fp(
  async function health(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['health'], hide: false, response: { 200: statusSchema, 503: statusSchema } };
    routes.get('/healthz', { schema }, async () => ({ status: 'ok' as const }));
    routes.get('/readyz', { schema }, async (_request, reply) => {
      if (closing) return reply.status(503).send({ status: 'unavailable' });
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  },
  { name: 'health', dependencies: ['db'] },
);
