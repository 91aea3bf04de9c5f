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

/** The page the console loads in a hidden frame to renew its token: the only one it may frame. */
const silentRenewPage = '/silent-renew.html';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isServerPath(path: string): boolean {
  return serverPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** A path with an extension names a built file (`/assets/index-abc.js`, `/silent-renew.html`). */
function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path);
}

function notFound(request: FastifyRequest): DomainError {
  return new DomainError('global-404', `Route ${request.method} ${request.url} not found`, { status: 404 });
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
  // Files are looked up per request (not globbed at start), so a rebuild is served without a restart.
  await app.register(fastifyStatic, { root, serve: false });
  const built = () => existsSync(join(root, 'index.html'));

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = pathOf(request);
    if (isServerPath(path)) throw notFound(request);
    if (path === silentRenewPage) reply.helmet(app.securityHeaders.framedBySelf);
    if (isFilePath(path)) {
      // Vite fingerprints everything under assets/, so those files never change.
      const options = path.startsWith('/assets/') ? { maxAge: '1y', immutable: true } : { maxAge: 0 };
      return reply.sendFile(decodeURIComponent(path.slice(1)), options);
    }
    if (!(request.headers.accept ?? '').includes('text/html')) throw notFound(request);
    if (!built()) return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage);
    // The shell must be revalidated so a new deploy's asset names are picked up at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
