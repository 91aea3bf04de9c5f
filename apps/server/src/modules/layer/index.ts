// Layer delivery (issue 6 pins §C): the loader shops embed (/layer.js), the app chunks it imports
// (/layer/assets/*, built by apps/layer into apps/layer/dist) and the console's preview page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DomainError } from '@playboard/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../search/index.ts';
import { previewPage } from './preview-page.ts';

/** How long browsers keep /layer.js: its name never changes, so a deploy reaches shops this late at most. */
export const LOADER_MAX_AGE_SECONDS = 300;

function notBuilt(): DomainError {
  return new DomainError('global-503', 'The search layer has not been built: run npm run build', {
    status: 503,
  });
}

// Chunks are imported as module scripts from the shop's origin, which browsers fetch with CORS.
function publicAsset(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
}

export default async function layer(app: FastifyInstance) {
  const root = app.config.layerDir;
  // Files are looked up per request, so a rebuild is served without a restart.
  await app.register(fastifyStatic, { root, serve: false });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/layer.js', { schema: { hide: true } }, async (_request, reply) => {
    if (!existsSync(join(root, 'layer.js'))) throw notBuilt();
    return publicAsset(reply)
      .type('text/javascript; charset=utf-8')
      .sendFile('layer.js', root, { maxAge: LOADER_MAX_AGE_SECONDS * 1000, immutable: false });
  });

  typed.get<{ Params: { '*': string } }>(
    '/layer/assets/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = request.params['*'];
      if (!/^[\w.-]+$/.test(file) || !existsSync(join(root, 'assets', file))) {
        throw new DomainError('global-404', `Route GET ${request.url} not found`, { status: 404 });
      }
      // Vite fingerprints every chunk, so a chunk never changes under its name.
      return publicAsset(reply).sendFile(file, join(root, 'assets'), { maxAge: '1y', immutable: true });
    },
  );

  typed.get(
    '/layer/preview.html',
    {
      // Only the console (same origin) may frame it: it renders drafts posted by its parent.
      helmet: app.securityHeaders.layerPreview,
      schema: {
        tags: ['layer'],
        summary: "The layer inline and always open, for the console's customisation preview",
        querystring: z.object({
          instance: z.string().min(1).max(100),
          lang: z
            .string()
            .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag')
            .optional(),
        }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(previewPage(request.query.instance, request.query.lang ?? 'en')),
  );
}
