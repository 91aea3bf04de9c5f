import { AUDIT_AREAS, defaultVisualCustomisation, type AuditLogPage } from '@playboard/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditEntries, organizationMembers } from '../../db/schema/index.ts';
import { accountTestApp, ownerAndStranger, signUp } from '../../testing/account.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { addSite } from '../../testing/sites.ts';
import { recordAudit, type Actor } from './index.ts';

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let asAdmin: Record<string, string>;
let organizationId: string;
let strangerOrganizationId: string;
let owner: Actor;
let admin: Actor;
let siteId: string;
let asOperator: Record<string, string>;
const OPERATOR = 'operator@playboard.test';

const url = (id = organizationId, query = '') => `/account/v1/organizations/${id}/audit${query}`;

async function page(query = '', headers = asOwner): Promise<AuditLogPage> {
  const response = await app.inject({ url: url(organizationId, query), headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function record(organization: string | null, area: (typeof AUDIT_AREAS)[number], actor: Actor) {
  await app.db.transaction(async (tx) =>
    recordAudit(tx as unknown as Database, {
      organizationId: organization,
      area,
      action: `${area}.test`,
      entityId: `${area}-entity`,
      before: { value: 'old' },
      after: { value: 'new' },
      actor,
    }),
  );
}

beforeAll(async () => {
  ({ app } = await accountTestApp({ PLATFORM_OPERATORS: OPERATOR }));
  const people = await ownerAndStranger(app);
  ({ asOwner, asStranger, organizationId } = people);
  owner = { userId: people.owner.id, email: people.owner.email };
  const strangerProfile = await app.inject({ url: '/account/v1/users', headers: asStranger });
  strangerOrganizationId = strangerProfile.json().organizations[0].uuid;

  const colleague = await signUp(app);
  await app.db.insert(organizationMembers).values({ organizationId, userId: colleague.id, role: 'admin' });
  admin = { userId: colleague.id, email: colleague.email };
  asAdmin = { authorization: `Bearer ${await accessTokenFor(app, colleague.id)}` };

  siteId = (await addSite(app, organizationId)).site.id;
  for (const area of AUDIT_AREAS) await record(organizationId, area, area === 'billing' ? owner : admin);
  const saved = await app.inject({
    method: 'PUT',
    url: `/main/v1/sites/${siteId}/customisation`,
    headers: asOwner,
    payload: { ...defaultVisualCustomisation, mainColor: '#123456' },
  });
  if (saved.statusCode !== 200) throw new Error(`the customisation was not saved: ${saved.body}`);
  await record(strangerOrganizationId, 'team', { userId: people.stranger.id, email: people.stranger.email });
  await record(null, 'roles', owner);
  const operator = await signUp(app, { email: OPERATOR, name: 'Olga Operator' });
  asOperator = { authorization: `Bearer ${await accessTokenFor(app, operator.id)}` };
});

describe('GET /account/v1/organizations/{id}/audit', () => {
  it('shows an owner the changes of every area, the tuning of its sites among them, newest first', async () => {
    const { entries, total, actors } = await page();
    expect(total).toBe(AUDIT_AREAS.length + 1);
    expect(new Set(entries.map((entry) => entry.area))).toEqual(new Set(['tuning', ...AUDIT_AREAS]));
    expect(entries[0]).toMatchObject({
      area: 'tuning',
      action: 'customisation.create',
      siteId,
      actor: { email: owner.email },
    });
    const team = entries.find((entry) => entry.area === 'team');
    expect(team).toMatchObject({
      action: 'team.test',
      entityId: 'team-entity',
      before: { value: 'old' },
      after: { value: 'new' },
      actor: admin,
      siteId: null,
    });
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(actors).toEqual([admin.email, owner.email].sort());
  });

  it('filters by person, area and date, and pages', async () => {
    expect((await page(`?actor=${encodeURIComponent(owner.email.toUpperCase())}`)).entries).toHaveLength(2);
    const billing = await page('?area=billing');
    expect(billing.entries.map((entry) => entry.action)).toEqual(['billing.test']);
    expect((await page('?area=tuning')).total).toBe(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await page(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await page(`?to=${encodeURIComponent(future)}`)).total).toBe(AUDIT_AREAS.length + 1);
    const first = await page('?limit=2');
    const second = await page('?limit=2&offset=2');
    expect(first.entries).toHaveLength(2);
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0]!.id).not.toBe(first.entries[1]!.id);
    expect(first.total).toBe(AUDIT_AREAS.length + 1);
  });

  it('never shows another organisation’s entries, nor platform-level ones', async () => {
    const { entries } = await page('?limit=100');
    expect(
      entries.some((entry) => entry.actor?.userId !== owner.userId && entry.actor?.userId !== admin.userId),
    ).toBe(false);
    const strangers = await app.inject({ url: url(strangerOrganizationId), headers: asStranger });
    expect(strangers.json().entries.map((entry: { area: string }) => entry.area)).toEqual(['team']);
  });

  it('answers 404 global-404 to a member of another organisation', async () => {
    const response = await app.inject({ url: url(), headers: asStranger });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it('refuses an admin with 403 global-403: the audit log is the owners’', async () => {
    for (const path of [url(), `/account/v1/organizations/${organizationId}/audit.csv`]) {
      const response = await app.inject({ url: path, headers: asAdmin });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('global-403');
    }
  });

  it('answers 400 global-400 to an unknown area or a range ending before it starts', async () => {
    expect(
      (await app.inject({ url: url(organizationId, '?area=weather'), headers: asOwner })).json().errors[0]
        .code,
    ).toBe('global-400');
    const range = '?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z';
    const response = await app.inject({ url: url(organizationId, range), headers: asOwner });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('global-400');
  });
});

describe('GET /account/v1/organizations/{id}/audit.csv', () => {
  it('exports the filtered entries as CSV with a header row', async () => {
    const response = await app.inject({
      url: `/account/v1/organizations/${organizationId}/audit.csv?area=team`,
      headers: asOwner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('date,person,area,action,entity,site,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,${admin.email},team,team.test,team-entity,,"{""value"":""old""}","{""value"":""new""}"`,
    );
  });
});

describe('GET /management/v1/audit (the platform’s own log)', () => {
  it('shows an operator the entries of no organisation, and no organisation’s', async () => {
    const response = await app.inject({ url: '/management/v1/audit', headers: asOperator });
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json<AuditLogPage>();
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ area: 'roles', action: 'roles.test', actor: { email: owner.email } });
    const csv = await app.inject({ url: '/management/v1/audit.csv', headers: asOperator });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses an organisation’s owner with 403 global-403', async () => {
    const response = await app.inject({ url: '/management/v1/audit', headers: asOwner });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('global-403');
  });
});

describe('nothing edits or deletes an entry', () => {
  it('has no route that changes the log', async () => {
    const [entry] = (await page()).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const path of [url(), `${url()}/${entry!.id}`]) {
        const response = await app.inject({ method, url: path, headers: asOwner, payload: {} });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('is refused by the database: UPDATE, DELETE and TRUNCATE fail and the entry stays', async () => {
    const where = eq(auditEntries.organizationId, organizationId);
    await expect(app.db.update(auditEntries).set({ action: 'forged' }).where(where)).rejects.toThrow();
    await expect(app.db.delete(auditEntries).where(where)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate ${auditEntries}`)).rejects.toThrow();
    expect((await page('?area=team')).entries[0]!.action).toBe('team.test');
  });

  it('records nothing when the change it belongs to fails', async () => {
    const failing = app.db.transaction(async (tx) => {
      await recordAudit(tx as unknown as Database, {
        organizationId,
        area: 'account',
        action: 'account.never',
        entityId: owner.userId,
        before: null,
        after: null,
        actor: owner,
      });
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect((await page('?area=account')).entries.map((entry) => entry.action)).toEqual(['account.test']);
  });

  it('logs a revert as a revert of its kind, not as the delete or change it makes (issue 32)', async () => {
    const other = await ownerAndStranger(app);
    const shop = (await addSite(app, other.organizationId)).site.id;
    const created = await app.inject({
      method: 'POST',
      url: `/merchandising/v1/sites/${shop}/synonyms`,
      headers: other.asOwner,
      payload: { language: 'en', terms: ['sofa', 'couch'] },
    });
    expect(created.statusCode).toBe(201);
    const [revision] = (
      await app.inject({ url: `/merchandising/v1/sites/${shop}/revisions`, headers: other.asOwner })
    ).json().revisions;

    const reverted = await app.inject({
      method: 'POST',
      url: `/merchandising/v1/sites/${shop}/revisions/${revision.id}/revert`,
      headers: other.asOwner,
      payload: {},
    });
    expect(reverted.statusCode).toBe(201);

    const log = await app.inject({ url: url(other.organizationId), headers: other.asOwner });
    expect(log.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'synonym.revert',
      'synonym.create',
    ]);
  });
});
