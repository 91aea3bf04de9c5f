// Who reaches a site (spec 2 §6): the members of its organisation, and whoever holds a role
// assignment or guest policy naming that site's instance, for that site alone and at the level
// the assignment gives; never the organisation's other sites nor its organisation-level screens.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditEntries, type SiteRow } from '../../db/schema/index.ts';
import { accountTestApp, mailsTo, ownerAndStranger, signUp } from '../../testing/account.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { addSite } from '../../testing/sites.ts';

const OPERATOR = 'operator@playboard.test';
const VIEWER = 5;
const MERCHANDISER = 3;

describe('reach of a site through role assignments and guest policies', () => {
  let app: App;
  let asOperator: Record<string, string>;
  let organizationId: string;
  let asOwner: Record<string, string>;
  let siteA: SiteRow;
  let siteB: SiteRow;
  let foreignSite: SiteRow;

  beforeAll(async () => {
    ({ app } = await accountTestApp({ PLATFORM_OPERATORS: OPERATOR }));
    const operator = await signUp(app, { email: OPERATOR });
    asOperator = { authorization: `Bearer ${await accessTokenFor(app, operator.id)}` };
    const { organizationId: owned, asStranger, asOwner: ownerHeaders } = await ownerAndStranger(app);
    organizationId = owned;
    asOwner = ownerHeaders;
    ({ site: siteA } = await addSite(app, organizationId));
    ({ site: siteB } = await addSite(app, organizationId));
    const foreign = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asStranger });
    ({ site: foreignSite } = await addSite(app, foreign.json().organizations[0].uuid));
  });

  const bearer = async (userId: string) => ({ authorization: `Bearer ${await accessTokenFor(app, userId)}` });
  const synonyms = (site: SiteRow) => `/merchandising/v1/sites/${site.id}/synonyms`;
  const read = (site: SiteRow, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: synonyms(site), headers });
  const write = (site: SiteRow, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: synonyms(site),
      headers,
      payload: { language: 'en', terms: [`sofa-${crypto.randomUUID().slice(0, 8)}`, 'couch'] },
    });
  const organizationScreens = (headers: Record<string, string>) =>
    Promise.all(
      [
        `/account/v1/organizations/${organizationId}`,
        `/account/v1/organizations/${organizationId}/users`,
        `/billing/v1/organizations/${organizationId}/subscription`,
      ].map(async (url) => (await app.inject({ method: 'GET', url, headers })).statusCode),
    );

  async function assign(userId: string, roleId: number, instance: string) {
    const response = await app.inject({
      method: 'POST',
      url: `/management/v1/users/${userId}/role-assignments`,
      headers: asOperator,
      payload: { roleId, conditions: [{ condition: 'instance', value: instance }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('should let a guest with READ on site A read its tuning, refuse its writes with 403 and answer 404 elsewhere', async () => {
    const invited = await app.inject({
      method: 'POST',
      url: '/management/v1/guests',
      headers: asOperator,
      payload: {
        email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
        username: 'Agency Reader',
        policies: [{ resource: 'play', instances: [siteA.instance], accessLevel: 'READ' }],
      },
    });
    expect(invited.statusCode).toBe(201);
    const asGuest = await bearer(invited.json().id);

    expect((await read(siteA, asGuest)).statusCode).toBe(200);
    const refused = await write(siteA, asGuest);
    expect({ status: refused.statusCode, code: refused.json().errors[0].code }).toEqual({
      status: 403,
      code: 'global-403',
    });
    expect(refused.json().errors[0].message).toContain('Read-only access');
    for (const site of [siteB, foreignSite]) {
      const response = await read(site, asGuest);
      expect({ status: response.statusCode, code: response.json().errors[0].code }).toEqual({
        status: 404,
        code: 'global-404',
      });
    }
    expect(await organizationScreens(asGuest)).toEqual([404, 404, 404]);
  });

  it("should list the organisation in a guest's profile as role guest, and show its site A alone in the organisation's sites", async () => {
    const invited = await app.inject({
      method: 'POST',
      url: '/management/v1/guests',
      headers: asOperator,
      payload: {
        email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
        username: 'Agency Reader',
        policies: [{ resource: 'play.synonym', instances: [siteA.instance], accessLevel: 'READ' }],
      },
    });
    const asGuest = await bearer(invited.json().id);

    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asGuest });
    expect(profile.json().organizations).toEqual([
      expect.objectContaining({ uuid: organizationId, role: 'guest', permissions: [] }),
    ]);
    const detail = await app.inject({
      method: 'GET',
      url: `/main/v1/organizations/${organizationId}`,
      headers: asGuest,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().permissions).toEqual([]);
    expect(detail.json().sites.map((site: { uuid: string }) => site.uuid)).toEqual([siteA.id]);
    const team = await app.inject({
      method: 'GET',
      url: `/account/v1/organizations/${organizationId}/users`,
      headers: asGuest,
    });
    expect({ status: team.statusCode, code: team.json().errors[0].code }).toEqual({
      status: 404,
      code: 'global-404',
    });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/account/v1/organizations/${organizationId}`,
      headers: asGuest,
      payload: { name: 'Taken over' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it("should keep a member's profile to their own organisations and the organisation's every site", async () => {
    const member = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asOwner });
    expect(member.json().organizations).toEqual([
      expect.objectContaining({ uuid: organizationId, role: 'owner' }),
    ]);
    const detail = await app.inject({
      method: 'GET',
      url: `/main/v1/organizations/${organizationId}`,
      headers: asOwner,
    });
    expect(detail.json().sites.map((site: { uuid: string }) => site.uuid)).toEqual(
      expect.arrayContaining([siteA.id, siteB.id]),
    );
  });

  it("should let someone of another organisation given merchandiser on site A tune A alone, and keep their own organisation's sites", async () => {
    const person = await signUp(app);
    const asPerson = await bearer(person.id);
    const profile = await app.inject({ method: 'GET', url: '/account/v1/users', headers: asPerson });
    const { site: ownSite } = await addSite(app, profile.json().organizations[0].uuid);
    await assign(person.id, MERCHANDISER, siteA.instance);
    const asMerchandiser = await bearer(person.id);

    expect((await write(siteA, asMerchandiser)).statusCode).toBe(201);
    expect((await read(siteB, asMerchandiser)).statusCode).toBe(404);
    expect((await write(ownSite, asMerchandiser)).statusCode).toBe(201);
    expect(await organizationScreens(asMerchandiser)).toEqual([404, 404, 404]);
    const organizations = (
      await app.inject({ method: 'GET', url: '/account/v1/users', headers: asMerchandiser })
    ).json().organizations;
    expect(organizations.map((entry: { uuid: string; role: string }) => [entry.uuid, entry.role])).toEqual([
      [profile.json().organizations[0].uuid, 'owner'],
      [organizationId, 'guest'],
    ]);
  });

  it('should stop the reach at the next call once the assignment is deleted, whatever the token says', async () => {
    const person = await signUp(app);
    const assignment = await assign(person.id, VIEWER, siteA.instance);
    const asViewer = await bearer(person.id);
    expect((await read(siteA, asViewer)).statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/management/v1/users/${person.id}/role-assignments/${assignment}`,
      headers: asOperator,
    });

    expect(deleted.statusCode).toBe(204);
    expect((await read(siteA, asViewer)).statusCode).toBe(404);
  });

  it("should not open every organisation's sites to an assignment for every instance (*): it applies where the person is a member", async () => {
    const person = await signUp(app);
    await assign(person.id, VIEWER, '*');
    const asViewer = await bearer(person.id);

    expect((await read(siteA, asViewer)).statusCode).toBe(404);
  });

  describe('removal from the organisation', () => {
    async function join(person: { email: string }, headers: Record<string, string>) {
      const invited = await app.inject({
        method: 'POST',
        url: `/account/v1/organizations/${organizationId}/invite`,
        headers: asOwner,
        payload: { email: person.email, role: 'admin' },
      });
      expect(invited.statusCode).toBe(201);
      const [mail] = await mailsTo(app, person.email);
      const token = /\/invitations\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
      const accepted = await app.inject({
        method: 'PATCH',
        url: `/account/v1/invites/${token}/accept`,
        headers,
      });
      expect(accepted.statusCode).toBe(200);
    }

    const assignmentsOf = async (userId: string) =>
      (await app.inject({ method: 'GET', url: `/management/v1/users/${userId}`, headers: asOperator })).json<{
        roleAssignments: { id: string; role: { name: string }; conditions: { value: string }[] }[];
      }>().roleAssignments;

    it("should take back the member's role assignments on the organisation's sites in the removal, audited, and keep the rest", async () => {
      const person = await signUp(app);
      await join(person, await bearer(person.id));
      const both = await app.inject({
        method: 'POST',
        url: `/management/v1/users/${person.id}/role-assignments`,
        headers: asOperator,
        payload: {
          roleId: MERCHANDISER,
          conditions: [
            { condition: 'instance', value: siteA.instance },
            { condition: 'instance', value: foreignSite.instance },
          ],
        },
      });
      const onlyB = await assign(person.id, VIEWER, siteB.instance);
      const everywhere = await assign(person.id, VIEWER, '*');

      const removed = await app.inject({
        method: 'PATCH',
        url: `/account/v1/organizations/${organizationId}/users/${person.id}/remove`,
        headers: asOwner,
      });

      expect(removed.statusCode).toBe(204);
      expect(
        (await assignmentsOf(person.id)).map((item) => [item.id, item.conditions.map(({ value }) => value)]),
      ).toEqual([
        [both.json().id, [foreignSite.instance]],
        [everywhere, ['*']],
      ]);
      const entries = await app.db
        .select({ action: auditEntries.action, entityId: auditEntries.entityId })
        .from(auditEntries)
        .where(and(eq(auditEntries.organizationId, organizationId), eq(auditEntries.area, 'assignments')));
      expect(entries).toEqual(
        expect.arrayContaining([
          { action: 'assignment.update', entityId: both.json().id },
          { action: 'assignment.delete', entityId: onlyB },
        ]),
      );
      const asRemoved = await bearer(person.id);
      expect((await read(siteA, asRemoved)).statusCode).toBe(404);
      expect((await read(siteB, asRemoved)).statusCode).toBe(404);
      expect((await read(foreignSite, asRemoved)).statusCode).toBe(200);
    });

    it("should take the organisation's sites out of the policies a removed member was invited with as a guest", async () => {
      const email = `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`;
      const invited = await app.inject({
        method: 'POST',
        url: '/management/v1/guests',
        headers: asOperator,
        payload: {
          email,
          username: 'Agency Reader',
          policies: [
            { resource: 'play', instances: [siteA.instance, foreignSite.instance], accessLevel: 'READ' },
            { resource: 'insights', instances: [siteB.instance], accessLevel: 'READ' },
          ],
        },
      });
      const guestId: string = invited.json().id;
      await join({ email }, await bearer(guestId));

      await app.inject({
        method: 'PATCH',
        url: `/account/v1/organizations/${organizationId}/users/${guestId}/remove`,
        headers: asOwner,
      });

      const asRemoved = await bearer(guestId);
      const claims = JSON.parse(Buffer.from(asRemoved.authorization.split('.')[1]!, 'base64url').toString());
      expect(claims.policies).toEqual([
        { resource: 'play', instances: [foreignSite.instance], accessLevel: 'READ' },
      ]);
      expect((await read(siteA, asRemoved)).statusCode).toBe(404);
      expect((await read(foreignSite, asRemoved)).statusCode).toBe(200);
      const [entry] = await app.db
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityId, guestId),
            eq(auditEntries.organizationId, organizationId),
            eq(auditEntries.area, 'roles'),
          ),
        );
      expect(entry?.action).toBe('guest.policies.update');
    });

    it('should not bring the old rights back when the member is invited again', async () => {
      const person = await signUp(app);
      const headers = await bearer(person.id);
      await join(person, headers);
      await assign(person.id, VIEWER, siteA.instance);
      await app.inject({
        method: 'PATCH',
        url: `/account/v1/organizations/${organizationId}/users/${person.id}/remove`,
        headers: asOwner,
      });

      await join(person, await bearer(person.id));

      expect(await assignmentsOf(person.id)).toEqual([]);
      expect((await write(siteA, await bearer(person.id))).statusCode).toBe(201);
    });
  });
});
