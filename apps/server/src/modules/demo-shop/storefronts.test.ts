import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';

describe('storefronts of the sites connected to the demo shop', async () => {
  const { app, organizationId } = await sitesTestApp();
  const { site: onDemoShop } = await addSite(app, organizationId);
  await app.db
    .update(sites)
    .set({ name: 'Ada Shop', url: 'http://localhost:3000/demo-shop/' })
    .where(eq(sites.id, onDemoShop.id));
  const { site: elsewhere } = await addSite(app, organizationId);

  it("should show a site connected to the demo shop its own storefront, with the site's layer", async () => {
    const response = await app.inject({ url: `/demo-shop/?storefront=${onDemoShop.instance}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<script src="http://localhost:3000/layer.js" data-instance="${onDemoShop.instance}"`,
    );
    expect(response.body).toContain('The storefront of Ada Shop');
  });

  it('should not give a storefront on the demo shop to a site of another shop, nor to an unknown instance', async () => {
    for (const instance of [elsewhere.instance, 'no-such-shop-1a2b']) {
      const response = await app.inject({ url: `/demo-shop/?storefront=${instance}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(`data-instance="${instance}"`);
    }
  });
});
