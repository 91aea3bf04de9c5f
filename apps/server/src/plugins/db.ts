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
  },
  { name: 'db' },
);
