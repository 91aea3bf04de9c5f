import { errorBodySchema, type ErrorBody } from '@playboard/domain';
import { getAuthorizationHeader } from './auth.ts';

/** An API answer with status 400..599 (spec 1 §7), or a network failure (status 0, 'Failed to fetch'). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Failed to fetch';

/** The first entry of the server's error body, when the body is one. */
function firstError(body: unknown): ErrorBody['errors'][number] | undefined {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors[0] : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one call and answers its response, or throws an {@link ApiError} for a failure status or the network. */
async function send(
  method: string,
  path: string,
  body: unknown,
  init: RequestInit,
  accept: string,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', accept);
  const authorization = getAuthorizationHeader();
  if (authorization && !headers.has('authorization')) headers.set('authorization', authorization);
  if (body !== undefined) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (response.status >= 400 && response.status <= 599) {
    const payload = await readBody(response);
    const entry = firstError(payload);
    const code = entry?.code;
    const message = entry?.message ?? (response.statusText || `HTTP ${response.status}`);
    throw new ApiError(response.status, message, code, payload);
  }
  return response;
}

async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await send(method, path, body, init, 'application/json');
  return (await readBody(response)) as T;
}

/** Same-origin JSON client; adds `Authorization: <token_type> <access_token>` when signed in. */
export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body, init),
  patch: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PATCH', path, body, init),
  delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
  /** A file (a PDF): GET with `accept` set to its type; failures throw as for JSON calls. */
  file: async (path: string, accept: string, init: RequestInit = {}) =>
    (await send('GET', path, undefined, init, accept)).blob(),
};
