// What the log must never hold: the secrets some URLs carry. E-mail links put their token in the
// path (`/account/v1/users/confirmations/{token}`, `/account/v1/password-resets/{token}`,
// `/account/v1/email-changes/{token}`, `/account/v1/invites/{token}/...`, the console's
// `/email-change/{token}` and `/invitations/{token}`) or the query (`/reset-password?token=`), and
// the identity provider returns its authorization code in the query; whoever read them in the log
// could confirm an account, set its password, move its e-mail or join a team.
import type { FastifyRequest } from 'fastify';

const MASK = '[redacted]';

/** Path segments that are followed by a secret token. */
const secretPath = /((?:\/confirmations|\/password-resets|\/email-changes|\/v1\/invites)\/)[^/?#]+/g;

/** The console's pages whose path ends with an e-mail link's token. */
const secretPage = /^(\/(?:email-change|invitations)\/)[^/?#]+/;

/** Query parameters whose value is a secret. */
const secretParameters = new Set(['token', 'code', 'code_verifier', 'id_token_hint', 'access_token']);

/** The URL as it may be logged: path tokens and secret query values masked, the rest unchanged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart))
    .replace(secretPath, `$1${MASK}`)
    .replace(secretPage, `$1${MASK}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretParameters.has(name.toLowerCase()) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log line (method, url, host, client address) with the URL redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
