// Serves the built console (apps/console/dist) with the SPA fallback: any GET that accepts HTML and
// is not an API, identity, docs or asset path gets index.html, so deep links survive a reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DomainError } from '@playboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Prefixes that belong to the server, never to the console's router (DESIGN "APIs and where they live"). */
const serverPrefixes = [
  '/account/v1/',
  '/main/v1/',
  '/index/v1/',
  '/billing/v1/',
  '/playboard-communication/v1/',
  '/config/v1/',
  '/configurations/clients/',
  '/offline/v1/',
  '/suggestions/manage/',
  '/management/v1/',
  '/merchandising/v1/',
  '/analytics/v1/',
  '/search/v1/',
  '/nextqueries/',
  '/relatedtags/',
  '/relatedprompts/',
  '/semantics-api/',
  '/tagging/v1/',
  '/flags/',
  '/oidc',
  '/docs',
  '/mailbox',
  '/socket.io',
  '/healthz',
  '/readyz',
];

function wantsConsole(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  // `/account` is a console page while `/account/v1/...` is the Account API: a prefix ending in a
  // slash claims only what lies below it.
  if (
    serverPrefixes.some((prefix) =>
      prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
    )
  )
    return false;
  // A missing file (`/assets/gone.js`) is a 404, not the app shell.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const missingBuildPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Playboard: console not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The console has not been built yet</h1>
<p>The server is running, but <code>apps/console/dist</code> does not exist. Run <code>npm run build</code>
(or start everything with <code>npm start</code>, which builds first) and reload this page.</p>
<p>The APIs are up: see <a href="/docs">/docs</a>.</p>
</body>
</html>`;

export default async function consoleStatic(app: FastifyInstance) {
  const root = app.config.consoleDir;
  const built = existsSync(join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (path.includes(`${join('/', 'assets', '/')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!wantsConsole(request)) {
      throw new DomainError('global-404', `Route ${request.method} ${request.url} not found`, {
        status: 404,
      });
    }
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage);
    // The shell must be revalidated so a new deploy's asset names are picked up at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
