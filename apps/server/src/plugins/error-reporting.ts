// Unexpected failures are always logged; with SENTRY_DSN they are also sent to Sentry (DESIGN.md:
// error reporting, logged by default, Sentry in production).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What is known about where an unexpected failure happened: a request, a job. */
export type ErrorContext = Record<string, string | number | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends an unexpected failure to the error-reporting service, when one is configured. */
    reportError(error: unknown, context: ErrorContext): void;
  }
}

/** How long closing the server waits for reports still in flight. */
const flushMs = 2000;

export default fp(
  async function errorReporting(app: FastifyInstance) {
    const dsn = app.config.sentryDsn;
    if (dsn === undefined) {
      app.decorate('reportError', () => undefined);
      return;
    }
    // Loaded only when configured: the SDK is large and most deployments start without it.
    const Sentry = await import('@sentry/node');
    // Errors only: no tracing, no automatic instrumentation, no process handlers of its own.
    Sentry.init({
      dsn,
      defaultIntegrations: false,
      integrations: [Sentry.linkedErrorsIntegration()],
    });
    app.decorate('reportError', (error: unknown, context: ErrorContext) => {
      Sentry.withScope((scope) => {
        for (const [key, value] of Object.entries(context)) {
          if (value !== undefined) scope.setTag(key, String(value));
        }
        Sentry.captureException(error);
      });
    });
    app.addHook('onClose', async () => {
      await Sentry.close(flushMs);
    });
    app.log.info('unexpected failures are reported to Sentry');
  },
  { name: 'error-reporting', dependencies: ['config'] },
);
