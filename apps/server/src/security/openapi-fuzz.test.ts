// Bad input against every operation of the OpenAPI document the app serves, so a new route is fuzzed
// without a test of its own. Requests carry real ids of a merchant's scope (and that merchant's token
// on secured routes) so they reach validation and the handlers, not only 404.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../testing/account.ts';
import { badRequests, noisyRequests, takesInput, type BadRequest } from '../testing/bad-requests.ts';
import {
  databaseWatch,
  documentOperations,
  isErrorBody,
  parseJson,
  securityTestApp,
  type Operation,
} from '../testing/security.ts';

/** Fixed, so a failure replays the same requests; runs per operation keep the file under ~30 s. */
const seed = 20_261_125;
const runsPerOperation = 20;

/**
 * The reference shop (apps/demo-shop) stands in for a merchant's shop: its pages answer HTML and its
 * module endpoints the connector protocol's own error shape (docs/connectors.md). It keeps "4xx,
 * never 5xx, nothing changed"; the one error shape is Playboard's API's promise, not the shop's.
 */
const ownErrorShape = (operation: Operation) => operation.path.startsWith('/demo-shop/');

/**
 * The embedded mailbox is for the machine itself (issue 12): its requests come from the loopback
 * address; every other request comes from an address of its own, so the per-address limits of the
 * account routes (10 per 15 minutes) never answer 429 in place of the violation under test.
 */
const remoteAddressFor = (operation: Operation) =>
  operation.path.startsWith('/mailbox') ? '127.0.0.1' : freshAddress();

/**
 * Runs the property with the fixed seed, without shrinking (each run is a request against a database
 * that may have changed since), and answers 'held' or fast-check's report: the request and what went wrong.
 */
async function verdict<T>(property: fc.IAsyncProperty<[T]>, numRuns: number): Promise<string> {
  const details = await fc.check(property, { seed, numRuns, endOnFailure: true, includeErrorInReport: true });
  return fc.defaultReportMessage(details) ?? 'held';
}

/**
 * Routes outside the OpenAPI document that take input from strangers: the identity provider's
 * endpoints (oidc-provider's own routes and ours around it). OAuth clients read errors in the
 * shape RFC 6749 §5.2 gives them (`{ error, error_description }`) or an HTML page for a browser, so
 * these keep "4xx, never 5xx, nothing changed"; what the edge refuses before any route (NUL,
 * malformed percent-encoding) answers in the one error shape there too. Not fuzzed: /docs (the
 * document itself), /socket.io (its handshake is tested in realtime.test.ts), the console's and the
 * layer's static files.
 */
const identityRequests: {
  name: string;
  edge: boolean;
  method: 'GET' | 'POST';
  url: string;
  form?: string;
}[] = [
  { name: 'auth without parameters', edge: false, method: 'GET', url: '/oidc/auth' },
  {
    name: 'auth for an unknown client',
    edge: false,
    method: 'GET',
    url: '/oidc/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F',
  },
  {
    name: 'auth to a redirect the client does not have',
    edge: false,
    method: 'GET',
    url: '/oidc/auth?client_id=playboard-console&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F&code_challenge=x&code_challenge_method=S256',
  },
  {
    name: 'auth with a NUL',
    edge: true,
    method: 'GET',
    url: '/oidc/auth?client_id=playboard-console%00&response_type=code',
  },
  {
    name: 'auth with a bad percent-encoding',
    edge: true,
    method: 'GET',
    url: '/oidc/auth?client_id=%E0%A4%A',
  },
  { name: 'token without a body', edge: false, method: 'POST', url: '/oidc/token' },
  {
    name: 'token with an unknown code',
    edge: false,
    method: 'POST',
    url: '/oidc/token',
    form: 'grant_type=authorization_code&code=nothing&client_id=playboard-console&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&code_verifier=abc',
  },
  {
    name: 'token with an unknown grant',
    edge: false,
    method: 'POST',
    url: '/oidc/token',
    form: 'grant_type=password&username=a&password=b&client_id=playboard-console',
  },
  {
    name: 'token with a NUL',
    edge: true,
    method: 'POST',
    url: '/oidc/token',
    form: 'grant_type=refresh_token&refresh_token=a%00b&client_id=playboard-console',
  },
  {
    name: 'revocation without a token',
    edge: false,
    method: 'POST',
    url: '/oidc/token/revocation',
    form: '',
  },
  {
    name: 'revocation with a NUL',
    edge: true,
    method: 'POST',
    url: '/oidc/token/revocation',
    form: 'token=a%00b&client_id=playboard-console',
  },
  { name: 'an unknown interaction', edge: false, method: 'GET', url: '/oidc/interaction/nothing-here' },
  { name: 'an interaction with a NUL', edge: true, method: 'GET', url: '/oidc/interaction/a%00b' },
  {
    name: 'an interaction with a bad percent-encoding',
    edge: true,
    method: 'GET',
    url: '/oidc/interaction/a%E0%A4%A',
  },
  {
    name: 'sign-in with a NUL in the interaction',
    edge: true,
    method: 'POST',
    url: '/oidc/interaction/a%00b/login',
    form: 'email=a%40example.com&password=x',
  },
  {
    name: 'sign-in with a NUL in the e-mail',
    edge: true,
    method: 'POST',
    url: '/oidc/interaction/nothing-here/login',
    form: 'email=a%00%40example.com&password=x',
  },
  {
    name: 'sign-in with a NUL in the password',
    edge: true,
    method: 'POST',
    url: '/oidc/interaction/nothing-here/login',
    form: 'email=a%40example.com&password=x%00y',
  },
  {
    name: 'resend with a NUL in the interaction',
    edge: true,
    method: 'POST',
    url: '/oidc/interaction/a%00b/resend',
    form: 'email=a%40example.com',
  },
  {
    name: 'resend with a NUL in the e-mail',
    edge: true,
    method: 'POST',
    url: '/oidc/interaction/nothing-here/resend',
    form: 'email=a%00%40example.com',
  },
  {
    name: 'sign-in to an unknown interaction',
    edge: false,
    method: 'POST',
    url: '/oidc/interaction/nothing-here/login',
    form: 'email=a%40example.com&password=x',
  },
];

/** Text with, at times, a NUL somewhere in it: what PostgreSQL cannot store, so the edge must refuse it. */
const textWithNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('', '\0'), fc.string({ maxLength: 20 }))
  .map(([before, nul, after]) => `${before}${nul}${after}`);

/**
 * The sign-in interaction's own routes (outside the document: they answer pages), fuzzed as the
 * document's routes are: any uid, e-mail and password, a NUL at times in any of them (issue 32 item 21).
 */
const interactionRequests = fc
  .record({
    action: fc.constantFrom('', '/login', '/resend'),
    uid: fc.string({ minLength: 1, maxLength: 30 }),
    nulInUid: fc.boolean(),
    email: textWithNul,
    password: textWithNul,
  })
  .map(({ action, uid, nulInUid, email, password }) => {
    const path = `/oidc/interaction/${encodeURIComponent(uid)}${nulInUid ? '%00' : ''}${action}`;
    const fields: Record<string, string> | undefined =
      action === '/login' ? { email, password } : action === '/resend' ? { email } : undefined;
    const texts = [nulInUid ? '\0' : '', ...Object.values(fields ?? {})];
    return {
      method: fields ? ('POST' as const) : ('GET' as const),
      url: path,
      form: fields && new URLSearchParams(fields).toString(),
      holdsNul: texts.some((text) => text.includes('\0')),
    };
  });

describe('OpenAPI fuzz: bad input answers 4xx in the error shape and changes nothing', async () => {
  const { app, asOwner, values } = await securityTestApp();
  const operations = await documentOperations(app);
  const database = await databaseWatch(app);

  async function send(operation: Operation, request: BadRequest) {
    return app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(operation.secured ? asOwner : {}) },
      payload: request.payload,
      remoteAddress: remoteAddressFor(operation),
    });
  }

  it('should find the operations of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.filter(takesInput).map((operation) => [operation.name, operation] as const))(
    'should refuse bad input to %s with 4xx in the error shape, changing nothing',
    async (_name, operation) => {
      const outcome = await verdict(
        fc.asyncProperty(badRequests(operation, values), async (request) => {
          const { result: response, changed } = await database.changedBy(() => send(operation, request));
          const refused = response.statusCode >= 400 && response.statusCode < 500;
          const shaped = ownErrorShape(operation) || isErrorBody(parseJson(response.body));
          const problems = [
            ...(refused && shaped ? [] : [`answered ${response.statusCode} ${response.body.slice(0, 300)}`]),
            ...(changed.length > 0 ? [`changed ${changed.join(', ')}`] : []),
          ];
          if (problems.length > 0) throw new Error(`${request.violation}: ${problems.join('; ')}`);
        }),
        runsPerOperation,
      );
      expect(outcome).toBe('held');
    },
  );

  /** One request to the identity provider's interaction routes, its form sent as a browser sends it. */
  const sendInteraction = (request: { method: 'GET' | 'POST'; url: string; form?: string | undefined }) =>
    app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: freshAddress(),
      ...(request.form === undefined
        ? {}
        : { payload: request.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });

  it.each(identityRequests.map((request) => [request.name, request] as const))(
    'should refuse %s at the identity provider with 4xx, changing nothing',
    async (_name, request) => {
      const { result: response, changed } = await database.changedBy(() => sendInteraction(request));
      expect({
        status: response.statusCode >= 400 && response.statusCode < 500 ? '4xx' : response.statusCode,
        shaped: !request.edge || isErrorBody(parseJson(response.body)),
        changed,
      }).toEqual({ status: '4xx', shaped: true, changed: [] });
    },
  );

  it('should refuse bad input to the sign-in interaction with 4xx, a NUL in the error shape, changing nothing', async () => {
    const outcome = await verdict(
      fc.asyncProperty(interactionRequests, async (request) => {
        const { result: response, changed } = await database.changedBy(() => sendInteraction(request));
        const refused = response.statusCode >= 400 && response.statusCode < 500;
        const shaped = !request.holdsNul || isErrorBody(parseJson(response.body));
        const problems = [
          ...(refused && shaped ? [] : [`answered ${response.statusCode} ${response.body.slice(0, 300)}`]),
          ...(changed.length > 0 ? [`changed ${changed.join(', ')}`] : []),
        ];
        if (problems.length > 0) throw new Error(`${request.method} ${request.url}: ${problems.join('; ')}`);
      }),
      runsPerOperation * 3,
    );
    expect(outcome).toBe('held');
  });

  // Operations that declare no input have nothing to get wrong: unknown parameters must still
  // neither break them nor make them write anything.
  it.each(
    operations
      .filter((operation) => !takesInput(operation))
      .map((operation) => [operation.name, operation] as const),
  )('should answer unknown parameters to %s without a 5xx, changing nothing', async (_name, operation) => {
    const outcome = await verdict(
      fc.asyncProperty(noisyRequests(operation, values), async (request) => {
        const { result: response, changed } = await database.changedBy(() => send(operation, request));
        const problems = [
          ...(response.statusCode < 500
            ? []
            : [`answered ${response.statusCode} ${response.body.slice(0, 300)}`]),
          ...(changed.length > 0 ? [`changed ${changed.join(', ')}`] : []),
        ];
        if (problems.length > 0) throw new Error(problems.join('; '));
      }),
      3,
    );
    expect(outcome).toBe('held');
  });
});
