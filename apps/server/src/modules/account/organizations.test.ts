import { describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../testing/auth.ts';
import { accountTestApp, signUp } from '../../testing/account.ts';

describe('/account/v1/organizations', async () => {
  const { app } = await accountTestApp();
  const owner = await signUp(app);
  const stranger = await signUp(app);
  const asOwner = { authorization: `Bearer ${await accessTokenFor(app, owner.id)}` };
  const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };

  const create = (payload: object, headers = asOwner) =>
    app.inject({ method: 'POST', url: '/account/v1/organizations', headers, payload });

  it('should create an organisation owned by the caller with BILLING', async () => {
    const response = await create({ name: '  Lovelace Ltd ', businessVertical: 'ELECTRONICS' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      uuid: expect.any(String),
      name: 'Lovelace Ltd',
      status: 'ACTIVE',
      businessVertical: 'ELECTRONICS',
      permissions: [{ key: 'BILLING' }],
    });
    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner });
    expect(profile.json().organizations.map((organization: { name: string }) => organization.name)).toContain(
      'Lovelace Ltd',
    );
  });

  it.each([
    ['a missing name', { businessVertical: 'RETAIL' }],
    ['a missing business type', { name: 'Shop' }],
    ['an unknown business type', { name: 'Shop', businessVertical: 'SPACE' }],
    ['a name of the wrong type', { name: ['Shop'], businessVertical: 'RETAIL' }],
    ['an oversized name (over 120 characters)', { name: 'x'.repeat(121), businessVertical: 'RETAIL' }],
  ])('should refuse %s with global-400 and create nothing', async (_case, payload) => {
    const before = (await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner })).json();

    const response = await create(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
    const after = (await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner })).json();
    expect(after.organizations).toHaveLength(before.organizations.length);
  });

  it('should read and update an own organisation, changing only the fields sent', async () => {
    const { uuid } = (await create({ name: 'Analytical Engines', businessVertical: 'UNKNOWN' })).json();

    const updated = await app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${uuid}`,
      headers: asOwner,
      payload: { businessVertical: 'INDUSTRIAL_AUTOMOTIVE' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Analytical Engines',
      businessVertical: 'INDUSTRIAL_AUTOMOTIVE',
    });

    const read = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${uuid}`,
      headers: asOwner,
    });
    expect(read.json()).toEqual(updated.json());
  });

  it("should answer global-404 to another organisation's id and change nothing", async () => {
    const { uuid } = (await create({ name: 'Private Co', businessVertical: 'PETS' })).json();

    const read = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${uuid}`,
      headers: asStranger,
    });
    const write = await app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${uuid}`,
      headers: asStranger,
      payload: { name: 'Taken over' },
    });

    for (const response of [read, write]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('global-404');
    }
    const own = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${uuid}`,
      headers: asOwner,
    });
    expect(own.json().name).toBe('Private Co');
  });

  it('should answer global-404 to an id that does not exist and global-400 to one that is not a uuid', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${crypto.randomUUID()}`,
      headers: asOwner,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'GET',
      url: '/account/v1/organizations/42',
      headers: asOwner,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('should refuse an invalid update with global-400 and change nothing', async () => {
    const { uuid } = (await create({ name: 'Steady', businessVertical: 'BEAUTY' })).json();

    const response = await app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${uuid}`,
      headers: asOwner,
      payload: { name: '', businessVertical: 'BEAUTY' },
    });

    expect(response.statusCode).toBe(400);
    const read = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${uuid}`,
      headers: asOwner,
    });
    expect(read.json().name).toBe('Steady');
  });

  it('should answer global-401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/account/v1/organizations',
      payload: { name: 'Anon', businessVertical: 'RETAIL' },
    });
    expect(response.statusCode).toBe(401);
  });
});
