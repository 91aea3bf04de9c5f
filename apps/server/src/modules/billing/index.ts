// The Billing API subset of spec 2 §7 under /billing/v1: the subscription and the plans of an
// organisation. Payment provider, invoices, usage and the portal are not part of it.
import type { FastifyInstance } from 'fastify';
import { billingRoutes } from './billing.routes.ts';

export { startTrial } from './subscriptions.service.ts';

export default async function billing(app: FastifyInstance) {
  await app.register(billingRoutes);
}
