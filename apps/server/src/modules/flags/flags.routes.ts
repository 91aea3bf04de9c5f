import { DomainError, flagInputSchema, flagStateSchema, flagStatesSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import type { AccessRule } from '../../plugins/tenancy.ts';
import { flagStates, setFlag } from './flags.service.ts';

const tags = ['flags'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Which instances see which feature is the platform's call: its operators' instanceManagement node decides. */
const read: AccessRule = { scope: 'platform', resource: 'instanceManagement', level: 'READ' };
const write: AccessRule = { scope: 'platform', resource: 'instanceManagement', level: 'WRITE' };

// Any text reaches the handler, so an unknown flag is a 404 that names it rather than a 400.
const flagParams = z.object({ name: z.string().max(100) });

/** The operators' view of the feature flags of spec 1 §6 (under /management/v1), each change audited. */
export async function flagAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/flags',
    {
      schema: {
        tags,
        security,
        summary: 'Every feature flag with who it is on for: nobody, everyone or the listed instances',
        response: { 200: flagStatesSchema, ...errors },
      },
      config: { access: read },
    },
    // With FLAGS_URL the flags live in that Unleash, whose admin API this server does not hold.
    async () =>
      app.config.flagService
        ? { source: 'unleash' as const, flags: [] }
        : { source: 'embedded' as const, flags: await flagStates(app.db, app.config.flagsOn) },
  );

  routes.put(
    '/flags/:name',
    {
      schema: {
        tags,
        security,
        summary:
          "Sets who a flag is on for; consoles follow within their 60 s refresh. Audited in the platform's log",
        params: flagParams,
        body: flagInputSchema,
        response: { 200: flagStateSchema, ...errors },
      },
      config: { access: write },
    },
    async (request) => {
      if (app.config.flagService) {
        throw new DomainError(
          'global-409',
          'The feature flags are served by the Unleash at FLAGS_URL: change them there',
          { status: 409 },
        );
      }
      return setFlag(app.db, request.params.name, request.body, request.auth, app.config.flagsOn);
    },
  );
}
