import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(reply: FastifyReply, name: string, value: string, path: string): void {
  appendCookie(
    reply,
    `${name}=${encodeURIComponent(value)}; Path=${path || '/'}; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax`,
  );
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const previous = reply.getHeader('set-cookie');
  const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  reply.header('set-cookie', [...cookies, cookie]);
}

export function clearCookie(reply: FastifyReply, name: string, path: string): void {
  appendCookie(reply, `${name}=; Path=${path || '/'}; Max-Age=0; HttpOnly; SameSite=Lax`);
}
