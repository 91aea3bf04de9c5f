// Built from the routes list, so a new route is covered without a test of its own: every secured
// operation of the OpenAPI document that names an organisation, site, engine or instance declares
// the access it needs, and the merchant's own token cut down to READ policies reads every one of
// them, changing nothing, and is refused every write (403, nothing changed).
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../testing/account.ts';
import { accessTokenFor } from '../testing/auth.ts';
import {
  databaseWatch,
  documentOperations,
  isErrorBody,
  parseJson,
  securityTestApp,
  type Operation,
} from '../testing/security.ts';
import { scopedNames, scopedUrl } from '../testing/bad-requests.ts';

describe('access matrix: every scoped route declares its access, and READ never writes', async () => {
  const { app, values, owner } = await securityTestApp();
  const database = await databaseWatch(app);
  const readOnly = await accessTokenFor(app, owner.id, {
    policies: [{ resource: '*', instances: ['*'], accessLevel: 'READ' }],
  });
  const asReader = { authorization: `Bearer ${readOnly}` };
  const scoped = (await documentOperations(app)).filter(
    (operation) =>
      operation.secured &&
      operation.parameters.some(
        (parameter) =>
          (parameter.in === 'path' || parameter.in === 'query') && scopedNames.has(parameter.name),
      ),
  );

  function ruleOf(operation: Operation) {
    const url = operation.path.replaceAll(/\{([^}]+)\}/g, ':$1');
    return app.accessRules.find((entry) => entry.method === operation.method && entry.url === url)?.rule;
  }

  const writes = scoped.filter((operation) => ruleOf(operation)?.level === 'WRITE');
  const reads = scoped.filter((operation) => ruleOf(operation)?.level === 'READ');

  it('should find a declared access on every operation that names a scope', () => {
    expect(scoped.length).toBeGreaterThan(30);
    expect(scoped.filter((operation) => !ruleOf(operation)).map((operation) => operation.name)).toEqual([]);
  });

  it.each(writes.map((operation) => [operation.name, operation] as const))(
    'should refuse %s to a READ-only token and change nothing',
    async (_name, operation) => {
      const { result: response, changed } = await database.changedBy(() =>
        app.inject({
          method: operation.method,
          url: scopedUrl(operation, values),
          headers: { ...asReader, 'content-type': 'application/json' },
          remoteAddress: freshAddress(),
          ...(operation.body ? { payload: '{}' } : {}),
        }),
      );
      expect({ status: response.statusCode, shaped: isErrorBody(parseJson(response.body)), changed }).toEqual(
        {
          status: 403,
          shaped: true,
          changed: [],
        },
      );
    },
  );

  // A read may still fail on its own terms (a shop that does not answer the connection check, a
  // generated query value a report refuses); what it must not meet is an access refusal. A read
  // sent as a POST (a search preview carries its query in a body) must change nothing either.
  it.each(reads.map((operation) => [operation.name, operation] as const))(
    'should let a READ-only token %s, changing nothing',
    async (_name, operation) => {
      const { result: response, changed } = await database.changedBy(() =>
        app.inject({
          method: operation.method,
          url: scopedUrl(operation, values),
          headers: asReader,
          remoteAddress: freshAddress(),
          ...(operation.body ? { payload: {} } : {}),
        }),
      );
      expect({ refused: [401, 403, 404].includes(response.statusCode), changed }).toEqual({
        refused: false,
        changed: [],
      });
    },
  );
});
