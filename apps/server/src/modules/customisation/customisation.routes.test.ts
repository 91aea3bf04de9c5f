import {
  defaultServiceConfigs,
  defaultVisualCustomisation,
  Z_INDEX,
  type VisualCustomisation,
} from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let organizationId: string;

beforeAll(async () => {
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
});

const customised: VisualCustomisation = {
  ...defaultVisualCustomisation,
  logoUrl: 'https://shop.example.com/logo.svg',
  mainColor: '#FF5500',
  gridColumns: { desktop: 5, laptop: 4, tablet: 3, mobile: 1 },
  productCard: { ...defaultVisualCustomisation.productCard, labels: ['new', 'backorder'] },
  zIndex: 500,
  customCss: '.card { border-radius: 0 }',
};

function put(siteId: string, body: unknown, headers = asOwner) {
  return app.inject({
    method: 'PUT',
    url: `/main/v1/sites/${siteId}/customisation`,
    headers,
    payload: body as object,
  });
}

function get(siteId: string, headers = asOwner) {
  return app.inject({ method: 'GET', url: `/main/v1/sites/${siteId}/customisation`, headers });
}

describe('GET /main/v1/sites/{id}/customisation', () => {
  it('should answer the domain default until the merchant saves one', async () => {
    const { site } = await addSite(app, organizationId);
    const response = await get(site.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultVisualCustomisation);
  });

  it('should answer 404 for a site of another organisation and 401 without a session', async () => {
    const { site } = await addSite(app, organizationId);
    expect((await get(site.id, asStranger)).json()).toMatchObject({ errors: [{ code: 'global-404' }] });
    expect((await get(site.id, {})).statusCode).toBe(401);
  });
});

describe('PUT /main/v1/sites/{id}/customisation', () => {
  it('should save the customisation and answer it on the next read', async () => {
    const { site } = await addSite(app, organizationId);
    const saved = await put(site.id, customised);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(customised);
    expect((await get(site.id)).json()).toEqual(customised);

    const again = { ...customised, mainColor: '#000' };
    expect((await put(site.id, again)).json()).toEqual(again);
    expect((await get(site.id)).json()).toEqual(again);
  });

  it.each([
    [
      'a colour that is not HEX (spec 1 §5)',
      { mainColor: 'red' },
      'mainColor: The HEX code format is invalid.',
    ],
    ['a z-index below the bound', { zIndex: Z_INDEX.min - 1 }, 'zIndex: It must be 0 or more.'],
    ['a z-index above the bound', { zIndex: Z_INDEX.max + 1 }, 'zIndex: It must be 2147483647 or less.'],
    ['a fractional z-index', { zIndex: 1.5 }, 'zIndex'],
    [
      'zero grid columns',
      { gridColumns: { desktop: 0, laptop: 4, tablet: 3, mobile: 2 } },
      'gridColumns.desktop: It must be 1 or more.',
    ],
    ['a logo URL without http(s)', { logoUrl: 'ftp://x.example.com/logo.png' }, 'logoUrl'],
    ['an empty font', { font: ' ' }, 'font'],
  ])(
    'should refuse %s with 400 global-400 naming the field and keep the saved value',
    async (_, change, field) => {
      const { site } = await addSite(app, organizationId);
      await put(site.id, customised);
      const response = await put(site.id, { ...customised, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code: 'global-400',
        message: expect.stringContaining(field),
      });
      expect((await get(site.id)).json()).toEqual(customised);
    },
  );

  it('should refuse a label that is not one of PRODUCT_LABELS', async () => {
    const { site } = await addSite(app, organizationId);
    const body = { ...customised, productCard: { ...customised.productCard, labels: ['bestseller'] } };
    expect((await put(site.id, body)).json().errors[0].message).toContain('productCard.labels.0');
  });

  it.each([
    ['MAGENTO', 'variantSelector'],
    ['WOOCOMMERCE', 'taxAlternativePrice'],
  ])(
    'should refuse on a %s site the %s its platform does not offer (spec 1 §9)',
    async (platform, option) => {
      const { site } = await addSite(app, organizationId, { platform });
      const body = { ...customised, productCard: { ...customised.productCard, [option]: true } };
      const response = await put(site.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code: 'global-400',
        message: `productCard.${option}: not offered for ${platform} sites`,
      });
      expect((await get(site.id)).json()).toEqual(defaultVisualCustomisation);
    },
  );

  it('should save the tax alternative price and variant selector on a PrestaShop site, which offers both', async () => {
    const { site } = await addSite(app, organizationId, { platform: 'PRESTASHOP' });
    const body = {
      ...customised,
      productCard: { ...customised.productCard, taxAlternativePrice: true, variantSelector: true },
    };
    expect((await put(site.id, body)).json()).toEqual(body);
  });

  it('should answer 404 for a site of another organisation and change nothing', async () => {
    const { site } = await addSite(app, organizationId);
    expect((await put(site.id, customised, asStranger)).statusCode).toBe(404);
    expect((await put(site.id, customised, {})).statusCode).toBe(401);
    expect((await get(site.id)).json()).toEqual(defaultVisualCustomisation);
  });
});

describe('GET /layer/v1/config/{instance}', () => {
  it('should answer the site, its languages, capabilities and saved customisation and behaviour, cached for a minute', async () => {
    const { site } = await addSite(app, organizationId, { platform: 'PRESTASHOP', languages: ['es', 'en'] });
    await put(site.id, customised);
    const response = await app.inject(`/layer/v1/config/${site.instance}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      instance: site.instance,
      enabled: true,
      cssSelector: '',
      languages: ['es', 'en'],
      defaultLanguage: 'es',
      currency: null,
      platform: 'PRESTASHOP',
      capabilities: { taxAlternativePrice: true, variantSelector: true },
      customisation: customised,
      behaviour: defaultServiceConfigs.layer,
    });
  });

  it('should answer the default customisation of a site that never saved one, and say a disabled layer is off', async () => {
    const { site } = await addSite(app, organizationId, { platform: 'MAGENTO', enabled: false });
    const body = (await app.inject(`/layer/v1/config/${site.instance}`)).json();
    expect(body).toMatchObject({
      enabled: false,
      capabilities: { taxAlternativePrice: false, variantSelector: false },
      customisation: defaultVisualCustomisation,
    });
  });

  it('should answer 404 global-404 for an unknown instance', async () => {
    const response = await app.inject('/layer/v1/config/no-such-shop');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
  });

  it('should let the shop’s own origin read it from the browser, and no other origin', async () => {
    const { site } = await addSite(app, organizationId);
    const origin = new URL(site.url).origin;
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/layer/v1/config/${site.instance}`,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-origin',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-origin');

    const own = await app.inject({ url: `/layer/v1/config/${site.instance}`, headers: { origin } });
    expect(own.headers['access-control-allow-origin']).toBe(origin);
    const other = await app.inject({
      url: `/layer/v1/config/${site.instance}`,
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /docs/json', () => {
  it('should document the customisation and layer config routes', async () => {
    const { paths } = (await app.inject('/docs/json')).json();
    expect(Object.keys(paths['/main/v1/sites/{id}/customisation'])).toEqual(['get', 'put']);
    expect(paths['/layer/v1/config/{instance}'].get.responses).toHaveProperty('200');
  });
});
