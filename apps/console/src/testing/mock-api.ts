import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters, when the URL has some. */
  query?: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-error';

type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Answers the console's `fetch` calls by `'METHOD /path'` (query string ignored) and records them.
 * For states a test needs exactly (an expired link, a network failure); an unmatched call fails
 * loudly with 501 so a missing handler is obvious.
 */
export function mockApi(handlers: Record<string, Reply | Handler>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const query = url.search ? Object.fromEntries(url.searchParams) : undefined;
    const call = { method, path: url.pathname, query, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body: payload } = reply ?? {
      status: 501,
      body: { errors: [{ code: 'test-unmocked', message: `${method} ${url.pathname}` }] },
    };
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** `{ errors: [{ code, message }] }`, the server's one error shape. */
export function apiError(status: number, code: string, message = code): Reply {
  return { status, body: { errors: [{ code, message }] } };
}
