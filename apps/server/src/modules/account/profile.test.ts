import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews, users } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { accountTestApp, signUp } from '../../testing/account.ts';

describe('GET and PATCH /account/v1/users', async () => {
  const { app } = await accountTestApp();
  const user = await signUp(app, { name: 'Ada Lovelace', language: 'en-GB' });
  const authorization = `Bearer ${await accessTokenFor(app, user.id)}`;
  const patch = (payload: object) =>
    app.inject({ method: 'PATCH', url: '/account/v1/users', headers: { authorization }, payload });

  it('should answer global-401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const response = await app.inject({ method: 'GET', url: '/account/v1/users', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('global-401');
    }
  });

  it('should answer the profile with the organisation created at sign-up', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/account/v1/users',
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'en-GB',
      commercialCommunications: false,
      shopUrl: 'https://www.ada-shop.example/catalogue',
      pendingEmail: null,
      organizations: [
        {
          uuid: expect.any(String),
          name: 'ada-shop.example',
          status: 'ACTIVE',
          businessVertical: 'UNKNOWN',
          role: 'owner',
          permissions: [{ key: 'BILLING' }],
        },
      ],
    });
  });

  it('should change only the fields sent', async () => {
    const response = await patch({ firstName: 'Augusta', language: 'es', commercialCommunications: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Augusta Lovelace',
      firstName: 'Augusta',
      lastName: 'Lovelace',
      language: 'es',
      commercialCommunications: true,
    });
  });

  it('should answer the profile unchanged to an empty patch', async () => {
    const before = await app.inject({ method: 'GET', url: '/account/v1/users', headers: { authorization } });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));

    const response = await patch({});

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before.json());
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(row);
  });

  it.each([
    ['an unknown language', { language: 'fr' }, 'language: Choose one of the options.'],
    ['an empty first name', { firstName: '  ' }, 'firstName: This field cannot be empty.'],
    [
      'an oversized last name (over 120 characters)',
      { lastName: 'x'.repeat(121) },
      'lastName: Too long. Try again.',
    ],
    ['a flag of the wrong type', { commercialCommunications: 'no' }, 'commercialCommunications'],
  ])('should refuse %s with global-400 and change nothing', async (_case, payload, message) => {
    const [before] = await app.db.select().from(users).where(eq(users.id, user.id));

    const response = await patch(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'global-400',
      message: expect.stringContaining(message),
    });
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });
});

describe('POST /account/v1/page-views', async () => {
  const { app } = await accountTestApp();
  const user = await signUp(app);
  const authorization = `Bearer ${await accessTokenFor(app, user.id)}`;
  const post = (payload: object, headers: Record<string, string> = { authorization }) =>
    app.inject({ method: 'POST', url: '/account/v1/page-views', headers, payload });

  it('should record the page the user navigated to', async () => {
    const response = await post({ path: '/analytics/products?range=30' });

    expect(response.statusCode).toBe(204);
    const rows = await app.db.select().from(pageViews).where(eq(pageViews.userId, user.id));
    expect(rows.map((row) => row.path)).toEqual(['/analytics/products?range=30']);
  });

  it.each([
    ['a missing path', {}],
    ['a path of the wrong type', { path: 3 }],
    ['a path that is not absolute', { path: 'analytics' }],
    ['an oversized path (over 2048 characters)', { path: `/${'a'.repeat(2048)}` }],
  ])('should refuse %s with global-400', async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should answer global-401 without a token', async () => {
    expect((await post({ path: '/' }, {})).statusCode).toBe(401);
  });
});
