// A site's time zone: set in site settings (PATCH sites/{id}) and followed by the analytics ranges.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';

describe('site time zone', async () => {
  const { app, clock, asOwner, organizationId } = await sitesTestApp();
  const { site, engines } = await addSite(app, organizationId);
  const url = `/main/v1/sites/${site.id}`;
  const patch = (payload: object) => app.inject({ method: 'PATCH', url, headers: asOwner, payload });

  async function storedZone() {
    const [row] = await app.db.select().from(sites).where(eq(sites.id, site.id));
    return row!.timeZone;
  }

  it('should start in UTC and store the zone the merchant picks, as Intl spells it', async () => {
    expect(await storedZone()).toBe('UTC');
    const response = await patch({ timeZone: 'Europe/Madrid' });
    expect(response.statusCode).toBe(200);
    expect(response.json().timeZone).toBe('Europe/Madrid');
    expect((await patch({ timeZone: 'Etc/UTC' })).json().timeZone).toBe('UTC');
  });

  it.each([['Europe/Madird'], [''], ['x'.repeat(65)], [42]])(
    'should refuse %j with global-400 and keep the zone',
    async (timeZone) => {
      await patch({ timeZone: 'America/Los_Angeles' });
      const response = await patch({ timeZone });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
      expect(await storedZone()).toBe('America/Los_Angeles');
    },
  );

  it("should answer the zone with the engine and end analytics ranges on the site's today", async () => {
    // The test clock reads just after 10:00 UTC on 22 November: already the 23rd at UTC+14.
    expect(clock().toISOString()).toMatch(/^2026-11-22T10:00/);
    const engine = `/analytics/v1/engines/${engines[0]!.id}`;
    const kpis = (day: string) =>
      app.inject({ url: `${engine}/kpis?from=${day}&to=${day}`, headers: asOwner });

    await patch({ timeZone: 'UTC' });
    expect((await kpis('2026-11-23')).statusCode).toBe(400);

    await patch({ timeZone: 'Pacific/Kiritimati' });
    const answer = await app.inject({ url: `${engine}/engine`, headers: asOwner });
    expect(answer.json()).toMatchObject({ timeZone: 'Pacific/Kiritimati' });
    expect((await kpis('2026-11-23')).statusCode).toBe(200);
  });
});
