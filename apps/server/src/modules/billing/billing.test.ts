import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLAN_KEYS } from '@playboard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, organizations, subscriptions } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from '../../testing/account.ts';

const DAY_MS = 86_400_000;

describe('/billing/v1/organizations/{organizationId}', async () => {
  const { app, clock } = await accountTestApp();
  const { owner, asOwner, asStranger, organizationId } = await ownerAndStranger(app);

  const get = (path: string, organization: string, headers: Record<string, string> = asOwner) =>
    app.inject({ method: 'GET', url: `/billing/v1/organizations/${organization}/${path}`, headers });

  async function createOrganization() {
    const before = clock();
    const response = await app.inject({
      method: 'POST',
      url: '/account/v1/organizations',
      headers: asOwner,
      payload: { name: 'Trial Co', businessVertical: 'PETS' },
    });
    return { uuid: response.json<{ uuid: string }>().uuid, before };
  }

  describe('GET subscription', () => {
    it('should start a 30-day free trial without payment details for a new organisation (spec 1 §1)', async () => {
      const { uuid, before } = await createOrganization();

      const response = await get('subscription', uuid);

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'TRIALING',
        plan: { key: 'FREE' },
        price: { frequency: 'MONTHLY', amountCents: 0, currency: 'EUR' },
        paymentDetailsSet: false,
        nextPriceApproved: true,
        trial: { endsAt: expect.any(String), daysLeft: 30 },
        lockReason: null,
      });
      const endsIn = Date.parse(body.trial.endsAt) - before.getTime();
      expect(endsIn).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect(endsIn).toBeLessThan(30 * DAY_MS + 1000);
    });

    it('should start the trial of the organisation created at sign-up too', async () => {
      const response = await get('subscription', organizationId);

      expect(response.statusCode).toBe(200);
      expect(response.json().trial.daysLeft).toBe(30);
    });

    it('should count the days left down to 0 and give the lock reason once the trial has ended', async () => {
      const { uuid } = await createOrganization();

      clock.advance(29 * DAY_MS + 12 * 3_600_000);
      const lastDay = (await get('subscription', uuid)).json();
      clock.advance(DAY_MS);
      const after = await get('subscription', uuid);

      expect(lastDay.trial.daysLeft).toBe(1);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({
        plan: { key: 'FREE' },
        paymentDetailsSet: false,
        trial: { daysLeft: 0 },
        lockReason: 'TRIAL_ENDED',
      });
    });
  });

  it('should give organisations older than subscriptions the trial from their creation date (migration)', async () => {
    const backfill = await readFile(
      join(import.meta.dirname, '../../db/migrations/0010_subscriptions_backfill.sql'),
      'utf8',
    );
    const recent = await createOrganization();
    const old = await createOrganization();
    const now = clock();
    for (const [uuid, ageDays] of [
      [recent.uuid, 10],
      [old.uuid, 40],
    ] as const) {
      await app.db.delete(subscriptions).where(eq(subscriptions.organizationId, uuid));
      await app.db
        .update(organizations)
        .set({ createdAt: new Date(now.getTime() - ageDays * DAY_MS) })
        .where(eq(organizations.id, uuid));
    }

    await app.db.execute(sql.raw(backfill));

    expect((await get('subscription', recent.uuid)).json()).toMatchObject({
      plan: { key: 'FREE' },
      paymentDetailsSet: false,
      trial: { daysLeft: 20 },
    });
    const ended = (await get('subscription', old.uuid)).json();
    expect(ended).toMatchObject({ plan: { key: 'FREE' }, paymentDetailsSet: false, trial: { daysLeft: 0 } });
  });

  describe('GET plans', () => {
    it('should list the plans of spec 2 §3 the organisation can buy by key in the field plans', async () => {
      const response = await get('plans', organizationId);

      expect(response.statusCode).toBe(200);
      const plans: { key: string }[] = response.json().plans;
      // Beta by invitation and the marketplace plan where a marketplace bills (issue 32): not offered here.
      expect(plans.map((plan) => plan.key).sort()).toEqual(
        PLAN_KEYS.filter((key) => key !== 'BETA' && key !== 'PLAYBOARD_MARKET_1').sort(),
      );
    });
  });

  it('should describe both routes in the OpenAPI document under the billing tag', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json();

    for (const path of ['subscription', 'plans']) {
      expect(paths[`/billing/v1/organizations/{organizationId}/${path}`].get.tags).toEqual(['billing']);
    }
  });

  describe.each(['subscription', 'plans'])('access to GET %s', (path) => {
    it("should answer global-404 to another organisation's member", async () => {
      const response = await get(path, organizationId, asStranger);

      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('global-404');
    });

    it('should answer global-404 to an organisation that does not exist', async () => {
      const response = await get(path, crypto.randomUUID());

      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('global-404');
    });

    it('should refuse a malformed organisation id with global-400', async () => {
      const response = await get(path, 'not-a-uuid');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    });

    it('should answer global-401 without a bearer token', async () => {
      const response = await get(path, organizationId, {});

      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('global-401');
    });

    it('should answer global-403 to a member without BILLING (spec 1 §6)', async () => {
      const { uuid } = await createOrganization();
      const membership = and(
        eq(organizationMembers.organizationId, uuid),
        eq(organizationMembers.userId, owner.id),
      );
      await app.db.update(organizationMembers).set({ permissions: [] }).where(membership);

      const response = await get(path, uuid);

      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('global-403');
    });
  });
});
