import { describe, expect, it } from 'vitest';
import { permissionTree, type Policy } from '../permissions/permission-tree.ts';
import {
  assignmentInstances,
  BUILT_IN_ROLES,
  builtInRole,
  instanceAccessLevel,
  platformAccessLevel,
  rolePermissionSchema,
  rolePolicies,
  userPolicies,
} from './roles.ts';

const memberPolicies = (role: string, instances: readonly string[]): Policy[] =>
  ['owner', 'admin'].includes(role)
    ? [{ resource: '*', instances: [...instances], accessLevel: 'WRITE' }]
    : [];

describe('built-in roles', () => {
  it('should have numeric ids (spec 2 §5), unique stable keys and well-formed permissions', () => {
    expect(BUILT_IN_ROLES.map((role) => [role.id, role.key])).toEqual([
      [1, 'owner'],
      [2, 'admin'],
      [3, 'merchandiser'],
      [4, 'analyst'],
      [5, 'viewer'],
      [6, 'operator'],
    ]);
    for (const role of BUILT_IN_ROLES) {
      for (const permission of role.permissions)
        expect(rolePermissionSchema.parse(permission)).toBe(permission);
    }
  });

  it('should give a merchandiser WRITE on play and READ on insights, a viewer READ everywhere (spec 2 §6)', () => {
    const tree = (key: 'merchandiser' | 'viewer' | 'analyst') =>
      permissionTree(rolePolicies(builtInRole(key).permissions, ['shop-es']), { instance: 'shop-es' });
    expect(tree('merchandiser').search['play.synonym']).toBe('WRITE');
    expect(tree('merchandiser').search['insights.queries']).toBe('READ');
    expect(tree('merchandiser').global['play.facets']).toBe('WRITE');
    expect(tree('viewer').search['play.configuration']).toBe('READ');
    expect(tree('viewer').global.userRoleManagement).toBe('NONE');
    expect(tree('analyst').search['play.synonym']).toBe('NONE');
  });
});

describe('assignmentInstances', () => {
  it('should read the instance conditions, none or * meaning every instance', () => {
    expect(assignmentInstances([{ condition: 'instance', value: 'shop-es' }])).toEqual(['shop-es']);
    expect(assignmentInstances([])).toEqual(['*']);
    expect(
      assignmentInstances([
        { condition: 'instance', value: '*' },
        { condition: 'instance', value: 'a' },
      ]),
    ).toEqual(['*']);
  });
});

describe('userPolicies', () => {
  const none = { assignments: [], guestPolicies: [], operator: false };

  it('should give an owner WRITE on every instance of the organisation', () => {
    expect(
      userPolicies({ ...none, memberships: [{ role: 'owner', instances: ['a', 'b'] }] }, memberPolicies),
    ).toEqual([{ resource: '*', instances: ['a', 'b'], accessLevel: 'WRITE' }]);
  });

  it('should let an assignment decide on the instances it names, the membership keeping the others', () => {
    const policies = userPolicies(
      {
        ...none,
        memberships: [{ role: 'admin', instances: ['a', 'b'] }],
        assignments: [{ permissions: builtInRole('viewer').permissions, instances: ['a'] }],
      },
      memberPolicies,
    );
    expect(instanceAccessLevel(policies, 'play.synonym', 'a')).toBe('READ');
    expect(instanceAccessLevel(policies, 'play.facets', 'a')).toBe('READ');
    expect(instanceAccessLevel(policies, 'play.synonym', 'b')).toBe('WRITE');
  });

  it('should add guest policies and, for an operator, WRITE on every instance', () => {
    const guest: Policy = { resource: 'insights', instances: ['a'], accessLevel: 'READ' };
    const policies = userPolicies(
      { ...none, memberships: [], guestPolicies: [guest], operator: true },
      memberPolicies,
    );
    expect(policies).toEqual([guest, { resource: '*', instances: ['*'], accessLevel: 'WRITE' }]);
    expect(platformAccessLevel(policies, 'userRoleManagement')).toBe('WRITE');
  });
});

describe('platformAccessLevel', () => {
  it('should count only policies for every instance, so a merchant has NONE', () => {
    expect(
      platformAccessLevel(
        [{ resource: '*', instances: ['shop-es'], accessLevel: 'WRITE' }],
        'userRoleManagement',
      ),
    ).toBe('NONE');
    expect(
      platformAccessLevel(
        [{ resource: 'userRoleManagement', instances: ['*'], accessLevel: 'READ' }],
        'userRoleManagement',
      ),
    ).toBe('READ');
  });

  it('should read a node of the search tree on every instance', () => {
    const staff = [{ resource: '*', instances: ['*'], accessLevel: 'WRITE' as const }];
    expect(platformAccessLevel(staff, 'play.relatedPrompts')).toBe('WRITE');
    expect(
      platformAccessLevel(
        [{ resource: 'play', instances: ['shop-es'], accessLevel: 'WRITE' }],
        'play.relatedPrompts',
      ),
    ).toBe('NONE');
  });
});
