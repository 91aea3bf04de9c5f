import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InstanceDirectory } from './instance-directory.ts';

function instanceOf(request: FastifyRequest): string | undefined {
  const params = request.params as { instance?: string } | undefined;
  if (params?.instance) return params.instance;
  const query = request.query as { instance?: unknown } | undefined;
  return typeof query?.instance === 'string' ? query.instance : undefined;
}

/**
 * CORS and headers for the public storefront APIs: a browser on the site's own origin may call
 * them, with the `x-origin` header 1.1.0-alpha.63 adds to every call (so every path answers the
 * preflight). Their answers are JSON or empty, never a page, so the page headers of
 * plugins/security-headers.ts (a policy, framing, referrer) say nothing there; @fastify/helmet
 * builds them anew for every request, which costs the busiest routes a few per cent of the server.
 * They keep the two that apply: nosniff and a resource policy open to every origin.
 */
export function storefrontCors(scope: FastifyInstance, directory: InstanceDirectory, paths: string[]): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, helmet: { skipRoute: true } };
  });
  scope.addHook('onRequest', async (request, reply) => {
    // Any page may load these (tracking beacons are no-cors requests): not only this origin.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header('vary', 'Origin');
    const instance = instanceOf(request);
    if (!instance) return;
    const site = await directory.resolve(instance);
    if (site?.origin === origin) reply.header('access-control-allow-origin', origin);
  });
  for (const path of paths) {
    scope.options(path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'x-origin, content-type, accept')
        .header('access-control-max-age', '600')
        .status(204)
        .send(),
    );
  }
}
