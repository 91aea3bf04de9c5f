// The Billing API of spec 2 §7 under /billing/v1/organizations/{organizationId}, and the global
// plans list. Members holding BILLING only (a stranger gets 404, a member without it 403).
import {
  billingAddressResponseSchema,
  billingAddressSchema,
  billingRedirectUrlSchema,
  currentPeriodUsageSchema,
  invoicePageSchema,
  invoicesQuerySchema,
  paymentDetailsQuerySchema,
  plansResponseSchema,
  portalSessionBodySchema,
  searchUsageSchema,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionPeriodsSchema,
  subscriptionResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
  usageStartQuerySchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf, type AccessRule } from '../../plugins/tenancy.ts';
import type { BillingProviderAdapter } from './billing-provider.ts';
import {
  getBillingAddress,
  listPlans,
  organizationPlans,
  putBillingAddress,
  subscriptionRow,
} from './billing.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { findInvoice } from './invoices.service.ts';
import {
  advanceTestClock,
  approveNextPrice,
  cancelSubscription,
  changePlan,
  getSubscription,
  reactivateSubscription,
} from './subscriptions.service.ts';
import { currentPeriodUsage, searchUsage, subscriptionPeriods } from './usage.service.ts';

const organizationParams = z.object({ organizationId: z.uuid() });

export async function billingRoutes(
  app: FastifyInstance,
  { provider }: { provider: BillingProviderAdapter },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = {
    tags: ['billing'],
    security: [{ bearer: [] }],
    params: organizationParams,
  };
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
  // 502: bil-7, the payment provider (Stripe) refused or could not be reached.
  const changeErrors = { ...errors, 409: errorResponse, 422: errorResponse, 502: errorResponse };
  const providerErrors = { ...errors, 502: errorResponse };
  // The Billing API opens to members holding BILLING (spec 1 §6, spec 2 §6): a stranger gets 404,
  // a member without it 403.
  const read: AccessRule = {
    scope: 'organization',
    param: 'organizationId',
    resource: 'account',
    level: 'READ',
    permission: 'BILLING',
  };
  const write: AccessRule = { ...read, level: 'WRITE' };
  const base = '/organizations/:organizationId';

  routes.get(
    `${base}/subscription`,
    {
      schema: {
        ...common,
        summary: "The organisation's subscription: plan, price, trial, payment details, plan change, lock",
        response: { 200: subscriptionResponseSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getSubscription(app, membershipOf(request).organizationId),
  );

  routes.patch(
    `${base}/subscription`,
    {
      schema: {
        ...common,
        summary: 'Change plan and frequency: at once on trial, from the next period otherwise (pending)',
        body: subscriptionChangeSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) =>
      changePlan(app, membershipOf(request).organizationId, request.body, request.auth, provider),
  );

  routes.patch(
    `${base}/subscription/next-price/approve`,
    {
      schema: {
        ...common,
        summary: 'Approve the plan change the 90-day usage average proposed (nextPriceApproved false)',
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) => approveNextPrice(app, membershipOf(request).organizationId, request.auth, provider),
  );

  routes.patch(
    `${base}/subscription/cancel`,
    {
      schema: {
        ...common,
        summary: 'Cancel the subscription with a reason: the organisation locks (SUBSCRIPTION_CANCELLED)',
        body: subscriptionCancelSchema,
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) =>
      cancelSubscription(app, membershipOf(request).organizationId, request.body, request.auth, provider),
  );

  routes.patch(
    `${base}/subscription/reactivate`,
    {
      schema: {
        ...common,
        summary: 'Reactivate a cancelled or ended subscription and unlock the organisation',
        response: { 200: subscriptionResponseSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) =>
      reactivateSubscription(app, membershipOf(request).organizationId, request.auth, provider),
  );

  routes.put(
    `${base}/subscription/payment-details`,
    {
      schema: {
        ...common,
        summary: 'The page where payment details are entered (origin: the console path to come back to)',
        querystring: paymentDetailsQuerySchema,
        response: { 200: billingRedirectUrlSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) =>
      provider.paymentDetailsUrl(
        membershipOf(request).organizationId,
        request.query.origin ?? '/subscription',
        request.auth,
      ),
  );

  routes.put(
    `${base}/customer/portal-session`,
    {
      schema: {
        ...common,
        summary: 'The customer portal: plan and frequency, payment details, cancel, invoices',
        body: portalSessionBodySchema,
        response: { 200: billingRedirectUrlSchema, ...changeErrors },
      },
      config: { access: write },
    },
    async (request) =>
      provider.portalUrl(
        membershipOf(request).organizationId,
        request.body.returnPath ?? '/subscription',
        request.auth,
      ),
  );

  routes.get(
    `${base}/plans`,
    {
      schema: {
        ...common,
        summary:
          'The plans the organisation can buy on its platform (and the one it is on), with prices excl. VAT and monthly search allowances',
        response: { 200: plansResponseSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => organizationPlans(app, membershipOf(request).organizationId),
  );

  routes.get(
    `${base}/subscription/invoices`,
    {
      schema: {
        ...common,
        summary: 'Invoices, newest first, from 2024 on (limit, offset)',
        querystring: invoicesQuerySchema,
        response: { 200: invoicePageSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => provider.invoices(membershipOf(request).organizationId, request.query),
  );

  routes.get(
    `${base}/subscription/invoices/:invoiceId/pdf`,
    {
      schema: {
        ...common,
        params: organizationParams.extend({ invoiceId: z.uuid() }),
        summary: 'An invoice as PDF',
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
      config: { access: read },
    },
    async (request, reply) => {
      const invoice = await findInvoice(
        app.db,
        membershipOf(request).organizationId,
        request.params.invoiceId,
      );
      return reply
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .type('application/pdf')
        .send(await invoicePdf(invoice, app.config.billingSellerCountry));
    },
  );

  routes.get(
    `${base}/subscription/usage/current-period-dist`,
    {
      schema: {
        ...common,
        summary: "The current period's searches per day against the plan's allowance",
        response: { 200: currentPeriodUsageSchema, ...providerErrors },
      },
      config: { access: read },
    },
    async (request) =>
      currentPeriodUsage(app, await subscriptionRow(app, membershipOf(request).organizationId), provider),
  );

  routes.get(
    `${base}/subscription/subscription-periods`,
    {
      schema: {
        ...common,
        summary: 'The billed periods from start_date with their searches and allowance',
        querystring: usageStartQuerySchema,
        response: { 200: subscriptionPeriodsSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) =>
      subscriptionPeriods(
        app,
        await subscriptionRow(app, membershipOf(request).organizationId),
        request.query.start_date,
      ),
  );

  routes.get(
    `${base}/subscription/usage/searches`,
    {
      schema: {
        ...common,
        summary: 'Searches per day from start_date, the 90-day rolling average and the plan it calls for',
        querystring: usageStartQuerySchema,
        response: { 200: searchUsageSchema, ...providerErrors },
      },
      config: { access: read },
    },
    async (request) =>
      searchUsage(
        app,
        await subscriptionRow(app, membershipOf(request).organizationId),
        request.query.start_date,
        provider,
      ),
  );

  routes.get(
    `${base}/customer/billing-address`,
    {
      schema: {
        ...common,
        summary: 'The billing address, null until one is saved',
        response: { 200: billingAddressResponseSchema, ...errors },
      },
      config: { access: read },
    },
    async (request) => getBillingAddress(app, membershipOf(request).organizationId),
  );

  routes.put(
    `${base}/customer/billing-address`,
    {
      schema: {
        ...common,
        summary:
          'Save the billing address: postal code (bil-cb-2) and tax ID (bil-cb-3) checked per country, and with VIES (VAT_CHECK=vies)',
        body: billingAddressSchema,
        response: { 200: billingAddressSchema, ...errors },
      },
      // The service parses the body again and answers the format errors with the spec's codes.
      attachValidation: true,
      config: { access: write },
    },
    async (request) =>
      putBillingAddress(app, membershipOf(request).organizationId, request.body as unknown, request.auth),
  );

  if (app.config.billingTestClock) {
    routes.post(
      `${base}/test-clock`,
      {
        schema: {
          ...common,
          summary:
            "Test clock (PLAY_BILLING_TEST_CLOCK only): move the organisation's billing time and run its jobs",
          body: testClockBodySchema,
          response: { 200: testClockResponseSchema, ...errors },
        },
        config: { access: write },
      },
      async (request) => {
        const organizationId = membershipOf(request).organizationId;
        const now = await advanceTestClock(app, organizationId, request.body.advanceDays, request.auth);
        await app.billingJobs.runNow(organizationId);
        return { now: now.toISOString() };
      },
    );
  }
}

/** GET /billing/v1/plans: the price list, for anyone signed in (the setup wizard's plans step). */
export async function globalPlansRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans with prices excl. VAT and monthly search allowances',
        response: { 200: plansResponseSchema },
      },
    },
    async () => listPlans(),
  );
}
