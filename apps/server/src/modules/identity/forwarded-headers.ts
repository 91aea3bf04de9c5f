import type { FastifyRequest } from 'fastify';

/**
 * oidc-provider (koa) believes X-Forwarded-* for every request or for none, while TRUST_PROXY may
 * list the proxies to believe. So the provider always reads them (`provider.proxy`), and each
 * request reaches it carrying what Fastify concluded from its peer and TRUST_PROXY: a client that
 * is not a trusted proxy cannot choose the URLs the provider answers with.
 */
export function forwardWhatFastifyTrusts(request: FastifyRequest): void {
  const { protocol, host, ip } = request;
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = protocol;
  headers['x-forwarded-host'] = host;
  headers['x-forwarded-for'] = ip;
}
