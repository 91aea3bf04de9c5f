import { DEFAULT_TOKEN, SHOP_NAME } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { membershipsOf } from '../account/index.ts';
import { markSimulatedTraffic } from '../analytics/index.ts';
import { createSite } from '../connectors/index.ts';
import { DEMO_SHOP_PATH } from '../demo-shop/index.ts';
import { setSiteEnabled, sitesOfOrganization } from '../sites/index.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';

/**
 * Connects the demo organisation to the demo shop this process serves, the way a merchant would
 * (the connector check, the site, the setup sync), unless it already has a site; then points the
 * shop's pages at that site's search layer. Needs the server listening: the check calls the shop
 * over HTTP.
 */
export async function connectDemoShop(app: FastifyInstance): Promise<void> {
  const shop = app.demoShop;
  if (!shop) return;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  const organization = user && (await membershipsOf(app.db, user.id))[0]?.organization;
  if (!user || !organization) return;
  let [site] = await sitesOfOrganization(app.db, organization.id);
  if (!site) {
    const created = await createSite(app, organization.id, {
      name: SHOP_NAME,
      url: `${app.config.publicUrl}${DEMO_SHOP_PATH}`,
      platform: 'WOOCOMMERCE',
      environment: 'PRODUCTION',
      securityKey: DEFAULT_TOKEN,
    });
    // The demo storefront searches from the first minute; a merchant's own site starts switched off.
    site = await setSiteEnabled(app, created, true, null);
    // Nobody shops at the demo shop: its analytics come from `npm run demo:traffic` and visitors trying it.
    await markSimulatedTraffic(app.db, created.id);
  }
  shop.setLayer({ origin: app.config.publicUrl, instance: site.instance });
}
