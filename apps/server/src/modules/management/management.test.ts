// The Users and roles API of spec 2 §7 under /management/v1: only the platform's operators reach
// it; role assignments restricted to a site decide what a member may do there (spec 2 §6: a
// READ-only member reads a tuning screen and every write answers 403); the user save order of
// spec 2 §4 with a failing step; user validity (§5); guests; the audit log of each change.
import { planUserSave, runUserSave, UserSaveError, type User } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { lastTokenSentTo, signUp } from '../../testing/account.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { addSite } from '../../testing/sites.ts';
import { rolesOfMember } from './index.ts';

const OPERATOR = 'operator@playboard.test';
const VIEWER = 5;
const MERCHANDISER = 3;

const { app, asOwner, owner, organizationId, site, otherSite, call } = await operatorTestApp(
  '/management/v1',
  OPERATOR,
);

describe('users and roles administration (/management/v1)', () => {
  const instance = (value: string) => [{ condition: 'instance', value }];

  describe('who may', () => {
    it('should refuse a merchant, even an owner with WRITE on their own sites (403 global-403)', async () => {
      for (const [method, url] of [
        ['GET', '/users'],
        ['GET', '/roles'],
        ['PUT', `/users/${owner.id}`],
        ['POST', '/guests'],
      ] as const) {
        const { status, body } = await call(method, url, method === 'GET' ? undefined : {}, asOwner);
        expect({ url, status, code: body.errors[0].code }).toEqual({ url, status: 403, code: 'global-403' });
      }
    });

    it('should ask for a token (401)', async () => {
      expect((await call('GET', '/users', undefined, {})).status).toBe(401);
    });

    it('should let an operator read everything but write nothing with a READ platform policy', async () => {
      const reader = {
        authorization: `Bearer ${await accessTokenFor(app, owner.id, {
          policies: [{ resource: 'userRoleManagement', instances: ['*'], accessLevel: 'READ' }],
        })}`,
      };
      expect((await call('GET', '/users', undefined, reader)).status).toBe(200);
      const { status, body } = await call(
        'PUT',
        `/users/${owner.id}`,
        { firstName: 'A', lastName: 'B' },
        reader,
      );
      expect({ status, message: body.errors[0].message }).toEqual({
        status: 403,
        message: expect.stringContaining('Read-only access'),
      });
    });
  });

  describe('roles', () => {
    it('should list the built-in roles, page 0 size 100 (spec 2 §7, §9)', async () => {
      const { status, body } = await call('GET', '/roles?page=0&size=100');
      expect(status).toBe(200);
      expect(body.numFound).toBe(6);
      expect(body.results.map((role: { key: string }) => role.key)).toEqual([
        'owner',
        'admin',
        'merchandiser',
        'analyst',
        'viewer',
        'operator',
      ]);
    });

    it('should answer one role with its permissions, and 404 for an unknown one', async () => {
      const { body } = await call('GET', `/roles/${MERCHANDISER}`);
      expect(body).toMatchObject({
        id: 3,
        key: 'merchandiser',
        permissions: expect.arrayContaining(['play:WRITE', 'insights:READ']),
      });
      expect((await call('GET', '/roles/99')).status).toBe(404);
    });
  });

  describe('users', () => {
    it('should page with page = start / rows and size, and search e-mail and names', async () => {
      const first = await call('GET', '/users?page=0&size=1');
      const second = await call('GET', '/users?page=1&size=1');
      expect(first.body.numFound).toBeGreaterThanOrEqual(3);
      expect(first.body.results).toHaveLength(1);
      expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
      const found = await call('GET', `/users?search=${encodeURIComponent('olga oper')}`);
      expect(found.body.results.map((user: User) => user.email)).toEqual([OPERATOR]);
    });

    it('should filter by roleId: an assignment, or the membership role for owner and admin', async () => {
      const owners = await call('GET', '/users?roleId=1&size=100');
      expect(owners.body.results.map((user: User) => user.id)).toContain(owner.id);
      const assigned = await signUp(app);
      await call('POST', `/users/${assigned.id}/role-assignments`, {
        roleId: 4,
        conditions: instance(site.instance),
      });
      const analysts = await call('GET', '/users?roleId=4&size=100');
      expect(analysts.body.results.map((user: User) => user.id)).toEqual([assigned.id]);
    });

    it("should name each owner's team role in their organisations and the platform's operators (issue 32)", async () => {
      const { body } = await call('GET', '/users?size=100');
      const byId = new Map(body.results.map((user: User) => [user.id, user]));
      const ownerRow = byId.get(owner.id) as User;
      expect(ownerRow.teamRoles).toEqual([
        { organizationId, organizationName: expect.any(String), role: 'owner' },
      ]);
      expect(ownerRow.platformOperator).toBe(false);
      const operatorRow = body.results.find((user: User) => user.email === OPERATOR) as User;
      expect(operatorRow.platformOperator).toBe(true);
      expect((await call('GET', `/users/${owner.id}`)).body.teamRoles[0].role).toBe('owner');
    });

    it('should list the sites to pick instances from, searched by name, key, URL or organisation (issue 32)', async () => {
      const all = await call('GET', '/sites?size=50');
      expect(all.status).toBe(200);
      expect(all.body.results.map((found: { instance: string }) => found.instance)).toEqual(
        expect.arrayContaining([site.instance, otherSite.instance]),
      );
      const one = await call('GET', `/sites?search=${encodeURIComponent(site.instance.toUpperCase())}`);
      expect(one.body).toEqual({
        results: [
          { instance: site.instance, name: site.name, url: site.url, organizationName: expect.any(String) },
        ],
        numFound: 1,
      });
      const merchant = await app.inject({ url: '/management/v1/sites', headers: asOwner });
      expect(merchant.statusCode).toBe(403);
    });

    it('should refuse an empty first or last name (spec 2 §5) and change nothing', async () => {
      const before = (await call('GET', `/users/${owner.id}`)).body;
      const { status, body } = await call('PUT', `/users/${owner.id}`, {
        firstName: ' ',
        lastName: 'Lovelace',
      });
      expect({ status, code: body.errors[0].code }).toEqual({ status: 400, code: 'global-400' });
      expect((await call('GET', `/users/${owner.id}`)).body).toEqual(before);
    });

    it('should save the names and record the change with who made it', async () => {
      const person = await signUp(app, { name: 'Ada Lovelace' });
      const { status, body } = await call('PUT', `/users/${person.id}`, {
        firstName: 'Augusta',
        lastName: 'King',
      });
      expect({ status, firstName: body.firstName, lastName: body.lastName }).toEqual({
        status: 200,
        firstName: 'Augusta',
        lastName: 'King',
      });
      const [entry] = await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, person.id));
      expect(entry).toMatchObject({
        area: 'roles',
        action: 'user.update',
        actorEmail: OPERATOR,
        before: { firstName: 'Ada', lastName: 'Lovelace' },
        after: { firstName: 'Augusta', lastName: 'King' },
      });
    });

    it('should answer 404 for an unknown or malformed user', async () => {
      expect((await call('GET', `/users/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await call('GET', '/users/nope')).status).toBe(404);
    });
  });

  describe('role assignments', () => {
    it('should refuse an unknown role, a missing instance, an unknown instance and an operator on one site', async () => {
      const cases = [
        { roleId: 99, conditions: instance(site.instance) },
        { roleId: VIEWER, conditions: [] },
        { roleId: VIEWER, conditions: instance('no-such-shop') },
        { roleId: 6, conditions: instance(site.instance) },
        { roleId: VIEWER, conditions: [{ condition: '', value: site.instance }] },
      ];
      for (const payload of cases) {
        const { status, body } = await call('POST', `/users/${owner.id}/role-assignments`, payload);
        expect({ payload, status, code: body.errors[0].code }).toEqual({
          payload,
          status: 400,
          code: 'global-400',
        });
      }
      expect((await call('GET', `/users/${owner.id}`)).body.roleAssignments).toEqual([]);
    });

    it('should make an owner given viewer on a site READ-only there: reads answer, writes 403 (spec 2 §6)', async () => {
      const created = await call('POST', `/users/${owner.id}/role-assignments`, {
        roleId: VIEWER,
        conditions: instance(site.instance),
      });
      expect(created).toMatchObject({ status: 201, body: { role: { id: VIEWER, name: 'Viewer' } } });
      expect(await rolesOfMember(app.db, owner.id, site.id)).toEqual(['owner', 'viewer']);
      expect(await rolesOfMember(app.db, owner.id, otherSite.id)).toEqual(['owner']);
      expect(await rolesOfMember(app.db, owner.id, crypto.randomUUID())).toEqual([]);
      expect(await rolesOfMember(app.db, owner.id, 'not-a-site')).toEqual([]);

      const asViewer = { authorization: `Bearer ${await accessTokenFor(app, owner.id)}` };
      const synonyms = `/merchandising/v1/sites/${site.id}/synonyms`;
      const read = await app.inject({ method: 'GET', url: synonyms, headers: asViewer });
      expect(read.statusCode).toBe(200);
      const group = { language: 'en', terms: ['sofa', 'couch'] };
      const write = await app.inject({ method: 'POST', url: synonyms, headers: asViewer, payload: group });
      expect({ status: write.statusCode, error: write.json().errors[0] }).toEqual({
        status: 403,
        error: {
          code: 'global-403',
          message: 'Read-only access: this needs WRITE access to play.synonym, and your role gives READ',
        },
      });
      const elsewhere = await app.inject({
        method: 'POST',
        url: `/merchandising/v1/sites/${otherSite.id}/synonyms`,
        headers: asViewer,
        payload: group,
      });
      expect(elsewhere.statusCode).toBe(201);

      await call('DELETE', `/users/${owner.id}/role-assignments/${created.body.id}`);
      const asOwnerAgain = { authorization: `Bearer ${await accessTokenFor(app, owner.id)}` };
      const again = await app.inject({
        method: 'POST',
        url: synonyms,
        headers: asOwnerAgain,
        payload: group,
      });
      expect(again.statusCode).toBe(201);
    });

    it('should take a site or one of its engines by id, and store the instance key', async () => {
      const { site: shop, engines } = await addSite(app, organizationId);
      for (const value of [shop.id, engines[0]!.id]) {
        const person = await signUp(app);
        const { status, body } = await call('POST', `/users/${person.id}/role-assignments`, {
          roleId: VIEWER,
          conditions: instance(value),
        });
        expect({ status, conditions: body.conditions }).toEqual({
          status: 201,
          conditions: instance(shop.instance),
        });
      }
    });

    it('should record each change in the audit log with who made it', async () => {
      const created = await call('POST', `/users/${owner.id}/role-assignments`, {
        roleId: MERCHANDISER,
        conditions: instance('*'),
      });
      await call('DELETE', `/users/${owner.id}/role-assignments/${created.body.id}`);
      const entries = await app.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.entityId, created.body.id));
      expect(
        entries.map((entry) => [entry.area, entry.action, entry.actorEmail, entry.organizationId]),
      ).toEqual([
        ['assignments', 'assignment.create', OPERATOR, null],
        ['assignments', 'assignment.delete', OPERATOR, null],
      ]);
    });

    it('should give a role once on a double submit: the second answers the held one, and one removal takes it back', async () => {
      const person = await signUp(app);
      const payload = {
        roleId: VIEWER,
        conditions: [
          { condition: 'instance', value: '*' },
          { condition: 'region', value: 'eu' },
        ],
      };
      const [first, second] = await Promise.all([
        call('POST', `/users/${person.id}/role-assignments`, payload),
        call('POST', `/users/${person.id}/role-assignments`, payload),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      expect(first.body.id).toBe(second.body.id);
      // The same conditions listed in another order are the same assignment.
      const reordered = await call('POST', `/users/${person.id}/role-assignments`, {
        ...payload,
        conditions: [...payload.conditions].reverse(),
      });
      expect({ status: reordered.status, id: reordered.body.id }).toEqual({ status: 200, id: first.body.id });
      const audited = await app.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.entityId, first.body.id));
      expect(audited.map((entry) => entry.action)).toEqual(['assignment.create']);

      expect((await call('DELETE', `/users/${person.id}/role-assignments/${first.body.id}`)).status).toBe(
        204,
      );
      expect((await call('GET', `/users/${person.id}`)).body.roleAssignments).toEqual([]);
    });

    it('should answer 404 for an assignment of another user and delete nothing', async () => {
      const other = await signUp(app);
      const created = await call('POST', `/users/${other.id}/role-assignments`, {
        roleId: VIEWER,
        conditions: instance(site.instance),
      });
      expect((await call('DELETE', `/users/${owner.id}/role-assignments/${created.body.id}`)).status).toBe(
        404,
      );
      expect((await call('GET', `/users/${other.id}`)).body.roleAssignments).toHaveLength(1);
    });
  });

  describe('the user save of spec 2 §4', () => {
    it('should run the steps in order, carry on past a failing one and list the failures', async () => {
      const person = await signUp(app, { name: 'Grace Hopper' });
      const kept = await call('POST', `/users/${person.id}/role-assignments`, {
        roleId: VIEWER,
        conditions: instance(site.instance),
      });
      const removed = await call('POST', `/users/${person.id}/role-assignments`, {
        roleId: VIEWER,
        conditions: instance(otherSite.instance),
      });
      const original: User = (await call('GET', `/users/${person.id}`)).body;
      const edited: User = {
        ...original,
        firstName: 'Grace B.',
        roleAssignments: [
          {
            ...original.roleAssignments.find((item) => item.id === kept.body.id)!,
            role: { id: MERCHANDISER, name: 'Merchandiser' },
          },
          // The failing step: an instance no site has.
          { role: { id: VIEWER, name: 'Viewer' }, conditions: instance('no-such-shop') },
        ],
      };
      const calls: string[] = [];
      const steps = planUserSave(original, edited);
      const failure = await runUserSave(steps, {
        updateProfile: async (profile) => {
          calls.push('updateProfile');
          return expectOk(await call('PUT', `/users/${person.id}`, profile));
        },
        deleteAssignment: async (id) => {
          calls.push(`delete ${id === removed.body.id ? 'removed' : 'changed'}`);
          return expectOk(await call('DELETE', `/users/${person.id}/role-assignments/${id}`));
        },
        createAssignment: async (assignment) => {
          calls.push(`create ${assignment.role.name}`);
          return expectOk(
            await call('POST', `/users/${person.id}/role-assignments`, {
              roleId: assignment.role.id,
              conditions: assignment.conditions,
            }),
          );
        },
      }).catch((error: unknown) => error);
      expect(calls).toEqual([
        'updateProfile',
        'delete removed',
        'create Viewer',
        'delete changed',
        'create Merchandiser',
      ]);
      expect(failure).toBeInstanceOf(UserSaveError);
      expect((failure as UserSaveError).failures.map((item) => item.step.kind)).toEqual(['createAssignment']);
      const saved: User = (await call('GET', `/users/${person.id}`)).body;
      expect(saved.firstName).toBe('Grace B.');
      expect(saved.roleAssignments.map((item) => [item.role.name, item.conditions[0]?.value])).toEqual([
        ['Merchandiser', site.instance],
      ]);
    });
  });

  describe('guests', () => {
    it('should create the guest with their policies and e-mail a link to choose a password', async () => {
      const email = `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`;
      const policies = [{ resource: 'insights', instances: [site.instance], accessLevel: 'READ' }];
      const { status, body } = await call('POST', '/guests', { email, username: 'Agency Analyst', policies });
      expect(status).toBe(201);
      expect(body).toMatchObject({ email, username: 'Agency Analyst', verified: false, roleAssignments: [] });
      expect(await lastTokenSentTo(app, email, 'reset-password')).toBeTruthy();
      const token = await accessTokenFor(app, body.id);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims.policies).toEqual(policies);
    });

    it('should answer 409 for an e-mail that has an account, and 400 for an unknown resource or instance', async () => {
      expect(
        (await call('POST', '/guests', { email: owner.email, username: 'Again', policies: [] })).status,
      ).toBe(409);
      for (const policies of [
        [{ resource: 'nothing', instances: ['*'], accessLevel: 'READ' }],
        [{ resource: 'play', instances: ['no-such-shop'], accessLevel: 'READ' }],
      ]) {
        const { status } = await call('POST', '/guests', {
          email: 'new.guest@agency.example',
          username: 'New',
          policies,
        });
        expect(status).toBe(400);
      }
      expect((await call('GET', '/users?search=new.guest')).body.numFound).toBe(0);
    });
  });
});

function expectOk(response: { status: number; body: unknown }) {
  if (response.status >= 400) throw Object.assign(new Error(`HTTP ${response.status}`), response);
  return response.body;
}
