import { DomainError } from '@playboard/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The single shape every error leaves the server in; the console's error handler reads `errors[0].code`. */
export interface ErrorBody {
  errors: { code: string; message: string }[];
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
  409: 'global-409',
  413: 'global-413',
  415: 'global-415',
  429: 'global-429',
  503: 'global-503',
};

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        if (error.status >= 500) request.log.error({ err: error }, 'domain failure');
        return reply.status(error.status).send(errorBody(error.code, error.message));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = error.validation
          .map((issue) => {
            const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
            return field ? `${field}: ${issue.message}` : issue.message;
          })
          .join('; ');
        return reply.status(400).send(errorBody('global-400', message));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, url: request.url }, 'response did not match its schema');
        return reply.status(500).send(errorBody('global-500', 'Internal server error'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'unexpected failure');
        return reply
          .status(status === 503 ? 503 : 500)
          .send(errorBody(status === 503 ? 'global-503' : 'global-500', 'Internal server error'));
      }
      return reply.status(status).send(errorBody(statusCodes[status] ?? `global-${status}`, error.message));
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(errorBody('global-404', `Route ${request.method} ${request.url} not found`)),
    );
  },
  { name: 'errors' },
);
