import { suggestionRulesSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { merchandisingApi, siteAccess, siteParams } from './merchandising-api.ts';
import { getSuggestionRules, updateSuggestionRules } from './suggestion-rules.service.ts';

const { tags, security, errors } = merchandisingApi;

/** How a site's popular searches are learned: banned words (spec 2's `play.blacklist`) and thresholds. */
export async function suggestionRulesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/suggestion-rules',
    {
      schema: {
        tags,
        security,
        summary:
          "The words that keep a search out of the site's popular searches and suggestions, and the sessions and days a search is learned from",
        params: siteParams,
        response: { 200: suggestionRulesSchema, ...errors },
      },
      config: { access: siteAccess('play.blacklist', 'READ') },
    },
    async (request) => getSuggestionRules(app.db, siteOf(request).id),
  );

  routes.put(
    '/sites/:siteId/suggestion-rules',
    {
      schema: {
        tags,
        security,
        summary:
          "Replaces the site's suggestion rules: banned words apply to the next search, thresholds to the next build; recorded in history",
        params: siteParams,
        body: suggestionRulesSchema,
        response: { 200: suggestionRulesSchema, ...errors },
      },
      config: { access: siteAccess('play.blacklist', 'WRITE') },
    },
    async (request) => updateSuggestionRules(app, siteOf(request).id, request.body, request.auth),
  );
}
