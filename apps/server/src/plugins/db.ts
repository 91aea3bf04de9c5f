import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/** Decorates the app with the database; the caller that opened the handle owns closing it. */
export default fp(
  async function db(app: FastifyInstance, options: { handle: DatabaseHandle }) {
    app.decorate('db', options.handle.db);
    app.decorate('dbHandle', options.handle);
    // PostgreSQL closing an idle connection (a restart, a failover) is reported here; unheard, the
    // error would end the process. The pool opens a new connection for the next query.
    options.handle.pool?.on('error', (error) => app.log.warn({ err: error }, 'database connection lost'));
  },
  { name: 'db' },
);
