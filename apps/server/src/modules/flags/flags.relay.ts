// With FLAGS_URL, a real Unleash (or Unleash Edge) serves the flags: the console still calls this
// server (same origin, the Content Security Policy unchanged, the frontend token kept off the
// browser), which relays each call with the context untouched, so the Unleash evaluates its own
// strategies for the console's current engine.
import { DomainError } from '@playboard/domain';

/** Long enough for a remote Unleash, short enough that a console's refresh is not held up. */
const RELAY_TIMEOUT_MS = 5_000;

export interface FlagService {
  url: string;
  clientKey: string;
}

/** What the Unleash answered to a toggles call: 200 with its body and ETag, or 304. */
export interface RelayedToggles {
  status: 200 | 304;
  etag: string | undefined;
  body: unknown;
}

function unavailable(detail: string): DomainError {
  return new DomainError('global-503', `The flag service at FLAGS_URL ${detail}`, { status: 503 });
}

async function relay(service: FlagService, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${service.url}${path}`, {
      ...init,
      headers: { authorization: service.clientKey, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(`did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The toggles for a console's context: a GET with its query string, or a POST with its body;
 * `etag` is the one the console holds, so an unchanged set stays a 304.
 */
export async function relayToggles(
  service: FlagService,
  request: { search: string; body?: unknown; etag?: string | undefined },
): Promise<RelayedToggles> {
  const conditional = request.etag ? { 'if-none-match': request.etag } : {};
  const response =
    request.body === undefined
      ? await relay(service, request.search, { headers: conditional })
      : await relay(service, '', {
          method: 'POST',
          headers: { ...conditional, 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        });
  const etag = response.headers.get('etag') ?? undefined;
  if (response.status === 304) return { status: 304, etag, body: null };
  if (!response.ok) throw unavailable(`answered ${response.status}`);
  return { status: 200, etag, body: await response.json() };
}

/** The console's flag metrics, passed on to the Unleash. */
export async function relayMetrics(service: FlagService, body: unknown): Promise<void> {
  const response = await relay(service, '/client/metrics', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw unavailable(`refused the metrics (${response.status})`);
}
