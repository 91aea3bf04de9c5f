import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullName,
  initials,
  isUserValid,
  planUserSave,
  type RoleAssignment,
  rolesWithInstances,
  runUserSave,
  type User,
  userInstances,
  UserSaveError,
  type UserSaveStep,
  usersPage,
} from './user.ts';

const assignment = (id: string | undefined, roleId: number, instance?: string): RoleAssignment => ({
  ...(id ? { id } : {}),
  role: { id: roleId, name: `role-${roleId}` },
  conditions: instance ? [{ condition: 'instance', value: instance }] : [],
});

const user = (roleAssignments: RoleAssignment[], extra: Partial<User> = {}): User => ({
  id: 'u1',
  username: 'ana',
  email: 'ana@shop.example.com',
  firstName: 'Ana',
  lastName: 'García',
  verified: true,
  roleAssignments,
  teamRoles: [],
  platformOperator: false,
  ...extra,
});

describe('isUserValid', () => {
  it('should need first and last name, numeric role ids and complete conditions', () => {
    expect(isUserValid(user([assignment('a', 1, 'shop-es')]))).toBe(true);
    expect(isUserValid(user([], { firstName: ' ' }))).toBe(false);
    expect(isUserValid(user([], { lastName: '' }))).toBe(false);
    expect(isUserValid(user([{ role: { id: Number.NaN, name: 'x' }, conditions: [] }]))).toBe(false);
    expect(
      isUserValid(user([{ role: { id: 1, name: 'x' }, conditions: [{ condition: 'instance', value: '' }] }])),
    ).toBe(false);
  });
});

describe('derived user fields', () => {
  it('should give full name and initials', () => {
    expect(fullName(user([]))).toBe('Ana García');
    expect(initials(user([], { firstName: 'ana', lastName: 'garcía' }))).toBe('AG');
  });

  it('should group roles with their instances, * meaning all', () => {
    const grouped = user([
      assignment('a', 1, 'shop-es'),
      assignment('b', 1, 'shop-en'),
      assignment('c', 2, '*'),
    ]);
    expect(rolesWithInstances(grouped)).toEqual([
      { role: 'role-1', instances: ['shop-en', 'shop-es'] },
      { role: 'role-2', instances: ['*'] },
    ]);
    expect(userInstances(grouped)).toEqual(['*']);
    expect(userInstances(user([assignment('a', 1, 'shop-es')]))).toEqual(['shop-es']);
  });
});

describe('usersPage', () => {
  it('should divide start by rows', () => {
    expect(usersPage(40, 20)).toBe(2);
    expect(usersPage(39, 20)).toBe(1);
    expect(usersPage(0, 0)).toBe(0);
  });
});

describe('planUserSave', () => {
  it('should update the profile only when it changed', () => {
    expect(planUserSave(user([]), user([]))).toEqual([]);
    expect(planUserSave(user([]), user([], { firstName: 'Anna' }))[0]).toEqual({
      kind: 'updateProfile',
      profile: { firstName: 'Anna', lastName: 'García' },
    });
  });

  it('should delete removed, create new, then delete and re-create changed assignments', () => {
    const before = user([assignment('a', 1, 'shop-es'), assignment('b', 2, 'shop-es')]);
    const after = user([assignment('b', 3, 'shop-es'), assignment(undefined, 4, 'shop-en')]);
    expect(
      planUserSave(before, after).map((step) => [step.kind, 'id' in step ? step.id : undefined]),
    ).toEqual([
      ['deleteAssignment', 'a'],
      ['createAssignment', undefined],
      ['deleteAssignment', 'b'],
    ]);
  });

  it('should turn the original assignments into the edited ones', () => {
    const arbitraryAssignment = fc.record({
      roleId: fc.integer({ min: 1, max: 3 }),
      instance: fc.constantFrom('shop-es', 'shop-en', '*'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryAssignment, { maxLength: 4 }),
        fc.array(fc.option(arbitraryAssignment, { nil: undefined }), { maxLength: 4 }),
        fc.array(arbitraryAssignment, { maxLength: 3 }),
        (originals, edits, added) => {
          const before = originals.map((item, index) => assignment(`id${index}`, item.roleId, item.instance));
          const kept = before.flatMap((item, index) => {
            const edit = edits[index];
            if (edits.length > index && edit === undefined) return [];
            return [edit ? assignment(item.id, edit.roleId, edit.instance) : item];
          });
          const after = [...kept, ...added.map((item) => assignment(undefined, item.roleId, item.instance))];
          const state = new Map(before.map((item) => [item.id, item]));
          const missing: string[] = [];
          let created = 0;
          for (const step of planUserSave(user(before), user(after))) {
            if (step.kind === 'deleteAssignment') {
              if (!state.delete(step.id)) missing.push(step.id);
              if (step.recreate) state.set(`new${(created += 1)}`, step.recreate);
            } else if (step.kind === 'createAssignment') state.set(`new${(created += 1)}`, step.assignment);
          }
          expect(missing).toEqual([]);
          const key = (item: RoleAssignment) => `${item.role.id}:${item.conditions[0]?.value ?? ''}`;
          expect([...state.values()].map(key).sort()).toEqual(after.map(key).sort());
        },
      ),
    );
  });
});

describe('runUserSave', () => {
  it('should carry on after failures and throw them all as a list', async () => {
    const calls: string[] = [];
    const steps: UserSaveStep[] = [
      { kind: 'updateProfile', profile: { firstName: 'A', lastName: 'B' } },
      { kind: 'deleteAssignment', id: 'a' },
      { kind: 'createAssignment', assignment: assignment(undefined, 2) },
      { kind: 'deleteAssignment', id: 'b', recreate: assignment('b', 3) },
    ];
    const failing = runUserSave(steps, {
      updateProfile: async () => {
        calls.push('profile');
        throw new Error('profile');
      },
      deleteAssignment: async (id) => {
        calls.push(`delete ${id}`);
        if (id === 'b') throw new Error('delete b');
      },
      createAssignment: async (item) => {
        calls.push(`create ${item.role.id}`);
      },
    });
    const error = await failing.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UserSaveError);
    expect((error as UserSaveError).failures.map((failure) => (failure.error as Error).message)).toEqual([
      'profile',
      'delete b',
    ]);
    expect(calls).toEqual(['profile', 'delete a', 'create 2', 'delete b']);
  });

  it('should resolve when every step succeeds', async () => {
    const ok = async () => undefined;
    await expect(
      runUserSave([{ kind: 'deleteAssignment', id: 'a' }], {
        updateProfile: ok,
        deleteAssignment: ok,
        createAssignment: ok,
      }),
    ).resolves.toBeUndefined();
  });
});
