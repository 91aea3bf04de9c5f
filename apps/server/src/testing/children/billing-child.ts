// The process the billing kill test kills: the production app on a PGlite data directory, with
// `count` paying organisations whose paid period ended months ago, running the billing jobs (each
// renewal issues and charges an invoice). Usage: node billing-child.ts <dataDir> <count>. Prints
// `{ "organizations": [...] }` once they exist, then `{ "invoices": n }` after each organisation's
// jobs, until killed.
import { count } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { invoices, organizations, subscriptions } from '../../db/schema/index.ts';

const [dataDir, howMany] = process.argv.slice(2);
if (!dataDir || !howMany) throw new Error('usage: billing-child.ts <dataDir> <count>');

const config = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MODULES: 'billing,realtime' });
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
await app.ready();

const periodEnd = new Date(Date.now() - 200 * 86_400_000);
const created: string[] = [];
for (let index = 0; index < Number(howMany); index += 1) {
  const [organization] = await app.db
    .insert(organizations)
    .values({ name: `Paying ${index}`, businessVertical: 'PETS' })
    .returning({ id: organizations.id });
  await app.db.insert(subscriptions).values({
    organizationId: organization!.id,
    status: 'ACTIVE',
    planKey: 'MICRO',
    priceFrequency: 'MONTHLY',
    paymentDetailsSet: true,
    paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2040 },
    currentPeriodStart: new Date(periodEnd.getTime() - 30 * 86_400_000),
    currentPeriodEnd: periodEnd,
  });
  created.push(organization!.id);
}
process.stdout.write(`${JSON.stringify({ organizations: created, periodEnd: periodEnd.toISOString() })}\n`);

// The jobs organisation by organisation, saying how many invoices are out after each.
for (const organizationId of created) {
  await app.billingJobs.runNow(organizationId);
  const [issued] = await app.db.select({ value: count() }).from(invoices);
  process.stdout.write(`${JSON.stringify({ invoices: issued?.value ?? 0 })}\n`);
}
process.stdout.write(`${JSON.stringify({ done: true })}\n`);
