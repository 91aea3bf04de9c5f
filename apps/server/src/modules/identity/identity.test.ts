import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { freshDatabase } from '../../testing/test-database.ts';

const password = 'Sup3r-secret!';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A browser's cookie jar, reduced to what the provider's cookies need. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  acceptLanguage = 'en';

  constructor(base: string) {
    this.base = base;
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(new URL(url, this.base), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'accept-language': this.acceptLanguage,
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects inside the provider until it sends the browser back to the console. */
  async followUntil(url: string, prefix: string): Promise<string> {
    let location = url;
    for (let hop = 0; hop < 10; hop += 1) {
      if (location.startsWith(prefix)) return location;
      const response = await this.request(location);
      const next = response.headers.get('location');
      if (!next) throw new Error(`no redirect from ${location}: ${response.status} ${await response.text()}`);
      location = new URL(next, this.base).href;
    }
    throw new Error('too many redirects');
  }
}

function formAction(html: string, suffix: string): string {
  const match = new RegExp(`action="([^"]*${suffix})"`).exec(html);
  if (!match?.[1]) throw new Error(`no form ending in ${suffix}`);
  return match[1];
}

describe('identity provider', () => {
  let app: App;
  let database: DatabaseHandle;
  let base: string;
  let client: OidcClient;

  async function start(): Promise<App> {
    const port = new URL(base).port;
    const config = parseEnv({ LOG_LEVEL: 'silent', PORT: port, PUBLIC_URL: base });
    const started = await buildApp({ config, database });
    await started.listen({ port: Number(port), host: '127.0.0.1' });
    return started;
  }

  async function signUp(email: string, verified: boolean): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/account/v1/users',
      payload: {
        name: 'Ada Lovelace',
        shopUrl: 'https://ada.shop.test',
        email,
        password,
        legalAcceptance: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    if (verified) await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    return id;
  }

  /** authorize -> the interaction page, as a browser following the console's sign-in redirect. */
  async function openSignIn(browser: Browser, extra: Record<string, string> = {}) {
    const request = await client.createSigninRequest({ extraQueryParams: extra });
    const authorize = await browser.request(request.url);
    expect(authorize.status).toBe(303);
    const interaction = authorize.headers.get('location')!;
    expect(interaction).toMatch(/^\/oidc\/interaction\//);
    const page = await browser.request(interaction);
    return { page, html: await page.text(), interaction };
  }

  beforeAll(async () => {
    database = await freshDatabase();
    base = `http://127.0.0.1:${await freePort()}`;
    app = await start();
    client = new OidcClient({
      authority: `${base}/oidc`,
      client_id: 'playboard-console',
      redirect_uri: `${base}/`,
      post_logout_redirect_uri: `${base}/login`,
      response_type: 'code',
      scope: 'openid profile email',
      stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('GET /oidc/.well-known/openid-configuration', () => {
    it('should publish the issuer under /oidc with code + PKCE S256 only', async () => {
      const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const metadata = (await response.json()) as Record<string, unknown>;
      expect(metadata).toMatchObject({
        issuer: `${base}/oidc`,
        authorization_endpoint: `${base}/oidc/auth`,
        token_endpoint: `${base}/oidc/token`,
        userinfo_endpoint: `${base}/oidc/me`,
        jwks_uri: `${base}/oidc/jwks`,
        revocation_endpoint: `${base}/oidc/token/revocation`,
        end_session_endpoint: `${base}/oidc/session/end`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
    });
  });

  describe('GET /oidc/jwks', () => {
    it('should publish only public RS256 signing keys', async () => {
      const { keys } = (await (await fetch(`${base}/oidc/jwks`)).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
        expect(key).not.toHaveProperty('d');
      }
    });
  });

  describe('sign-in with oidc-client-ts (code + PKCE)', () => {
    let userId: string;
    let accessToken: string;
    let idToken: string;
    const browser = () => new Browser(base);
    let signedIn: Browser;

    beforeAll(async () => {
      userId = await signUp('ada@shop.test', true);
    });

    it('should complete authorize -> sign-in page -> code -> token with the pinned claims', async () => {
      signedIn = browser();
      const { page, html } = await openSignIn(signedIn);
      expect(page.status).toBe(200);
      expect(html).toContain('<form method="post"');
      expect(html).toContain(`href="${base}/signup"`);
      expect(html).toContain(`href="${base}/reset-password"`);

      const posted = await signedIn.request(formAction(html, '/login'), {
        form: { email: 'Ada@Shop.test', password },
      });
      expect(posted.status).toBe(303);
      const callback = await signedIn.followUntil(
        new URL(posted.headers.get('location')!, base).href,
        `${base}/?`,
      );
      const response = await client.processSigninResponse(callback);

      expect(response.token_type).toBe('Bearer');
      expect(response.profile).toMatchObject({ sub: userId, name: 'Ada Lovelace', email: 'ada@shop.test' });
      expect(response.scope).toBe('openid profile email');
      accessToken = response.access_token;
      idToken = response.id_token!;
      expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({
        iss: `${base}/oidc`,
        aud: `${base}/`,
        sub: userId,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@shop.test',
        policies: [{ resource: '*', instances: [], accessLevel: 'WRITE' }],
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
    });

    it('should accept the access token in app.authenticate', async () => {
      const response = await fetch(`${base}/account/v1/users`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: userId, email: 'ada@shop.test' });
    });

    it('should answer userinfo for the access token', async () => {
      const response = await fetch(`${base}/oidc/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        sub: userId,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@shop.test',
        email_verified: true,
      });
    });

    it('should sign in silently while the provider session lasts (silent renew)', async () => {
      const request = await client.createSigninRequest({ prompt: 'none' });
      const callback = await signedIn.followUntil(request.url, `${base}/?`);
      const response = await client.processSigninResponse(callback);
      expect(decodeJwt(response.access_token).sub).toBe(userId);
    });

    it('should revoke the access token so the API refuses it with 401', async () => {
      const revoked = (await client.createSigninRequest({ prompt: 'none' })).url;
      const response = await client.processSigninResponse(await signedIn.followUntil(revoked, `${base}/?`));
      const revocation = await fetch(`${base}/oidc/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: response.access_token,
          client_id: 'playboard-console',
        }).toString(),
      });
      expect(revocation.status).toBe(200);
      const api = await fetch(`${base}/account/v1/users`, {
        headers: { authorization: `Bearer ${response.access_token}` },
      });
      expect(api.status).toBe(401);
      expect(await api.json()).toMatchObject({ errors: [{ code: 'global-401' }] });
      const other = await fetch(`${base}/account/v1/users`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(other.status).toBe(200);
    });

    it('should answer invalid_request for a revocation without a token', async () => {
      const revocation = await fetch(`${base}/oidc/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'playboard-console' }).toString(),
      });
      expect(revocation.status).toBe(400);
      expect(await revocation.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('should end the session and return to /login, after which silent sign-in needs a login', async () => {
      const signout = await client.createSignoutRequest({ id_token_hint: idToken });
      const confirm = await signedIn.request(signout.url);
      expect(confirm.status).toBe(200);
      const html = await confirm.text();
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      const action = /action="([^"]+)"/.exec(html)?.[1];
      expect(xsrf && action).toBeTruthy();
      const done = await signedIn.request(action!, { form: { xsrf: xsrf!, logout: 'yes' } });
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${base}/login`);

      const request = await client.createSigninRequest({ prompt: 'none' });
      const callback = await signedIn.followUntil(request.url, `${base}/?`);
      expect(new URL(callback).searchParams.get('error')).toBe('login_required');
    });
  });

  describe('password reset', () => {
    /** Signs in through the sign-in page and returns the browser (with its session) and the tokens. */
    async function signIn(email: string, secret: string) {
      const browser = new Browser(base);
      const { html } = await openSignIn(browser);
      const posted = await browser.request(formAction(html, '/login'), { form: { email, password: secret } });
      expect(posted.status).toBe(303);
      const callback = await browser.followUntil(
        new URL(posted.headers.get('location')!, base).href,
        `${base}/?`,
      );
      return { browser, tokens: await client.processSigninResponse(callback) };
    }

    const profileStatus = async (token: string) =>
      (await fetch(`${base}/account/v1/users`, { headers: { authorization: `Bearer ${token}` } })).status;

    it('should end every session of the user and refuse the tokens issued before it', async () => {
      const email = 'hedy@shop.test';
      await signUp(email, true);
      const laptop = await signIn(email, password);
      const phone = await signIn(email, password);
      expect(await profileStatus(laptop.tokens.access_token)).toBe(200);
      await signUp('ida@shop.test', true);
      const other = await signIn('ida@shop.test', password);

      const requested = await fetch(`${base}/account/v1/password-resets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(requested.status).toBe(202);
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      const token = mails.map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1]).find(Boolean);
      const newPassword = 'N3w-secret!pass';
      const reset = await fetch(`${base}/account/v1/password-resets/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: newPassword }),
      });
      expect(reset.status).toBe(204);

      for (const { browser, tokens } of [laptop, phone]) {
        expect(await profileStatus(tokens.access_token)).toBe(401);
        const me = await fetch(`${base}/oidc/me`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(me.status).toBe(401);
        const renew = await client.createSigninRequest({ prompt: 'none' });
        const callback = await browser.followUntil(renew.url, `${base}/?`);
        expect(new URL(callback).searchParams.get('error')).toBe('login_required');
      }

      // Another user's session and token are untouched, and the new password signs in at once.
      expect(await profileStatus(other.tokens.access_token)).toBe(200);
      const again = await signIn(email, newPassword);
      expect(await profileStatus(again.tokens.access_token)).toBe(200);
    });
  });

  describe('POST /oidc/interaction/:uid/login', () => {
    it('should show the sec-23 text for a wrong password and keep the e-mail', async () => {
      await signUp('grace@shop.test', true);
      const browser = new Browser(base);
      const { html } = await openSignIn(browser);
      const response = await browser.request(formAction(html, '/login'), {
        form: { email: 'grace@shop.test', password: 'Wrong-pass1!' },
      });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('The email or password is incorrect. Try again.');
      expect(page).toContain('value="grace@shop.test"');
      expect(page).toContain('aria-invalid="true"');
    });

    it('should show sec-24 with a resend button for an unverified e-mail, and resend queues a mail', async () => {
      await signUp('linus@shop.test', false);
      const browser = new Browser(base);
      const { html } = await openSignIn(browser);
      const response = await browser.request(formAction(html, '/login'), {
        form: { email: 'linus@shop.test', password },
      });
      const page = await response.text();
      expect(page).toContain('Invalid email. We can send you the validation email again.');
      expect(page).toContain('Send the validation email again');

      const mails = async () =>
        (await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'linus@shop.test'))).length;
      const before = await mails();
      const resent = await browser.request(formAction(page, '/resend'), {
        form: { email: 'linus@shop.test' },
      });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain('We have sent you a new validation email.');
      expect(await mails()).toBe(before + 1);
    });

    it('should render the page in Spanish from Accept-Language and show the confirmed notice', async () => {
      const browser = new Browser(base);
      browser.acceptLanguage = 'es-ES,es;q=0.9,en;q=0.5';
      const { html } = await openSignIn(browser, { confirmed: 'true' });
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('Inicia sesión en Playboard');
      expect(html).toContain('Tu correo electrónico está confirmado.');
    });

    it('should refuse a post without the interaction cookie (cross-site) with the start-again page', async () => {
      const browser = new Browser(base);
      const { html } = await openSignIn(browser);
      const stranger = new Browser(base);
      const response = await stranger.request(formAction(html, '/login'), {
        form: { email: 'ada@shop.test', password },
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in page has expired');
    });

    it('should limit sign-in attempts per e-mail with the global-429 text', async () => {
      await signUp('brute@shop.test', true);
      const browser = new Browser(base);
      const { html } = await openSignIn(browser);
      const action = formAction(html, '/login');
      const statuses: number[] = [];
      let lastPage = '';
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await browser.request(action, {
          form: { email: 'brute@shop.test', password: 'nope' },
        });
        statuses.push(response.status);
        lastPage = await response.text();
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(lastPage).toContain('Too many requests. Wait a moment and try again.');
    });
  });

  describe('a NUL at the sign-in interaction (issue 32 item 21)', () => {
    /** The edge's refusal: 400 in the API's error shape, as on every other route. */
    function expectEdgeRefusal(response: { statusCode: number; json: <T>() => T }) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { code: string }[] }>().errors.map((error) => error.code)).toEqual([
        'global-400',
      ]);
    }

    it('should answer 400 for a NUL in the interaction page address', async () => {
      expectEdgeRefusal(await app.inject({ method: 'GET', url: '/oidc/interaction/a%00b' }));
    });

    it.each([
      ['the uid of login', '/login', 'a%00b', { email: 'grace@shop.test', password }],
      ['the e-mail of login', '/login', '', { email: 'grace\0@shop.test', password }],
      ['the password of login', '/login', '', { email: 'grace@shop.test', password: 'Sup3r\0secret!' }],
      ['the uid of resend', '/resend', 'a%00b', { email: 'grace@shop.test' }],
      ['the e-mail of resend', '/resend', '', { email: 'grace\0@shop.test' }],
    ])('should answer 400 for a NUL in %s, in a live interaction', async (_name, action, uid, form) => {
      const browser = new Browser(base);
      const { interaction } = await openSignIn(browser);
      const url = uid ? `/oidc/interaction/${uid}${action}` : `${interaction}${action}`;
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: '192.0.2.21',
      });
      expectEdgeRefusal(response);
    });
  });

  describe('signing keys', () => {
    it('should keep the same keys across a restart on the same database', async () => {
      const before = await (await fetch(`${base}/oidc/jwks`)).json();
      const userId = (await app.db.select().from(users).where(eq(users.email, 'ada@shop.test')))[0]!.id;
      const { accessTokenFor } = await import('../../testing/auth.ts');
      const token = await accessTokenFor(app, userId);
      await app.close();
      app = await start();
      expect(await (await fetch(`${base}/oidc/jwks`)).json()).toEqual(before);
      const response = await fetch(`${base}/account/v1/users`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    });
  });
});
