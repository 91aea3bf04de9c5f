// The embedded provider's hosted pages under /billing/v1/hosted/{token}: the payment details form
// (validates the card with a 1 euro charge refunded at once, each form once: its nonce is the
// ledger's idempotency key) and the customer portal (plan and frequency, payment details, cancel,
// reactivate, invoice PDFs). The token of the link is the access: no bearer token, no OpenAPI entry.
import formbody from '@fastify/formbody';
import {
  DomainError,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  TRIAL,
  translate,
  type Language,
} from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BillingSessionRow } from '../../db/schema/index.ts';
import { billingNow, type SubscriptionProvider } from './billing-context.ts';
import { organizationPlans, subscriptionRow } from './billing.service.ts';
import { checkCard } from './card.ts';
import { hostedSession, sessionActor } from './hosted-sessions.ts';
import { createHostedPages, type EscapeHtml } from './hosted-pages.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { findInvoice, listInvoices } from './invoices.service.ts';
import { recordOnce, TEST_CARDS } from './ledger.ts';
import {
  cancelSubscription,
  changePlan,
  getSubscription,
  reactivateSubscription,
  savePaymentMethod,
} from './subscriptions.service.ts';

const tokenParams = z.object({ token: z.string().max(100) });
const cardBody = z.object({
  nonce: z.uuid().optional(),
  cardholder: z.string().max(200).default(''),
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
});
const planBody = z.object({ plan: z.string().max(40), frequency: z.string().max(10) });
const cancelBody = z.object({ reason: z.string().max(40), comment: z.string().max(1000).default('') });
const notices = z.object({
  notice: z.enum(['payment-details', 'plan', 'cancelled', 'reactivated']).optional(),
});

/** The identity module's page language choice (Accept-Language), handed over by app.ts. */
export type PickLanguage = (uiLocales: unknown, acceptLanguage: string | undefined) => Language;

/** What the hosted pages take from the identity module (app.ts hands them over: no module cycle). */
export interface HostedPageTools {
  escapeHtml: EscapeHtml;
  pickLanguage: PickLanguage;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export async function hostedRoutes(
  app: FastifyInstance,
  { provider, ...tools }: HostedPageTools & { provider: SubscriptionProvider },
) {
  const { hostedTexts, renderMessage, renderPaymentPage, renderPortalPage } = createHostedPages(
    tools.escapeHtml,
  );
  const languageOf = (request: FastifyRequest): Language =>
    tools.pickLanguage(undefined, request.headers['accept-language']);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const schema = { hide: true, params: tokenParams };
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  const base = (token: string) => `/billing/v1/hosted/${token}`;
  const back = (session: BillingSessionRow) => `${app.config.publicUrl}${session.returnPath}`;

  /** The session of the link, or the expired page (410) already sent. */
  async function sessionOr(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    kind?: BillingSessionRow['kind'],
  ) {
    const session = await hostedSession(app, request.params.token);
    if (session && (!kind || session.kind === kind)) return session;
    const t = hostedTexts(languageOf(request));
    await html(reply, 410, renderMessage(languageOf(request), t.expired, t.expiredMessage, null));
    return undefined;
  }

  async function externalOr(session: BillingSessionRow, request: FastifyRequest, reply: FastifyReply) {
    const subscription = await getSubscription(app, session.organizationId);
    if (!subscription.externalBilling) return subscription;
    const language = languageOf(request);
    const t = hostedTexts(language);
    await html(reply, 409, renderMessage(language, t.portalTitle, t.externalBilling, back(session)));
    return undefined;
  }

  app.get('/hosted/:token/payment-details', { schema }, async (request, reply) => {
    const { token } = tokenParams.parse(request.params);
    const session = await sessionOr(request as FastifyRequest<{ Params: { token: string } }>, reply);
    if (!session || !(await externalOr(session, request, reply))) return reply;
    const page = renderPaymentPage({
      language: languageOf(request),
      action: `${base(token)}/payment-details`,
      nonce: crypto.randomUUID(),
      showTestCards: !app.config.stripeSecretKey,
    });
    return html(reply, 200, page);
  });

  app.post('/hosted/:token/payment-details', { schema, config: limited }, async (request, reply) => {
    const { token } = tokenParams.parse(request.params);
    const session = await sessionOr(request as FastifyRequest<{ Params: { token: string } }>, reply);
    if (!session || !(await externalOr(session, request, reply))) return reply;
    const language = languageOf(request);
    const form = cardBody.safeParse(request.body ?? {});
    const input = form.success ? form.data : cardBody.parse({});
    const row = await subscriptionRow(app, session.organizationId);
    const check = checkCard(input, billingNow(app, row.clockOffsetMs));
    const nonce = input.nonce ?? crypto.randomUUID();
    const again = (status: number, extra: Parameters<typeof renderPaymentPage>[0]) =>
      html(reply, status, renderPaymentPage(extra));
    const pageOptions = {
      language,
      action: `${base(token)}/payment-details`,
      values: { cardholder: input.cardholder, cardNumber: input.cardNumber, expiry: input.expiry },
      showTestCards: !app.config.stripeSecretKey,
    };
    if (!check.ok || !input.nonce) {
      return again(400, { ...pageOptions, nonce, fieldErrors: check.ok ? {} : check.fields });
    }
    const card = {
      last4: check.method.last4,
      alwaysDeclines: check.number === TEST_CARDS.alwaysDeclines,
      declinesAfterValidation: check.number === TEST_CARDS.declinesAfterValidation,
    };
    const validation = await recordOnce(app.db, {
      organizationId: session.organizationId,
      idempotencyKey: `validation:${input.nonce}`,
      kind: 'CHARGE',
      amountCents: TRIAL.validationChargeEur * 100,
      description: 'Card validation (refunded)',
      card,
      validation: true,
    });
    if (validation.row.status !== 'SUCCEEDED') {
      // A new form (new nonce): trying another card is a new validation.
      return again(402, { ...pageOptions, nonce: crypto.randomUUID(), problem: 'bil-1' });
    }
    await recordOnce(app.db, {
      organizationId: session.organizationId,
      idempotencyKey: `validation-refund:${input.nonce}`,
      kind: 'REFUND',
      amountCents: TRIAL.validationChargeEur * 100,
      description: 'Card validation refund',
      card,
    });
    // A second submit of the same form charged nothing and saves nothing again.
    if (validation.created)
      await savePaymentMethod(app, session.organizationId, check.method, sessionActor(session));
    if (session.kind === 'PORTAL') return reply.redirect(`${base(token)}/portal?notice=payment-details`, 303);
    const t = hostedTexts(language);
    return html(reply, 200, renderMessage(language, t.saved, t.savedMessage, back(session), true));
  });

  app.get(
    '/hosted/:token/portal',
    { schema: { ...schema, querystring: notices } },
    async (request, reply) => {
      const { token } = tokenParams.parse(request.params);
      const session = await sessionOr(
        request as FastifyRequest<{ Params: { token: string } }>,
        reply,
        'PORTAL',
      );
      if (!session) return reply;
      const subscription = await externalOr(session, request, reply);
      if (!subscription) return reply;
      const language = languageOf(request);
      const { notice } = notices.parse(request.query);
      const t = hostedTexts(language);
      const noticeText =
        notice &&
        {
          'payment-details': t.savedMessage,
          plan: translate('billingEvents.pricePlanUpdated', language),
          cancelled: t.statuses.CANCELLED,
          reactivated: t.statuses[subscription.status],
        }[notice];
      const invoices = await listInvoices(app.db, session.organizationId, { limit: 24, offset: 0 });
      const page = renderPortalPage({
        language,
        base: base(token),
        back: back(session),
        subscription,
        plans: (await organizationPlans(app, session.organizationId)).plans,
        invoices: invoices.results,
        ...(noticeText ? { notice: { kind: 'success' as const, text: noticeText } } : {}),
      });
      return html(reply, 200, page);
    },
  );

  /** Runs a portal change; a refused one shows the portal's message page with the spec's text. */
  async function portalChange(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (session: BillingSessionRow) => Promise<void>,
    notice: string,
  ) {
    const { token } = tokenParams.parse(request.params);
    const session = await sessionOr(
      request as FastifyRequest<{ Params: { token: string } }>,
      reply,
      'PORTAL',
    );
    if (!session) return reply;
    try {
      await change(session);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const language = languageOf(request);
      const text = error.code === 'global-400' ? error.message : translate(`errors.${error.code}`, language);
      return html(
        reply,
        error.status,
        renderMessage(language, hostedTexts(language).portalTitle, text, `${base(token)}/portal`),
      );
    }
    return reply.redirect(`${base(token)}/portal?notice=${notice}`, 303);
  }

  function parsed<T extends z.ZodType>(schemaOf: T, value: unknown): z.output<T> {
    const result = schemaOf.safeParse(value);
    if (!result.success) throw new DomainError('global-400', 'The form is incomplete', { status: 400 });
    return result.data;
  }

  app.post('/hosted/:token/plan', { schema, config: limited }, async (request, reply) =>
    portalChange(
      request,
      reply,
      async (session) => {
        const form = parsed(planBody, request.body ?? {});
        const input = parsed(subscriptionChangeSchema, {
          plan: { key: form.plan },
          price: { frequency: form.frequency },
        });
        await changePlan(app, session.organizationId, input, sessionActor(session), provider);
      },
      'plan',
    ),
  );

  app.post('/hosted/:token/cancel', { schema, config: limited }, async (request, reply) =>
    portalChange(
      request,
      reply,
      async (session) => {
        await cancelSubscription(
          app,
          session.organizationId,
          parsed(subscriptionCancelSchema, parsed(cancelBody, request.body ?? {})),
          sessionActor(session),
          provider,
        );
      },
      'cancelled',
    ),
  );

  app.post('/hosted/:token/reactivate', { schema, config: limited }, async (request, reply) =>
    portalChange(
      request,
      reply,
      async (session) => {
        await reactivateSubscription(app, session.organizationId, sessionActor(session), provider);
      },
      'reactivated',
    ),
  );

  app.get(
    '/hosted/:token/invoices/:invoiceId/pdf',
    { schema: { hide: true, params: tokenParams.extend({ invoiceId: z.uuid() }) } },
    async (request, reply) => {
      const session = await sessionOr(
        request as FastifyRequest<{ Params: { token: string } }>,
        reply,
        'PORTAL',
      );
      if (!session) return reply;
      const { invoiceId } = request.params as { invoiceId: string };
      const invoice = await findInvoice(app.db, session.organizationId, invoiceId);
      return reply
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .type('application/pdf')
        .send(await invoicePdf(invoice, app.config.billingSellerCountry));
    },
  );
}
