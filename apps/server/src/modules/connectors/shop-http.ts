// Every outgoing call of the connectors (shop modules, feeds, Shopify) goes through `shopRequest`,
// so network failures map to the spec codes the same way everywhere (protocol §1) and every
// connection, redirects included, goes only where the outbound policy allows.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { DomainError } from '@playboard/domain';
import { connectorError } from './connector-errors.ts';
import { PUBLIC_ONLY, type OutboundPolicy } from './outbound-policy.ts';

export interface ShopRequestOptions {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Until the response headers arrive; past it the call fails with cat-02. */
  timeoutMs: number;
  /** Until the whole body has arrived, counted from the headers (default `timeoutMs`). */
  bodyTimeoutMs?: number;
  /** A larger body is refused with mot-14 before it is all read. */
  maxBytes?: number;
  /** Same-site redirects followed (http → https, `www.`); anything else is mot-12. */
  maxRedirects?: number;
  /** Where connections may go (default: public addresses only); refused ones fail with mot-13. */
  policy?: OutboundPolicy;
}

export interface ShopResponse {
  url: URL;
  status: number;
  headers: Headers;
  body: Buffer;
}

// A page of 1,000 products with long descriptions in several languages stays well under this.
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const unreachableCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const timeoutCodes = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  // undici wraps the socket error in `cause`; a host with several addresses fails as an AggregateError.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (Array.isArray(errors)) codes.push(...errors.flatMap(errorCodes));
    current = cause;
  }
  return codes;
}

function networkFailure(error: unknown, url: URL): DomainError {
  const codes = errorCodes(error);
  if (codes.some((code) => timeoutCodes.has(code))) return connectorError('cat-02', url.host);
  if (codes.some((code) => unreachableCodes.has(code))) return connectorError('cat-01', url.host);
  // TLS failures (bad certificate, handshake) and anything unforeseen: the URL or module is wrong.
  return connectorError('mot-12', codes[0] ?? (error instanceof Error ? error.message : String(error)));
}

function sameSite(from: URL, to: URL): boolean {
  const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
  return host(from) === host(to);
}

/** The body as the shop sent it, or decompressed when it came gzip, deflate or brotli encoded. */
function decoded(response: IncomingMessage, url: URL): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoders: Record<string, () => Transform> = {
    gzip: createGunzip,
    'x-gzip': createGunzip,
    deflate: createInflate,
    br: createBrotliDecompress,
  };
  const decoder = decoders[encoding];
  if (decoder) {
    // A failure of either stream surfaces where the decoded body is read.
    return pipeline(response, decoder(), () => undefined);
  }
  if (encoding !== 'identity') throw connectorError('mot-12', `${url.href} answered in ${encoding} encoding`);
  return response;
}

async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? '0');
  if (declared > maxBytes) throw connectorError('mot-14', `${url.href} is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  // Counted after decompression, so a small compressed body cannot unpack past the limit.
  for await (const chunk of decoded(response, url)) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    // Leaving the loop by a throw destroys the stream, so the rest is never downloaded.
    if (size > maxBytes) throw connectorError('mot-14', `${url.href} is larger than ${maxBytes} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return headers;
}

/**
 * One request and its response headers. The connection goes to an address the policy allowed:
 * an IP in the URL is checked before connecting, a host name's addresses by the lookup the
 * connection uses, so what was checked is what is connected to. A fresh connection per request
 * (no pool), so none opened under another policy is reused.
 */
function send(url: URL, options: ShopRequestOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup = (options.policy ?? PUBLIC_ONLY).connectionLookup(url);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          'user-agent': 'Playboard-Connector/1',
          accept: '*/*',
          'accept-encoding': 'gzip, deflate, br',
          ...options.headers,
        },
        agent: false,
        signal,
        ...(lookup ? { lookup } : {}),
      },
      resolve,
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * One HTTP call with the connector's failure mapping: an address the policy refuses → mot-13,
 * unreachable → cat-01, no answer in time → cat-02, TLS and other transport failures → mot-12.
 * HTTP statuses are returned, not judged: each caller maps them (a 404 means different things to
 * a module and to a feed). Redirects are followed here, each hop checked like the first.
 */
export async function shopRequest(url: URL, options: ShopRequestOptions): Promise<ShopResponse> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const controller = new AbortController();
    let timedOut = false;
    const arm = (ms: number) =>
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    let timer = arm(options.timeoutMs);
    try {
      const response = await send(current, options, controller.signal);
      clearTimeout(timer);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        const target = new URL(location, current);
        if (redirects >= (options.maxRedirects ?? 3) || !sameSite(current, target)) {
          throw connectorError('mot-12', `${current.href} redirects to ${target.href}`);
        }
        current = target;
        continue;
      }
      timer = arm(options.bodyTimeoutMs ?? options.timeoutMs);
      const body = await readBody(response, current, options.maxBytes ?? DEFAULT_MAX_BYTES);
      return { url: current, status, headers: headersOf(response), body };
    } catch (error) {
      if (timedOut) throw connectorError('cat-02', `${current.host} did not answer in time`);
      if (error instanceof DomainError) throw error;
      throw networkFailure(error, current);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The body as JSON, or undefined when it is not JSON (an HTML page, a truncated answer). */
export function jsonBody(response: ShopResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}
