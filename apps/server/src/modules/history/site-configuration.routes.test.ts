import {
  defaultVisualCustomisation,
  type ConfigRevisionKind,
  type SiteConfiguration,
} from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';
import { addSite } from '../../testing/sites.ts';
import { createRedirection, createSynonym, deleteRedirection } from '../merchandising/index.ts';
import type { Actor } from './index.ts';

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let organizationId: string;
let actor: Actor;

beforeAll(async () => {
  ({ app } = await accountTestApp());
  const people = await ownerAndStranger(app);
  ({ asOwner, asStranger, organizationId } = people);
  actor = { userId: people.owner.id, email: people.owner.email };
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** An instant strictly between the writes before and after it. */
async function instant(): Promise<string> {
  await pause();
  const at = new Date().toISOString();
  await pause();
  return at;
}

async function configurationAt(siteId: string, at: string, headers = asOwner) {
  return app.inject({
    url: `/merchandising/v1/sites/${siteId}/configuration?at=${encodeURIComponent(at)}`,
    headers,
  });
}

/** The entities of the configuration at an instant, as `kind` → values. */
async function valuesAt(siteId: string, at: string): Promise<Partial<Record<ConfigRevisionKind, unknown[]>>> {
  const response = await configurationAt(siteId, at);
  expect(response.statusCode).toBe(200);
  const values: Partial<Record<ConfigRevisionKind, unknown[]>> = {};
  for (const entity of (response.json() as SiteConfiguration).entities) {
    (values[entity.kind] ??= []).push(entity.value);
  }
  return values;
}

async function saveCustomisation(siteId: string, mainColor: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/main/v1/sites/${siteId}/customisation`,
    headers: asOwner,
    payload: { ...defaultVisualCustomisation, mainColor },
  });
  expect(response.statusCode).toBe(200);
}

describe('GET /merchandising/v1/sites/{siteId}/configuration', () => {
  it('should give at each earlier instant the entities that existed then, with their values', async () => {
    const { site } = await addSite(app, organizationId);
    const beforeAll = await instant();
    const synonym = await createSynonym(app, site.id, { language: 'en', terms: ['jeans', 'denim'] }, actor);
    await saveCustomisation(site.id, '#111111');
    const afterCreates = await instant();
    const redirection = await createRedirection(
      app,
      site.id,
      { language: 'en', matchingQueries: ['faq'], targetUrl: 'https://shop.example.com/faq' },
      actor,
    );
    await saveCustomisation(site.id, '#222222');
    const patched = await app.inject({
      method: 'PATCH',
      url: `/main/v1/sites/${site.id}`,
      headers: asOwner,
      payload: { cssSelector: '#search' },
    });
    expect(patched.statusCode).toBe(200);
    const afterUpdates = await instant();
    await deleteRedirection(app, site.id, redirection.id!, actor);
    const now = await instant();

    // The facet list and the layer settings exist as long as the site (no facets yet).
    expect(await valuesAt(site.id, beforeAll)).toEqual({
      facets: [[]],
      layer: [{ cssSelector: '', enabled: true }],
    });
    expect(await valuesAt(site.id, afterCreates)).toEqual({
      synonym: [synonym],
      facets: [[]],
      customisation: [expect.objectContaining({ mainColor: '#111111' })],
      layer: [{ cssSelector: '', enabled: true }],
    });
    expect(await valuesAt(site.id, afterUpdates)).toEqual({
      synonym: [synonym],
      redirection: [redirection],
      facets: [[]],
      customisation: [expect.objectContaining({ mainColor: '#222222' })],
      layer: [{ cssSelector: '#search', enabled: true }],
    });
    const current = {
      synonym: [synonym],
      facets: [[]],
      customisation: [expect.objectContaining({ mainColor: '#222222' })],
      layer: [{ cssSelector: '#search', enabled: true }],
    };
    expect(await valuesAt(site.id, now)).toEqual(current);
    expect(await valuesAt(site.id, new Date(Date.now() + 86_400_000).toISOString())).toEqual(current);
  });

  it('should name each entity by kind and id, grouped in the order of the kinds', async () => {
    const { site } = await addSite(app, organizationId);
    await saveCustomisation(site.id, '#333333');
    const synonym = await createSynonym(app, site.id, { language: 'en', terms: ['sofa', 'couch'] }, actor);
    const response = await configurationAt(site.id, new Date(Date.now() + 1000).toISOString());
    expect(
      response
        .json()
        .entities.map(({ kind, entityId }: SiteConfiguration['entities'][number]) => [kind, entityId]),
    ).toEqual([
      ['synonym', synonym.id],
      ['facets', site.id],
      ['customisation', site.id],
      ['layer', site.id],
    ]);
  });

  it('should refuse an instant that is not an ISO datetime with 400, and a foreign site with 404', async () => {
    const { site } = await addSite(app, organizationId);
    const bad = await configurationAt(site.id, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ code: 'global-400' }] });
    expect((await configurationAt(site.id, new Date().toISOString(), asStranger)).statusCode).toBe(404);
  });
});
