import type { SynonymGroup } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configRevisions, synonyms, type SiteRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';
import { upsertProducts } from '../catalog/index.ts';

// The merchandising API's synonym groups (issue 15; spec 1 §3, §5, §8).
const { context, base, call, freshSite } = merchandisingTestKit('synonyms');

async function create(siteId: string, group: object) {
  const { status, body } = await call('POST', base(siteId), group);
  expect(status).toBe(201);
  return body as SynonymGroup;
}

async function storefrontTotal(siteRow: SiteRow, query: string, lang = 'en'): Promise<number> {
  await context.app.searchIndexes.settled(siteRow.id);
  const response = await context.app.inject(
    `/search/v1/query/${siteRow.instance}/search?query=${query}&lang=${lang}`,
  );
  return response.json().catalog.numFound;
}

const message = (body: { errors: { code: string; message: string }[] }) => body.errors[0];

describe('synonym groups through /merchandising/v1/sites/{siteId}/synonyms', () => {
  it('should create, read, replace and delete a group, each change recorded with its author', async () => {
    const own = await freshSite();
    const group = await create(own.id, { language: 'en', terms: ['jeans', 'denim trousers'] });
    expect(group).toMatchObject({ language: 'en', terms: ['jeans', 'denim trousers'], oneWay: false });
    expect((await call('GET', `${base(own.id)}/${group.id}`)).body).toEqual(group);

    const replaced = await call('PUT', `${base(own.id)}/${group.id}`, {
      language: 'en',
      terms: ['jeans', 'denim'],
      oneWay: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: group.id, terms: ['jeans', 'denim'], oneWay: true });

    expect((await call('DELETE', `${base(own.id)}/${group.id}`)).status).toBe(204);
    expect((await call('GET', `${base(own.id)}/${group.id}`)).status).toBe(404);
    const again = await call('DELETE', `${base(own.id)}/${group.id}`);
    expect(again.status).toBe(404);
    expect(message(again.body)?.code).toBe('global-404');

    const revisions = await context.app.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, own.id));
    expect(revisions).toHaveLength(3);
    expect(revisions.every((revision) => revision.actorId !== null)).toBe(true);
  });

  it("should refuse a group of one term with the spec's message, more than 30 terms, a repeated term and a 256-character term", async () => {
    const one = await call('POST', base(), { language: 'en', terms: ['sofa'] });
    expect(one.status).toBe(400);
    expect(message(one.body)).toEqual({
      code: 'global-400',
      message: 'terms: Add more than one term to save a Synonym group',
    });
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    const many = await call('POST', base(), { language: 'en', terms });
    expect(message(many.body)?.message).toBe('terms: A synonym group can have at most 30 terms.');
    expect((await call('POST', base(), { language: 'en', terms: terms.slice(0, 30) })).status).toBe(201);
    const repeated = await call('POST', base(), { language: 'en', terms: ['Sofa', 'couch', ' sofa'] });
    expect(repeated.status).toBe(400);
    expect(message(repeated.body)?.message).toMatch(/^terms\.2: /);
    const long = await call('POST', base(), { language: 'en', terms: ['sofa', 'x'.repeat(256)] });
    expect(message(long.body)?.message).toBe('terms.1: Each term can have at most 255 characters.');
    expect((await call('POST', base(), { language: 'en', terms: ['sofa', 'x'.repeat(255)] })).status).toBe(
      201,
    );
  });

  it('should refuse a double submit with syn-2, concurrent or not, and keep one-way directions apart', async () => {
    const own = await freshSite();
    const [first, second] = await Promise.all([
      call('POST', base(own.id), { language: 'en', terms: ['sofa', 'couch'] }),
      call('POST', base(own.id), { language: 'en', terms: ['sofa', 'couch'] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const copy = await call('POST', base(own.id), { language: 'en', terms: ['COUCH', 'Sofa'] });
    expect(copy.status).toBe(409);
    expect(message(copy.body)?.code).toBe('syn-2');
    expect(message(copy.body)?.message).toMatch(/^Synonym group already exists/);

    const oneWay = await create(own.id, { language: 'en', terms: ['sofa', 'couch'], oneWay: true });
    const reverse = await create(own.id, { language: 'en', terms: ['couch', 'sofa'], oneWay: true });
    expect((await call('POST', base(own.id), { language: 'es', terms: ['sofa', 'couch'] })).status).toBe(201);
    const clash = await call('PUT', `${base(own.id)}/${reverse.id}`, {
      language: 'en',
      terms: ['sofa', 'couch'],
      oneWay: true,
    });
    expect(clash.status).toBe(409);
    expect(message(clash.body)?.message).toContain(oneWay.id);
    const same = await call('PUT', `${base(own.id)}/${oneWay.id}`, {
      language: 'en',
      terms: ['sofa', 'couch'],
      oneWay: true,
    });
    expect(same.status).toBe(200);
    expect(await context.app.db.select().from(synonyms).where(eq(synonyms.siteId, own.id))).toHaveLength(4);
  });

  it('should answer 404 to another organisation and for an item of another site, 401 without a token', async () => {
    const group = await create(context.site.id, { language: 'en', terms: ['cap', 'hat'] });
    const other = await freshSite();
    for (const [method, url, payload] of [
      ['GET', base(), undefined],
      ['POST', base(), { language: 'en', terms: ['a', 'b'] }],
      ['GET', `${base()}/${group.id}`, undefined],
      ['PUT', `${base()}/${group.id}`, { language: 'en', terms: ['a', 'b'] }],
      ['DELETE', `${base()}/${group.id}`, undefined],
    ] as const) {
      const stranger = await call(method, url, payload, context.asStranger);
      expect(stranger.status).toBe(404);
      expect(message(stranger.body)?.code).toBe('global-404');
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    expect((await call('GET', `${base(other.id)}/${group.id}`)).status).toBe(404);
    expect((await call('DELETE', `${base(other.id)}/${group.id}`)).status).toBe(404);
    expect((await call('GET', `${base()}/not-a-uuid`)).status).toBe(404);
    expect((await call('GET', `${base()}/${group.id}`)).status).toBe(200);
  });

  it('should page, sort and search the list in SQL, by language', async () => {
    const own = await freshSite();
    for (const terms of [
      ['bravo', 'beta'],
      ['alpha', 'omega'],
      ['charlie', 'sweater'],
      ['delta', 'Jumper'],
    ]) {
      await create(own.id, { language: 'en', terms });
    }
    await create(own.id, { language: 'es', terms: ['jersey', 'suéter'] });

    const all = await call('GET', base(own.id));
    expect(all.body.total).toBe(5);
    expect(all.body.synonyms[0].terms).toEqual(['jersey', 'suéter']);
    const english = await call('GET', `${base(own.id)}?language=en&sort=terms&order=asc&limit=2`);
    expect(english.body.total).toBe(4);
    expect(english.body.synonyms.map((group: SynonymGroup) => group.terms[0])).toEqual(['alpha', 'bravo']);
    const next = await call('GET', `${base(own.id)}?language=en&sort=terms&order=asc&limit=2&offset=2`);
    expect(next.body.synonyms.map((group: SynonymGroup) => group.terms[0])).toEqual(['charlie', 'delta']);
    const found = await call('GET', `${base(own.id)}?q=JUMP`);
    expect(found.body).toMatchObject({ total: 1, synonyms: [{ terms: ['delta', 'Jumper'] }] });
    const literal = await call('GET', `${base(own.id)}?q=${encodeURIComponent('%')}`);
    expect(literal.body.total).toBe(0);
    const bad = await call('GET', `${base(own.id)}?limit=101`);
    expect(bad.status).toBe(400);
    expect(message(bad.body)?.code).toBe('global-400');
  });

  it('should reach storefront search once saved, and stop when deleted', async () => {
    // The site's own groups alone: the built-in synonyms also know trainers for sneakers.
    expect((await call('PUT', `${base()}/settings`, { builtIn: false })).status).toBe(200);
    expect(await storefrontTotal(context.site, 'trainers')).toBe(0);
    const group = await create(context.site.id, { language: 'en', terms: ['trainers', 'sneakers'] });
    expect(await storefrontTotal(context.site, 'trainers')).toBe(1);
    await call('DELETE', `${base()}/${group.id}`);
    expect(await storefrontTotal(context.site, 'trainers')).toBe(0);
    await call('PUT', `${base()}/settings`, { builtIn: true });
  });
});

describe('built-in synonyms switch through /merchandising/v1/sites/{siteId}/synonyms/settings (issue 30)', () => {
  it("should search the built-in synonyms until the site switches them off, the switch in the synonyms' history", async () => {
    const own = await freshSite();
    await upsertProducts(context.app, own.id, clothingCatalogue());
    const settings = `${base(own.id)}/settings`;
    expect((await call('GET', settings)).body).toEqual({ builtIn: true });
    // No product says trainers: the sneakers are found through the built-in British word.
    expect(await storefrontTotal(own, 'trainers')).toBe(1);

    const off = await call('PUT', settings, { builtIn: false });
    expect(off).toMatchObject({ status: 200, body: { builtIn: false } });
    expect((await call('GET', settings)).body).toEqual({ builtIn: false });
    expect(await storefrontTotal(own, 'trainers')).toBe(0);
    // A double submit changes nothing and records nothing more.
    expect((await call('PUT', settings, { builtIn: false })).status).toBe(200);
    const revisions = await context.app.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, own.id));
    expect(revisions.map(({ kind, entityId, before, after }) => ({ kind, entityId, before, after }))).toEqual(
      [{ kind: 'synonym', entityId: 'settings', before: { builtIn: true }, after: { builtIn: false } }],
    );

    await call('PUT', settings, { builtIn: true });
    expect(await storefrontTotal(own, 'trainers')).toBe(1);
  });

  it('should refuse a body that is no switch, another organisation and a call without a token, changing nothing', async () => {
    const settings = `${base()}/settings`;
    for (const payload of [{ builtIn: 'no' }, {}, { builtIn: false, extra: 1 }]) {
      const refused = await call('PUT', settings, payload);
      expect(refused.status).toBe(400);
      expect(message(refused.body)?.code).toBe('global-400');
    }
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { builtIn: false } : undefined;
      const stranger = await call(method, settings, payload, context.asStranger);
      expect(stranger.status).toBe(404);
      expect((await call(method, settings, payload, {})).status).toBe(401);
    }
    expect((await call('GET', settings)).body).toEqual({ builtIn: true });
  });
});

describe('synonym import and export', () => {
  const importUrl = (siteId: string) => `${base(siteId)}/import`;
  const file = (content: string, options: object = {}) => ({
    fileName: 'synonyms.csv',
    content,
    language: 'en',
    ...options,
  });

  it('should import one group a line, report each refused line with its number and reason, and add nothing the second time', async () => {
    const own = await freshSite();
    const content = [
      'sofa, couch, settee',
      '"trousers, long", pants',
      'hoodie',
      '',
      'tee\tt-shirt',
      'cap, hat, Cap',
      'sofa, couch, settee',
      '"unclosed, quote',
    ].join('\n');
    const first = await call('POST', importUrl(own.id), file(content));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      written: true,
      added: 3,
      unchanged: 1,
      refused: [
        { line: 3, text: 'hoodie', reason: 'validation.synonymTerms' },
        { line: 6, text: 'cap, hat, Cap', reason: 'validation.termDuplicate' },
        { line: 8, text: '"unclosed, quote', reason: 'validation.match' },
      ],
    });
    const stored = await call('GET', `${base(own.id)}?sort=terms&order=asc`);
    expect(stored.body.synonyms.map((group: SynonymGroup) => group.terms)).toEqual([
      ['sofa', 'couch', 'settee'],
      ['tee', 't-shirt'],
      ['trousers, long', 'pants'],
    ]);
    const revisions = await context.app.db
      .select()
      .from(configRevisions)
      .where(eq(configRevisions.siteId, own.id));
    expect(revisions).toHaveLength(3);
    // Each group's revision holds it as the API reads it, so history can revert it.
    expect(revisions.map((revision) => revision.after)).toEqual(expect.arrayContaining(stored.body.synonyms));
    expect(revisions.map((revision) => revision.note)).toEqual(Array(3).fill('Imported from synonyms.csv'));

    const second = await call('POST', importUrl(own.id), file(content));
    expect(second.body).toMatchObject({ written: true, added: 0, unchanged: 4 });
    expect((await call('GET', base(own.id))).body.total).toBe(3);
  });

  it("should read Solr's synonyms.txt: equivalent terms, one-way arrows and comments", async () => {
    const own = await freshSite();
    const content = [
      '# Solr synonyms',
      'GB, gib, gigabyte',
      'sofa => couch',
      'jumper, pullover => sweater, knitwear',
      ' # an indented comment',
      'a => b => c',
      '=> orphan',
    ].join('\r\n');
    const result = await call('POST', importUrl(own.id), file(content, { fileName: 'synonyms.txt' }));
    expect(result.body).toEqual({
      written: true,
      added: 4,
      unchanged: 0,
      refused: [
        { line: 6, text: 'a => b => c', reason: 'validation.match' },
        { line: 7, text: '=> orphan', reason: 'validation.match' },
      ],
    });
    const stored = await call('GET', `${base(own.id)}?sort=terms&order=asc`);
    expect(
      stored.body.synonyms.map((group: SynonymGroup) => ({ terms: group.terms, oneWay: group.oneWay })),
    ).toEqual([
      { terms: ['GB', 'gib', 'gigabyte'], oneWay: false },
      { terms: ['jumper', 'sweater', 'knitwear'], oneWay: true },
      { terms: ['pullover', 'sweater', 'knitwear'], oneWay: true },
      { terms: ['sofa', 'couch'], oneWay: true },
    ]);
  });

  it('should report without writing on dryRun, and write nothing of an atomic import with a refused line', async () => {
    const own = await freshSite();
    const content = 'sofa, couch\nhoodie\n';
    const dry = await call('POST', importUrl(own.id), file(content, { dryRun: true }));
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ written: false, added: 1, unchanged: 0, refused: [{ line: 2 }] });
    const atomic = await call('POST', importUrl(own.id), file(content, { atomic: true }));
    expect(atomic.status).toBe(200);
    expect(atomic.body).toMatchObject({
      written: false,
      added: 1,
      refused: [{ line: 2, reason: 'validation.synonymTerms' }],
    });
    expect((await call('GET', base(own.id))).body.total).toBe(0);
    const whole = await call('POST', importUrl(own.id), file('sofa, couch\n', { atomic: true }));
    expect(whole.status).toBe(201);
    expect((await call('GET', base(own.id))).body.total).toBe(1);
  });

  it('should refuse a file over 1MB (1,048,577 bytes) and a file of another type with the spec messages, importing nothing', async () => {
    const own = await freshSite();
    const line = 'sofa, couch\n';
    const exact = line.repeat(Math.floor(1_048_576 / line.length));
    const limit = exact + 'x'.repeat(1_048_576 - Buffer.byteLength(exact));
    expect(Buffer.byteLength(limit)).toBe(1_048_576);
    const tooBig = await call('POST', importUrl(own.id), file(`${limit}y`));
    expect(tooBig.status).toBe(400);
    expect(message(tooBig.body)).toEqual({
      code: 'global-400',
      message: 'content: The file must be 1MB or smaller.',
    });
    // The limit is in bytes: 524,289 two-byte characters are 1,048,578 bytes.
    const wide = await call('POST', importUrl(own.id), file(`sofa, couch\n${'é'.repeat(524_289)}`));
    expect(message(wide.body)?.message).toBe('content: The file must be 1MB or smaller.');
    const pdf = await call('POST', importUrl(own.id), file('sofa, couch', { fileName: 'synonyms.pdf' }));
    expect(message(pdf.body)).toEqual({
      code: 'global-400',
      message: 'fileName: The file must be a CSV or TXT file.',
    });
    expect((await call('GET', base(own.id))).body.total).toBe(0);
    const atLimit = await call('POST', importUrl(own.id), file(limit, { dryRun: true }));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.added).toBe(1);
  });

  it('should export Solr synonyms.txt that imports back adding nothing', async () => {
    const own = await freshSite();
    await create(own.id, { language: 'en', terms: ['sofa', 'couch'] });
    await create(own.id, { language: 'en', terms: ['jumper', 'sweater', 'knitwear'], oneWay: true });
    await create(own.id, { language: 'en', terms: ['trousers, long', 'say "pants"', '=> odd'] });
    await create(own.id, { language: 'es', terms: ['sofá', 'diván'] });
    const exported = await call('GET', `${base(own.id)}/export?language=en`);
    expect(exported.status).toBe(200);
    expect(exported.response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(exported.response.headers['content-disposition']).toBe('attachment; filename="synonyms-en.txt"');
    const lines = exported.response.body.split('\n');
    expect(lines.slice(1)).toEqual([
      'sofa, couch',
      'jumper => sweater, knitwear',
      '"trousers, long", "say ""pants""", "=> odd"',
      '',
    ]);
    const again = await call(
      'POST',
      importUrl(own.id),
      file(exported.response.body, { fileName: 'synonyms-en.txt' }),
    );
    expect(again.body).toEqual({ written: true, added: 0, unchanged: 3, refused: [] });
    const elsewhere = await freshSite();
    const copied = await call(
      'POST',
      importUrl(elsewhere.id),
      file(exported.response.body, { fileName: 'synonyms-en.txt' }),
    );
    expect(copied.body).toMatchObject({ added: 3, refused: [] });
    const groups = (await call('GET', `${base(elsewhere.id)}?sort=terms&order=asc`)).body.synonyms;
    expect(groups.map((group: SynonymGroup) => group.terms)).toContainEqual([
      'trousers, long',
      'say "pants"',
      '=> odd',
    ]);
  });

  it('should refuse import and export to another organisation', async () => {
    expect((await call('POST', importUrl(context.site.id), file('a, b'), context.asStranger)).status).toBe(
      404,
    );
    expect((await call('GET', `${base()}/export?language=en`, undefined, context.asStranger)).status).toBe(
      404,
    );
    expect((await call('GET', `${base()}/export?language=en`, undefined, {})).status).toBe(401);
  });
});
