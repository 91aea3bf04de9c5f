import { beforeAll } from 'vitest';
import type { App } from '../app.ts';
import type { SiteRow } from '../db/schema/index.ts';
import { upsertProducts } from '../modules/catalog/index.ts';
import { accountTestApp, ownerAndStranger } from './account.ts';
import { clothingCatalogue } from './catalogue.ts';
import { addSite } from './sites.ts';

interface MerchandisingTestContext {
  app: App;
  asOwner: Record<string, string>;
  asStranger: Record<string, string>;
  organizationId: string;
  /** The owner's site, with an English and a Spanish engine and the clothing catalogue. */
  site: SiteRow;
}

/**
 * The route tests of one merchandising resource (`/merchandising/v1/sites/{siteId}/{resource}`):
 * before the file, the app (its extra config from `env`, which may start what the test needs)
 * with an owner and a stranger, and the owner's site holding the clothing catalogue in English and
 * Spanish. `call` injects a request as the owner unless told otherwise; `freshSite` is another site
 * of the owner's, empty, for a test that counts.
 */
export function merchandisingTestKit(
  resource: string,
  { env = async () => ({}) }: { env?: () => Promise<Record<string, string>> } = {},
) {
  const context = {} as MerchandisingTestContext;
  beforeAll(async () => {
    ({ app: context.app } = await accountTestApp(await env()));
    ({
      asOwner: context.asOwner,
      asStranger: context.asStranger,
      organizationId: context.organizationId,
    } = await ownerAndStranger(context.app));
    ({ site: context.site } = await addSite(context.app, context.organizationId, {
      languages: ['en', 'es'],
    }));
    await upsertProducts(context.app, context.site.id, clothingCatalogue());
  });

  const base = (siteId = context.site.id) => `/merchandising/v1/sites/${siteId}/${resource}`;

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = context.asOwner,
  ) {
    const response = await context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: json ? response.json() : undefined, response };
  }

  async function freshSite() {
    return (await addSite(context.app, context.organizationId, { languages: ['en', 'es'] })).site;
  }

  const firstError = (body: { errors: { code: string; message: string }[] }) => body.errors[0];

  return { context, base, call, freshSite, firstError };
}
