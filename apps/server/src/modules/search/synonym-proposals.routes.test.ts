import { synonymProposalsSchema, type SynonymProposals } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { movableClock, ownerAndStranger } from '../../testing/account.ts';
import { dayBefore, insertEvents } from '../../testing/analytics.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite } from '../../testing/sites.ts';
import { testApp } from '../../testing/test-app.ts';
import { upsertProducts } from '../catalog/index.ts';

// The synonyms screen's proposals (issue 30): the built-in synonyms that fired on the site's most
// frequent real searches of the last 30 days, as groups of its own to accept.
const now = new Date();
const { app } = await testApp({}, { clock: movableClock(now) });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);
const { site } = await addSite(app, organizationId, { languages: ['en', 'es'] });
const { site: quiet } = await addSite(app, organizationId, { languages: ['en'] });

const searched = (query: string, times: number, language = 'en') =>
  Array.from({ length: times }, () => ({ event: 'query', query, language, totalHits: 1 }));

beforeAll(async () => {
  await upsertProducts(app, site.id, clothingCatalogue());
  await upsertProducts(app, quiet.id, clothingCatalogue());
  // trainers (built-in: sneakers) 7 searches over four queries; jeans and sneakers as typed; Spanish tejanos.
  await insertEvents(app, site.id, dayBefore(now, 1), [
    ...searched('trainers', 3),
    ...searched('white trainers', 2),
    ...searched('jeans', 4),
    ...searched('sneakers', 2),
    ...searched('tejanos', 2, 'es'),
  ]);
  await insertEvents(app, site.id, dayBefore(now, 20), [
    ...searched('nike trainers', 1),
    ...searched('women trainers', 1),
    // No sneakers are blue: the built-in synonym served nothing the answer shows.
    ...searched('blue trainers', 1),
  ]);
  // Older than 30 days: not replayed.
  await insertEvents(app, site.id, dayBefore(now, 31), searched('trainers', 9));
  await app.analyticsRollup.runNow();
  await app.searchIndexes.settled(site.id);
});

async function proposals(siteId: string, language: string, headers: Record<string, string> = asOwner) {
  const response = await app.inject({
    method: 'GET',
    url: `/merchandising/v1/sites/${siteId}/synonyms/proposals?language=${language}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: asOwner, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  await app.searchIndexes.settled(site.id);
  return response.statusCode === 204 ? undefined : response.json();
}

const synonymsUrl = `/merchandising/v1/sites/${site.id}/synonyms`;

describe('GET /merchandising/v1/sites/{siteId}/synonyms/proposals', () => {
  it('should propose the built-in synonyms that served the searches of the language, the most searched first', async () => {
    const { status, body } = await proposals(site.id, 'en');
    expect(status).toBe(200);
    const answer: SynonymProposals = synonymProposalsSchema.parse(body);
    expect(answer).toMatchObject({ to: dayBefore(now, 0), builtIn: true, replayed: 7 });
    expect(answer.proposals).toEqual([
      {
        language: 'en',
        terms: ['trainers', 'sneakers'],
        oneWay: true,
        searches: 7,
        // The 3 most searched, then alphabetical.
        queries: ['trainers', 'white trainers', 'nike trainers'],
      },
    ]);

    const spanish = synonymProposalsSchema.parse((await proposals(site.id, 'es')).body);
    expect(spanish.replayed).toBe(1);
    expect(spanish.proposals.map((proposal) => proposal.terms)).toEqual([['tejanos', 'vaqueros', 'jeans']]);
  });

  it('should leave out what the site has made its own, and propose it again once deleted', async () => {
    const group = await call('POST', synonymsUrl, {
      language: 'en',
      terms: ['trainers', 'sneakers'],
      oneWay: true,
    });
    expect(synonymProposalsSchema.parse((await proposals(site.id, 'en')).body).proposals).toEqual([]);
    // A group naming trainers in any place covers it: the engine then searches it through the site's groups only.
    await call('PUT', `${synonymsUrl}/${group.id}`, {
      language: 'en',
      terms: ['kicks', 'trainers'],
      oneWay: true,
    });
    expect(synonymProposalsSchema.parse((await proposals(site.id, 'en')).body).proposals).toEqual([]);
    // A group of other words does not, even one naming the synonym.
    await call('PUT', `${synonymsUrl}/${group.id}`, { language: 'en', terms: ['kicks', 'sneakers'] });
    expect(
      synonymProposalsSchema.parse((await proposals(site.id, 'en')).body).proposals.map((p) => p.terms),
    ).toEqual([['trainers', 'sneakers']]);
    await call('DELETE', `${synonymsUrl}/${group.id}`);
    expect(synonymProposalsSchema.parse((await proposals(site.id, 'en')).body).proposals).toHaveLength(1);
  });

  it('should still propose when the site switched the built-in synonyms off, and say they are off', async () => {
    await call('PUT', `${synonymsUrl}/settings`, { builtIn: false });
    try {
      const answer = synonymProposalsSchema.parse((await proposals(site.id, 'en')).body);
      expect(answer.builtIn).toBe(false);
      expect(answer.proposals.map((proposal) => [proposal.terms, proposal.searches])).toEqual([
        [['trainers', 'sneakers'], 7],
      ]);
    } finally {
      await call('PUT', `${synonymsUrl}/settings`, { builtIn: true });
    }
  });

  it('should answer an empty list for a site without searches', async () => {
    const { status, body } = await proposals(quiet.id, 'en');
    expect(status).toBe(200);
    expect(synonymProposalsSchema.parse(body)).toMatchObject({ replayed: 0, proposals: [] });
  });

  it('should answer 400 for a language that is none or that the site has no search in, and 404 to another organisation', async () => {
    const bad = await proposals(site.id, 'klingon');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('global-400');
    const missing = await proposals(quiet.id, 'es');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe('language: the site has no search in es');
    expect((await proposals(site.id, 'en', asStranger)).status).toBe(404);
    expect((await proposals(site.id, 'en', {})).status).toBe(401);
  });
});
