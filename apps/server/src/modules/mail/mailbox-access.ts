// Who may read the embedded mailbox: it shows every account e-mail, password-reset links included,
// so only the machine itself or a platform operator. Anyone else gets the 404 of a route that does
// not exist, so strangers cannot even tell that this server has a mailbox.
import { isPlatformOperator } from '@playboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Headers a reverse proxy adds. A loopback connection carrying one was forwarded for a client
 * elsewhere (a proxy on the same machine connects from loopback), whatever TRUST_PROXY says:
 * trusted, they name an address the client may have chosen; untrusted, the real client is unknown.
 */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x as a dual-stack socket reports it. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/** A direct connection from the machine itself: the socket's own address, not a header's. */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    !forwardingHeaders.some((header) => request.headers[header] !== undefined)
  );
}

async function isPlatformOperatorRequest(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
  const auth = await app.verifyAccessToken(token).catch(() => undefined);
  return auth !== undefined && isPlatformOperator(auth.policies);
}

export async function mayReadMailbox(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return isFromThisMachine(request) || (await isPlatformOperatorRequest(app, request));
}
