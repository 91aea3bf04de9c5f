// The mail module: every process can queue mail (`app.mail.enqueue`); a process that mounts the
// `mail` module also runs the delivery worker and, without SMTP_URL, serves the mailbox page to the
// machine itself and to platform operators (mailbox-access.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@playboard/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createMailRepo } from './mail.repo.ts';
import { enqueueMail, findMailboxMessage, listMailbox, type OutgoingMail } from './mail.service.ts';
import { mailboxTransport, smtpTransport } from './mail.transport.ts';
import { createMailWorker, type MailWorker } from './mail.worker.ts';
import { mayReadMailbox } from './mailbox-access.ts';
import { renderMailboxList, renderMailboxMessage } from './mailbox.page.ts';

export { renderMail, type MailKind } from './mail.templates.ts';
export type { OutgoingMail } from './mail.service.ts';

export interface Mailer {
  /**
   * Queues a message. Pass `db` (a transaction) to tie it to the change it is about, then call
   * `wake()` after the commit; without `db` the local worker is woken at once.
   */
  enqueue(message: OutgoingMail, options?: { db?: Database }): Promise<void>;
  /** Delivers soon instead of at the next poll. */
  wake(): void;
  /** The delivery worker, when this process mounts the `mail` module. */
  worker: MailWorker | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Other processes' messages are picked up within this delay. */
const pollMs = 5_000;

export default fp(
  async function mail(app: FastifyInstance) {
    const { config } = app;
    const mounted = config.modules.has('mail');
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport();
    const worker = mounted
      ? createMailWorker({
          repo: createMailRepo(app.db),
          transport,
          clock: app.clock,
          log: app.log,
          reportError: (error, context) => app.reportError(error, context),
          pollMs,
        })
      : undefined;

    app.decorate('mail', {
      worker,
      async enqueue(message: OutgoingMail, options: { db?: Database } = {}) {
        await enqueueMail(options.db ?? app.db, message, app.clock());
        if (!options.db) worker?.wake();
      },
      wake: () => worker?.wake(),
    });

    if (!worker) return;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());

    if (transport.kind !== 'mailbox') return;
    const routes = app.withTypeProvider<ZodTypeProvider>();
    // Before validation, so a stranger's malformed id answers the same 404 as everything else. The
    // pages are not an API: they stay out of the OpenAPI document.
    const onRequest = async (request: FastifyRequest) => {
      if (!(await mayReadMailbox(app, request))) {
        throw new DomainError('global-404', `Route ${request.method} ${request.url} not found`, {
          status: 404,
        });
      }
    };
    routes.get(
      '/mailbox',
      {
        onRequest,
        schema: { hide: true, summary: 'Embedded mailbox: every e-mail sent, newest first (HTML)' },
      },
      async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(renderMailboxList(await listMailbox(app.db))),
    );
    routes.get(
      '/mailbox/:id',
      {
        onRequest,
        schema: {
          hide: true,
          summary: 'One e-mail of the embedded mailbox (HTML)',
          params: z.object({ id: z.uuid() }),
        },
      },
      async (request, reply) => {
        const message = await findMailboxMessage(app.db, request.params.id);
        if (!message) throw new DomainError('global-404', 'Message not found', { status: 404 });
        return reply.type('text/html; charset=utf-8').send(renderMailboxMessage(message));
      },
    );
  },
  { name: 'mail', dependencies: ['config', 'db', 'error-reporting', 'auth'] },
);
