import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async function config(app: FastifyInstance, options: { config: Config }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
