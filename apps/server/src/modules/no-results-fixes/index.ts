// Fixes for searches with no results (issue 15, docs/analytics.md): for a query of the no-results
// report, a proposal made from the catalogue (a synonym group measured on the live index, a
// redirection to a service page, or no good match), accepted through merchandising's services or
// dismissed, and each fix's searches before and after it from analytics. Mounted with search.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noResultsFixesRoutes } from './no-results-fixes.routes.ts';

export default fp(
  async function noResultsFixes(app: FastifyInstance) {
    await app.register(noResultsFixesRoutes, { prefix: '/merchandising/v1' });
  },
  { name: 'no-results-fixes', dependencies: ['config', 'db', 'errors', 'auth', 'search'] },
);
