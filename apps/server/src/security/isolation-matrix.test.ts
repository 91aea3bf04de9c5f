// Every secured operation of the OpenAPI document that names an organisation, site or engine, asked
// by a signed-in merchant of another organisation with the first merchant's ids: 404 (or 400 for a
// body the schema refuses first), never the data, never a change. A platform route (the
// configuration service's) answers any merchant 403: it is the operators', whoever owns the instance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../testing/account.ts';
import { scopedNames, scopedUrl, validValue } from '../testing/bad-requests.ts';
import {
  databaseWatch,
  documentOperations,
  isErrorBody,
  parseJson,
  securityTestApp,
} from '../testing/security.ts';

const seed = 20_261_125;

describe('isolation matrix: another organisation’s member reaches nothing of this one', async () => {
  const { app, values, site, owner, asStranger } = await securityTestApp();
  const database = await databaseWatch(app);
  const operations = (await documentOperations(app)).filter((operation) => operation.secured);
  const scoped = operations.filter((operation) =>
    operation.parameters.some(
      (parameter) => (parameter.in === 'path' || parameter.in === 'query') && scopedNames.has(parameter.name),
    ),
  );

  const platformRoute = (operation: (typeof operations)[number]) => {
    const url = operation.path.replaceAll(/\{([^}]+)\}/g, ':$1');
    const entry = app.accessRules.find((rule) => rule.method === operation.method && rule.url === url);
    return entry?.rule.scope === 'platform';
  };

  it('should find the operations that name an organisation, a site or an engine', () => {
    expect(scoped.length).toBeGreaterThan(30);
  });

  it.each(scoped.map((operation) => [operation.name, operation] as const))(
    'should answer %s to a stranger without the data and without a change',
    async (_name, operation) => {
      // Bodies the schema allows (a few, with a fixed seed), so the request gets past validation to
      // the access check; a body the schema still refuses answers 400, which shows nothing either.
      const bodies = operation.body
        ? fc.sample(validValue(operation.body.schema), { seed, numRuns: 3 })
        : [undefined];
      for (const body of bodies) {
        const { result: response, changed } = await database.changedBy(() =>
          app.inject({
            method: operation.method,
            url: scopedUrl(operation, values),
            headers: asStranger,
            remoteAddress: freshAddress(),
            ...(body === undefined
              ? {}
              : {
                  payload: JSON.stringify(body),
                  headers: { ...asStranger, 'content-type': 'application/json' },
                }),
          }),
        );
        const refusal = platformRoute(operation) ? 403 : 404;
        const allowed = operation.body ? [400, refusal] : [refusal];
        expect({
          status: allowed.includes(response.statusCode) ? 'refused' : response.statusCode,
          shaped: isErrorBody(parseJson(response.body)),
          // What the stranger did not send and must not learn (ids it sent may be echoed in a message).
          leaks: [site.securityKey, site.url, owner.email].filter((secret) => response.body.includes(secret)),
          changed,
        }).toEqual({ status: 'refused', shaped: true, leaks: [], changed: [] });
      }
    },
  );
});
