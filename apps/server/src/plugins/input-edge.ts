// PostgreSQL cannot store NUL in text or jsonb, nor an unpaired UTF-16 surrogate in jsonb: such input
// failed deep in a query as a 500 (or, for a buffered tracking event, blocked the writer). It is
// refused here, once for every route: the URL (path and query, percent-decoded) when the request
// arrives, before any hook reads the database, and the parsed body before validation.
import { DomainError } from '@playboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

function refused(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/** A surrogate left unpaired: with the `u` flag a proper pair reads as one code point. */
const loneSurrogate = /\p{Cs}/u;

function storable(text: string): boolean {
  return !text.includes('\0') && !loneSurrogate.test(text);
}

/**
 * Where in a parsed body the first string or key PostgreSQL cannot store sits, as the validation
 * errors name fields (`items.0.name`, `''` for the body itself), or undefined when it has none.
 * Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function unstorableTextIn(body: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!storable(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (!storable(key) || (typeof item === 'string' && !storable(item))) return at;
        if (item !== null && typeof item === 'object') pending.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/** Refuses a URL that is not percent-encoded UTF-8 or that decodes to a NUL character. */
export function checkUrl(url: string): void {
  // An HTTP request line cannot carry a raw NUL byte: only an encoded one needs decoding to find.
  if (!url.includes('%')) return;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    throw refused('The address is not valid percent-encoded UTF-8');
  }
  if (decoded.includes('\0')) throw refused('The address holds a NUL character, which cannot be stored');
}

export default fp(
  async function inputEdge(app: FastifyInstance) {
    app.addHook('onRequest', async (request: FastifyRequest) => checkUrl(request.url));
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const at = unstorableTextIn(request.body);
      if (at !== undefined) {
        const what = 'holds a NUL character or an unpaired surrogate, which cannot be stored';
        throw refused(at ? `${at}: ${what}` : `The body ${what}`);
      }
    });
  },
  { name: 'input-edge', dependencies: ['errors'] },
);
