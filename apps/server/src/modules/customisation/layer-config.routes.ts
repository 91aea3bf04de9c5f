// Public layer configuration (pinned §A): what the layer loader on a shop page starts from.
import { DomainError, PLATFORMS, visualCustomisationSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { layerConfig } from './customisation.service.ts';

export const layerConfigPath = '/layer/v1/config/:instance';

/** Browsers reuse the config this long, so a saved change reaches new page loads within a minute. */
export const layerConfigMaxAgeSeconds = 60;

const layerConfigResponse = z.object({
  instance: z.string(),
  enabled: z.boolean(),
  cssSelector: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  currency: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  capabilities: z.object({ taxAlternativePrice: z.boolean(), variantSelector: z.boolean() }),
  customisation: visualCustomisationSchema,
  behaviour: z.object({
    debounceMs: z.number().int(),
    minQueryLength: z.number().int(),
    suggestions: z.object({
      querySuggestions: z.number().int(),
      popularSearches: z.number().int(),
      nextQueries: z.number().int(),
      relatedPrompts: z.number().int(),
    }),
  }),
});

export function layerConfigRoutes(scope: FastifyInstance): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    layerConfigPath,
    {
      schema: {
        tags: ['layer'],
        summary:
          'The layer configuration of a shop: trigger selector, languages, capabilities, customisation, behaviour',
        params: z.object({ instance: z.string().min(1).max(200) }),
        response: { 200: layerConfigResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const config = await layerConfig(scope.db, request.params.instance);
      if (!config) throw new DomainError('global-404', 'Instance not found', { status: 404 });
      reply.header('cache-control', `public, max-age=${layerConfigMaxAgeSeconds}`);
      return config;
    },
  );
}
