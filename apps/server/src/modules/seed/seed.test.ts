import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { testApp } from '../../testing/test-app.ts';
import { verifyCredentials } from '../account/index.ts';
import { DEMO_ACCOUNT, seedDemo } from './index.ts';

describe('seedDemo', async () => {
  const { app } = await testApp();

  it('should create a verified demo account owning "Demo Shop" (RETAIL, BILLING), once', async () => {
    expect(await seedDemo(app.db)).toBe(true);
    expect(await seedDemo(app.db)).toBe(false);

    const rows = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(rows).toHaveLength(1);
    const result = await verifyCredentials(app.db, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(result.ok).toBe(true);

    const profile = await app.inject({
      method: 'GET',
      url: '/account/v1/users',
      headers: { authorization: `Bearer ${await accessTokenFor(app, rows[0]!.id)}` },
    });
    expect(profile.json().organizations).toEqual([
      expect.objectContaining({
        name: 'Demo Shop',
        businessVertical: 'RETAIL',
        role: 'owner',
        permissions: [{ key: 'BILLING' }],
      }),
    ]);
  });

  it('should start the demo organisation on the 30-day trial of every new organisation', async () => {
    await seedDemo(app.db);
    const [demo] = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const headers = { authorization: `Bearer ${await accessTokenFor(app, demo!.id)}` };
    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers });

    const subscription = await app.inject({
      method: 'GET',
      url: `/billing/v1/organizations/${profile.json().organizations[0].uuid}/subscription`,
      headers,
    });

    expect(subscription.json()).toMatchObject({ paymentDetailsSet: false, trial: { daysLeft: 30 } });
  });

  it('should use a password that meets the sign-up rule', async () => {
    const { signupPasswordSchema } = await import('@playboard/domain');
    expect(signupPasswordSchema.safeParse(DEMO_ACCOUNT.password).success).toBe(true);
  });
});
