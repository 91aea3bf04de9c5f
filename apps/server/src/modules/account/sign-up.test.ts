import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, organizations, users } from '../../db/schema/index.ts';
import { accountTestApp, freshAddress, mailsTo, signUp, signupBody } from '../../testing/account.ts';
import { verifyCredentials } from './account.service.ts';

describe('POST /account/v1/users', async () => {
  const { app } = await accountTestApp();

  const post = (payload: object, address = freshAddress()) =>
    app.inject({
      method: 'POST',
      url: '/account/v1/users',
      remoteAddress: address,
      payload,
    });

  const userCount = async () => (await app.db.select({ id: users.id }).from(users)).length;

  it('should create an unverified user owning an organisation named after the shop and send the confirmation', async () => {
    const body = signupBody({
      email: 'Grace.Hopper@Example.COM',
      commercialCommunications: true,
      language: 'es',
    });
    const response = await post(body);

    expect(response.statusCode).toBe(201);
    const { id, email } = response.json<{ id: string; email: string }>();
    expect(email).toBe('grace.hopper@example.com');

    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'es',
      commercialCommunications: true,
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const memberships = await app.db
      .select()
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.organizations).toMatchObject({
      name: 'ada-shop.example',
      businessVertical: 'UNKNOWN',
    });
    expect(memberships[0]?.organization_members).toMatchObject({ role: 'owner', permissions: ['BILLING'] });

    const [mail] = await mailsTo(app, 'grace.hopper@example.com');
    expect(mail?.subject).toBe('Confirma tu correo electrónico en Playboard');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/account\/v1\/users\/confirmations\/[\w-]{43}/);
  });

  it('should answer acc-1 (409) for an e-mail already registered, whatever its case, and change nothing', async () => {
    const existing = await signUp(app);
    const before = await userCount();

    const response = await post(signupBody({ email: existing.email.toUpperCase() }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ code: 'acc-1', message: 'This email is already registered.' }],
    });
    expect(await userCount()).toBe(before);
  });

  it('should answer acc-3 (400) for an invalid e-mail', async () => {
    const before = await userCount();
    const response = await post(signupBody({ email: 'not-an-email' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      code: 'acc-3',
      message: 'email: Invalid email format. Try again.',
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name: This field cannot be empty.'],
    ['a missing shop URL', { shopUrl: undefined }, 'shopUrl: '],
    [
      'a shop URL without http',
      { shopUrl: 'ftp://shop.example' },
      'shopUrl: The URL must start with http://',
    ],
    ['a password under 10 characters (spec 1 §5)', { password: 'Short-1a' }, "password: It doesn't meet"],
    ['a password without an uppercase letter', { password: 'lowercase-only-1' }, "password: It doesn't meet"],
    [
      'a password without a number or special character',
      { password: 'OnlyLettersHere' },
      "password: It doesn't meet",
    ],
    [
      'legal acceptance not given',
      { legalAcceptance: false },
      'legalAcceptance: This field cannot be empty.',
    ],
    ['a name of the wrong type', { name: 42 }, 'name: This field cannot be empty.'],
    [
      'commercial communications of the wrong type',
      { commercialCommunications: 'yes' },
      'commercialCommunications',
    ],
    ['an unknown language', { language: 'fr' }, 'language: Choose one of the options.'],
    ['an oversized name (over 120 characters)', { name: 'x'.repeat(121) }, 'name: Too long. Try again.'],
    [
      'an oversized shop URL (over 2048 characters)',
      { shopUrl: `https://shop.example/${'p'.repeat(2048)}` },
      'shopUrl: Too long',
    ],
    [
      'an oversized password (over 128 characters)',
      { password: `Aa1${'x'.repeat(130)}` },
      'password: Too long',
    ],
  ])('should answer global-400 for %s and create nothing', async (_case, overrides, message) => {
    const before = await userCount();
    const response = await post(signupBody(overrides));

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    expect(response.json().errors[0].message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('should answer global-400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/account/v1/users',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });

  it('should refuse the 11th sign-up from one address within 15 minutes with global-429', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post(signupBody({ email: `flood.${attempt}@example.com` }), address)).statusCode).toBe(
        201,
      );
    }
    const response = await post(signupBody({ email: 'flood.10@example.com' }), address);

    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].code).toBe('global-429');
    expect(await mailsTo(app, 'flood.10@example.com')).toHaveLength(0);
  });

  it('should refuse the 11th attempt for one e-mail within 15 minutes, whatever the address', async () => {
    const body = signupBody({ email: 'target@example.com' });
    expect((await post(body)).statusCode).toBe(201);
    for (let attempt = 1; attempt < 10; attempt += 1) expect((await post(body)).statusCode).toBe(409);
    const response = await post(body);

    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].code).toBe('global-429');
  });
});

describe('the sign-up limit per client address', () => {
  const flood = async (env: Record<string, string>) => {
    const { app } = await accountTestApp(env);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/account/v1/users',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: signupBody({ email: `spoof.${attempt}@example.com` }),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('should not let a client escape it with a forged X-Forwarded-For', async () => {
    expect((await flood({})).at(-1)).toBe(429);
  });

  it('should count the forwarded address behind a trusted proxy (TRUST_PROXY)', async () => {
    expect(await flood({ TRUST_PROXY: 'true' })).not.toContain(429);
  });
});

describe('verifyCredentials', async () => {
  const { app } = await accountTestApp();

  it('should refuse an unconfirmed account with sec-24 and a wrong password with sec-23', async () => {
    const user = await signUp(app);

    expect(await verifyCredentials(app.db, user.email, user.password)).toEqual({ ok: false, code: 'sec-24' });
    expect(await verifyCredentials(app.db, user.email, 'Wrong-Password-1')).toEqual({
      ok: false,
      code: 'sec-23',
    });
  });

  it('should answer sec-23 for an e-mail without an account', async () => {
    expect(await verifyCredentials(app.db, 'nobody@example.com', 'Whatever-123')).toEqual({
      ok: false,
      code: 'sec-23',
    });
  });

  it('should accept a confirmed account whatever the case of the e-mail', async () => {
    const user = await signUp(app);
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));

    const result = await verifyCredentials(app.db, ` ${user.email.toUpperCase()} `, user.password);

    expect(result.ok).toBe(true);
    expect(result.ok && result.user.id).toBe(user.id);
  });
});
