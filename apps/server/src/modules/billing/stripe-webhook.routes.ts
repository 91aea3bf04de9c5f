// POST /billing/v1/stripe/webhook: Stripe's events, verified against STRIPE_WEBHOOK_SECRET with the
// SDK on the raw body (a body that was re-serialised would not match its signature).
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { handleStripeEvent } from './stripe-provider.ts';

export async function stripeWebhookRoutes(app: FastifyInstance, { stripe }: { stripe: Stripe }) {
  // This plugin's own parser (the route is its only one): the body stays the bytes Stripe signed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
    const secret = app.config.stripeWebhookSecret;
    if (!secret) throw new DomainError('global-503', 'STRIPE_WEBHOOK_SECRET is not set', { status: 503 });
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw new DomainError('global-400', 'The Stripe signature does not match the body', { status: 400 });
    }
    const handled = await handleStripeEvent(app, stripe, event);
    return reply.send({ received: true, duplicate: !handled });
  });
}
