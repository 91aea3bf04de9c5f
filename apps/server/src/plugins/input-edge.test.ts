import { connect } from 'node:net';
import { TEXT_MAX_LENGTH } from '@playboard/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../testing/account.ts';
import { queryRows } from '../db/query-rows.ts';
import { addSite, sitesTestApp } from '../testing/sites.ts';
import { unstorableTextIn } from './input-edge.ts';

// The analytics rollup writes its own state on its clock: it would move a digest no request moved.
const { app, asOwner, organizationId } = await sitesTestApp({
  ANALYTICS_ROLLUP_INTERVAL_MS: String(3_600_000),
});
const { site, engines } = await addSite(app, organizationId);
const { instance } = site;
const engineId = engines[0]!.id;

/** Every row of every table, so a test can show that a refused request changed nothing. */
async function everyRow(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    app.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [content] = await queryRows<{ digest: string }>(
      app.db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    rows[name] = content!.digest;
  }
  return rows;
}

const nul = 'a\u0000b';

describe('the input edge', () => {
  describe('NUL and unpaired surrogates', () => {
    const cases: { name: string; request: InjectOptions }[] = [
      {
        name: 'storefront search, instance in the path',
        request: { url: '/search/v1/query/a%00b/search?q=x' },
      },
      { name: 'storefront search, query', request: { url: `/search/v1/query/${instance}/search?q=a%00b` } },
      { name: 'layer config, instance in the path', request: { url: '/layer/v1/config/a%00b' } },
      { name: 'tracking, query', request: { url: `/tagging/v1/track/${instance}/query?q=a%00b` } },
      { name: 'tracking, instance in the path', request: { url: '/tagging/v1/track/a%00b/query?q=x' } },
      { name: 'identity provider auth, query', request: { url: '/oidc/auth?client_id=a%00b' } },
      {
        name: 'identity provider token, form body',
        request: {
          method: 'POST',
          url: '/oidc/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=authorization_code&code=a%00b&client_id=playboard',
        },
      },
      {
        name: 'sign-up, body',
        request: { method: 'POST', url: '/account/v1/users', payload: signupBody({ name: nul }) },
      },
      {
        name: 'profile, body',
        request: { method: 'PATCH', url: '/account/v1/users', headers: asOwner, payload: { name: nul } },
      },
      {
        name: 'profile, unpaired surrogate in the body',
        request: {
          method: 'PATCH',
          url: '/account/v1/users',
          headers: { ...asOwner, 'content-type': 'application/json' },
          payload: '{"name":"a\\ud800b"}',
        },
      },
      {
        name: 'organisation, body',
        request: {
          method: 'PATCH',
          url: `/account/v1/organizations/${organizationId}`,
          headers: asOwner,
          payload: { name: nul },
        },
      },
      {
        name: 'site, body',
        request: {
          method: 'PATCH',
          url: `/main/v1/sites/${site.id}`,
          headers: asOwner,
          payload: { name: nul },
        },
      },
      {
        name: 'customisation, a NUL in a key of the body',
        request: {
          method: 'PUT',
          url: `/main/v1/sites/${site.id}/customisation`,
          headers: asOwner,
          payload: { font: 'Inter', [nul]: true },
        },
      },
      {
        name: 'facet values configuration, body',
        request: {
          method: 'PUT',
          url: `/index/v1/fields/engines/${engineId}/facets/brand/values/config`,
          headers: asOwner,
          payload: { values: [{ value: nul }] },
        },
      },
      {
        name: 'product push, body',
        request: {
          method: 'POST',
          url: `/index/v1/sites/${site.id}/products`,
          headers: { 'connector-token': site.securityKey },
          payload: { products: [{ id: '1', name: { en: nul }, price: 1, url: 'https://shop.example/1' }] },
        },
      },
      {
        name: 'analytics search, query',
        request: { url: `/analytics/v1/engines/${engineId}/queries?query=a%00b`, headers: asOwner },
      },
      {
        name: 'flag metrics, body',
        request: {
          method: 'POST',
          url: '/flags/api/frontend/client/metrics',
          payload: { appName: nul, bucket: { start: nul, stop: nul, toggles: {} } },
        },
      },
    ];

    let before: Record<string, string>;
    beforeAll(async () => {
      before = await everyRow();
    });

    it.each(cases)('should answer 400 global-400: $name', async ({ request }) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'global-400', message: expect.stringMatching(/NUL character/) }],
      });
    });

    it('should have changed no row of any table for any of them', async () => {
      expect(await everyRow()).toEqual(before);
    });
  });

  describe('unstorableTextIn', () => {
    it('should name the first field, key or item that PostgreSQL cannot store', () => {
      expect(unstorableTextIn({ name: 'ok', items: [{ title: 'x' }, { title: nul }] })).toBe('items.1.title');
      expect(unstorableTextIn({ [nul]: 1 })).toBe(nul);
      expect(unstorableTextIn('\udc00')).toBe('');
      expect(unstorableTextIn({ emoji: '😀', text: 'plain', count: 3, empty: null })).toBeUndefined();
    });

    it('should walk a deeply nested body without overflowing the stack', () => {
      let body: unknown = nul;
      for (let depth = 0; depth < 200_000; depth += 1) body = [body];
      expect(unstorableTextIn(body)).toMatch(/^0(\.0)*$/);
    });
  });

  describe('free text', () => {
    /** String formats whose own syntax bounds their length. */
    const boundedFormats = new Set(['uuid', 'date-time', 'date', 'time']);

    interface JsonSchema {
      type?: string | string[];
      maxLength?: number;
      enum?: unknown[];
      const?: unknown;
      format?: string;
      pattern?: string;
      properties?: Record<string, JsonSchema>;
      items?: JsonSchema;
      additionalProperties?: JsonSchema | boolean;
      propertyNames?: JsonSchema;
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
      allOf?: JsonSchema[];
    }

    /** The paths of the free-text strings of a request schema that take text of any length. */
    function unbounded(schema: JsonSchema | undefined, path: string): string[] {
      if (!schema) return [];
      const types = [schema.type ?? []].flat();
      const freeText =
        types.includes('string') &&
        schema.maxLength === undefined &&
        schema.enum === undefined &&
        schema.const === undefined &&
        // A pattern (a version, a number, a shop domain) is a shape, not free text.
        schema.pattern === undefined &&
        !boundedFormats.has(schema.format ?? '');
      return [
        ...(freeText ? [path] : []),
        ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
          unbounded(value, `${path}.${key}`),
        ),
        ...unbounded(schema.items, `${path}[]`),
        ...(typeof schema.additionalProperties === 'object'
          ? unbounded(schema.additionalProperties, `${path}{}`)
          : []),
        ...unbounded(schema.propertyNames, `${path}{key}`),
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((option) =>
          unbounded(option, path),
        ),
      ];
    }

    it('should bound every string of every request the OpenAPI document describes', async () => {
      type Operation = {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      };
      const { paths } = (await app.inject({ url: '/docs/json' })).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      const found = Object.entries(paths).flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) => [
          // The router refuses a path parameter over 100 characters (find-my-way's maxParamLength).
          ...(operation.parameters ?? [])
            .filter((parameter) => parameter.in !== 'path')
            .flatMap((parameter) =>
              unbounded(parameter.schema, `${method} ${path} ${parameter.in}.${parameter.name}`),
            ),
          ...Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
            unbounded(schema, `${method} ${path} body`),
          ),
        ]),
      );
      expect(found).toEqual([]);
    });

    it('should refuse an oversized font and store nothing', async () => {
      const url = `/main/v1/sites/${site.id}/customisation`;
      const saved = (await app.inject({ url, headers: asOwner })).json<Record<string, unknown>>();
      for (const font of ['x'.repeat(TEXT_MAX_LENGTH.fontFamily + 1), 'x'.repeat(1024 * 1024)]) {
        const response = await app.inject({
          method: 'PUT',
          url,
          headers: asOwner,
          payload: { ...saved, font },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({
          code: 'global-400',
          message: expect.stringMatching(/^font: /),
        });
      }
      expect((await app.inject({ url, headers: asOwner })).json()).toEqual(saved);
      const accepted = await app.inject({
        method: 'PUT',
        url,
        headers: asOwner,
        payload: { ...saved, font: 'x'.repeat(TEXT_MAX_LENGTH.fontFamily) },
      });
      expect(accepted.statusCode).toBe(200);
    });

    it('should refuse an oversized CSS selector and store nothing', async () => {
      const url = `/main/v1/sites/${site.id}`;
      const before = (await app.inject({ url, headers: asOwner })).json<{ cssSelector: string }>();
      const selector = (length: number) => `#s${'x'.repeat(length - 2)}`;
      for (const cssSelector of [selector(TEXT_MAX_LENGTH.cssSelector + 1), selector(1024 * 1024)]) {
        const response = await app.inject({
          method: 'PATCH',
          url,
          headers: asOwner,
          payload: { cssSelector },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({
          code: 'global-400',
          message: expect.stringMatching(/^cssSelector: /),
        });
      }
      expect((await app.inject({ url, headers: asOwner })).json()).toEqual(before);
      const accepted = await app.inject({
        method: 'PATCH',
        url,
        headers: asOwner,
        payload: { cssSelector: selector(TEXT_MAX_LENGTH.cssSelector) },
      });
      expect(accepted.json().cssSelector).toBe(selector(TEXT_MAX_LENGTH.cssSelector));
    });
  });

  describe('URLs the router cannot read', () => {
    it('should answer a bad percent-encoding in the path with 400 in the error shape', async () => {
      const response = await app.inject({ url: '/account/v1/users%ZZ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ code: 'global-400', message: expect.any(String) }] });
    });

    it('should answer a bad percent-encoding in the query with 400 in the error shape', async () => {
      for (const query of ['q=%E0%A4%A', 'q=%ED%A0%80', 'q=100%']) {
        const response = await app.inject({ url: `/search/v1/query/${instance}/search?${query}` });
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toEqual({
          errors: [{ code: 'global-400', message: 'The address is not valid percent-encoded UTF-8' }],
        });
      }
    });

    it('should answer headers over the size Node accepts with 431 in the error shape', async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect({ port: Number(port), host: '127.0.0.1' }, () =>
          socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(JSON.parse(body!)).toEqual({
        errors: [{ code: 'global-431', message: 'The request headers are larger than the server accepts' }],
      });
    });
  });
});
