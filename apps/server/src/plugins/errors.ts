import { DomainError, errorBodySchema, translate, type ErrorBody } from '@playboard/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { redactUrl } from './log-redaction.ts';

/** The single shape every error leaves the server in (the domain's, which the console reads). */
export const errorResponse = errorBodySchema;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Spec codes for invalid fields of this route, by field path (e.g. `{ email: 'acc-3' }`):
     * the first invalid field listed here gives the error its code instead of `global-400`.
     */
    errorCodes?: Record<string, string>;
  }
}

/** Domain schemas carry i18n keys as issue messages (`validation.email`); clients read English. */
function issueText(message: string | undefined, params: Record<string, unknown> = {}): string {
  if (!message) return 'Invalid value';
  // The bound messages (`validation.min`, `validation.max`) name the bound the issue reports.
  const bounds = { min: String(params.minimum ?? ''), max: String(params.maximum ?? '') };
  return /^validation\.[\w.]+$/.test(message)
    ? translate(message, 'en', { host: 'https://', ...bounds })
    : message;
}

export function errorBody(code: string, message: string): ErrorBody {
  return { errors: [{ code, message }] };
}

const statusCodes: Record<number, string> = {
  400: 'global-400',
  401: 'global-401',
  403: 'global-403',
  404: 'global-404',
  405: 'global-405',
  408: 'global-408',
  409: 'global-409',
  413: 'global-413',
  415: 'global-415',
  429: 'global-429',
  431: 'global-431',
  503: 'global-503',
};

/**
 * Fastify's `frameworkErrors`: the router refuses a path it cannot decode (bad percent-encoding)
 * before any hook or the error handler runs, so that answer gets the one error shape here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error, url: redactUrl(request.url) }, 'the router failed');
    return reply.status(500).send(errorBody('global-500', 'Internal server error'));
  }
  return reply.status(status).send(errorBody(statusCodes[status] ?? `global-${status}`, error.message));
}

const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are larger than the server accepts' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request (headers too large, a
 * malformed request line) before Fastify sees it, with only the socket left to answer on. Writes
 * the response by hand as Fastify's default does, in the one error shape, and closes the socket.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read',
  };
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(statusCodes[status] ?? 'global-400', message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The status and body an error leaves the server with: a domain error's code, a validation error
 * naming each field (with the route's spec code where it declares one), and nothing of a 5xx but
 * its log and report. For a route set whose errors carry more (the Facets API, spec 2 §8).
 */
export function errorAnswer(
  app: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  const where = { requestId: request.id, method: request.method, route: request.routeOptions.url };
  if (error instanceof DomainError) {
    if (error.status >= 500) {
      request.log.error({ err: error }, 'domain failure');
      app.reportError(error, where);
    }
    return { status: error.status, body: errorBody(error.code, error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      text: issueText(issue.message, issue.params),
    }));
    const message = issues.map(({ field, text }) => (field ? `${field}: ${text}` : text)).join('; ');
    const codes = request.routeOptions.config.errorCodes ?? {};
    const code = issues.map(({ field }) => codes[field]).find(Boolean) ?? 'global-400';
    return { status: 400, body: errorBody(code, message) };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, url: redactUrl(request.url) }, 'response did not match its schema');
    app.reportError(error, where);
    return { status: 500, body: errorBody('global-500', 'Internal server error') };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error(
      { err: error, method: request.method, url: redactUrl(request.url) },
      'unexpected failure',
    );
    app.reportError(error, where);
    return status === 503
      ? { status: 503, body: errorBody('global-503', 'Internal server error') }
      : { status: 500, body: errorBody('global-500', 'Internal server error') };
  }
  return { status, body: errorBody(statusCodes[status] ?? `global-${status}`, error.message) };
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = errorAnswer(app, error, request);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(errorBody('global-404', `Route ${request.method} ${request.url} not found`)),
    );
  },
  { name: 'errors', decorators: { fastify: ['reportError'] } },
);
