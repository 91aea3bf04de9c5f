import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { createSite } from './create-site.ts';

const data = {
  name: 'Demo Shop',
  url: 'https://shop.example',
  platform: 'WOOCOMMERCE' as const,
  environment: 'TEST' as const,
  securityKey: 'token',
};

function browserIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
}

afterEach(() => vi.restoreAllMocks());

describe('createSite', () => {
  it("should send the merchant's browser zone, which the site's time zone follows", async () => {
    browserIn('Europe/Madrid');
    const api = mockApi({ 'POST /main/v1/organizations/o1/sites': { status: 201, body: {} } });
    await createSite({ organizationId: 'o1', data });
    expect(api.calls[0]?.body).toEqual({ ...data, browserTimeZone: 'Europe/Madrid' });
  });

  it('should leave a UTC browser out: the shop country decides', async () => {
    browserIn('UTC');
    const api = mockApi({ 'POST /main/v1/organizations/o1/sites': { status: 201, body: {} } });
    await createSite({ organizationId: 'o1', data });
    expect(api.calls[0]?.body).toEqual(data);
  });
});
