import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessLevelOf,
  isPlatformOperator,
  ACCESS_LEVELS,
  type AccessLevel,
  BROWSE_NODES,
  GLOBAL_NODES,
  permissionTree,
  type PermissionTree,
  type Policy,
  SEARCH_NODES,
} from './permission-tree.ts';

const levels = (tree: PermissionTree): AccessLevel[] => [
  ...Object.values(tree.search),
  ...Object.values(tree.browse),
  ...Object.values(tree.global),
];

const resources = [
  '*',
  'play',
  'insights',
  'explain',
  'play.synonym',
  'insights.now',
  'searchConfiguration',
  'browseConfiguration',
  'communications',
  'play.facets',
  'account',
];
const policy = fc.record({
  resource: fc.constantFrom(...resources),
  instances: fc.subarray(['*', 'shop-es', 'shop-en']),
  accessLevel: fc.constantFrom<Policy['accessLevel']>('READ', 'WRITE', '*'),
});
const context = fc.record({
  instance: fc.constantFrom('shop-es', 'shop-en', undefined),
  usesSearchConfigurations: fc.boolean(),
  disabledFeatures: fc.subarray(['insights.semantics', 'play.relatedPrompts', 'empathyAI']),
});

describe('permissionTree', () => {
  it('should make WRITE and * win over READ', () => {
    const tree = permissionTree(
      [
        { resource: 'play', instances: ['shop-es'], accessLevel: 'READ' },
        { resource: 'play.synonym', instances: ['shop-es'], accessLevel: '*' },
        { resource: 'insights', instances: ['shop-es'], accessLevel: 'WRITE' },
      ],
      { instance: 'shop-es' },
    );
    expect(tree.search['play.synonym']).toBe('WRITE');
    expect(tree.search['play.redirection']).toBe('READ');
    expect(tree.search['insights.now']).toBe('WRITE');
    expect(tree.search.explain).toBe('NONE');
  });

  it('should let instance * match every instance and others only their own', () => {
    const policies: Policy[] = [
      { resource: 'explain', instances: ['*'], accessLevel: 'READ' },
      { resource: 'play.synonym', instances: ['shop-en'], accessLevel: 'WRITE' },
    ];
    const tree = permissionTree(policies, { instance: 'shop-es' });
    expect(tree.search.explain).toBe('READ');
    expect(tree.search['play.synonym']).toBe('NONE');
  });

  it('should set nodes whose feature is disabled to NONE', () => {
    const tree = permissionTree([{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }], {
      instance: 'shop-es',
      disabledFeatures: ['insights.semantics', 'empathyAI'],
    });
    expect(tree.search['insights.semantics']).toBe('NONE');
    expect(tree.global.empathyAI).toBe('NONE');
    expect(tree.search['insights.now']).toBe('WRITE');
  });

  it('should map the configuration resource to searchConfiguration or browseConfiguration', () => {
    const tree = permissionTree(
      [{ resource: 'browseConfiguration', instances: ['*'], accessLevel: 'WRITE' }],
      {
        instance: 'shop-es',
      },
    );
    expect(tree.browse['play.configuration']).toBe('WRITE');
    expect(tree.search['play.configuration']).toBe('NONE');
    expect(
      permissionTree([{ resource: 'play', instances: ['*'], accessLevel: 'WRITE' }], { instance: 'shop-es' })
        .search['play.configuration'],
    ).toBe('NONE');
  });

  it('should set the browse configuration to NONE when search configurations are used', () => {
    const tree = permissionTree([{ resource: '*', instances: ['*'], accessLevel: '*' }], {
      instance: 'shop-es',
      usesSearchConfigurations: true,
    });
    expect(tree.browse['play.configuration']).toBe('NONE');
    expect(tree.search['play.configuration']).toBe('WRITE');
  });

  it('should hold every node of spec 2 §6', () => {
    const tree = permissionTree([]);
    expect(Object.keys(tree.search)).toHaveLength(SEARCH_NODES.length);
    expect(Object.keys(tree.browse)).toEqual([...BROWSE_NODES]);
    expect(Object.keys(tree.global)).toEqual([...GLOBAL_NODES]);
    expect(levels(tree).every((level) => level === 'NONE')).toBe(true);
  });

  it('should not depend on the order of policies', () => {
    fc.assert(
      fc.property(fc.array(policy, { maxLength: 6 }), context, (policies, ctx) => {
        expect(permissionTree([...policies].reverse(), ctx)).toEqual(permissionTree(policies, ctx));
      }),
    );
  });

  it('should never lower a node when a policy is added', () => {
    fc.assert(
      fc.property(fc.array(policy, { maxLength: 6 }), policy, context, (policies, extra, ctx) => {
        const before = levels(permissionTree(policies, ctx));
        const after = levels(permissionTree([...policies, extra], ctx));
        after.forEach((level, index) => {
          expect(ACCESS_LEVELS.indexOf(level)).toBeGreaterThanOrEqual(
            ACCESS_LEVELS.indexOf(before[index] ?? 'NONE'),
          );
        });
      }),
    );
  });

  it('should never grant more than the strongest policy', () => {
    fc.assert(
      fc.property(fc.array(policy, { maxLength: 6 }), context, (policies, ctx) => {
        const strongest = policies.some((item) => item.accessLevel !== 'READ')
          ? 2
          : policies.length > 0
            ? 1
            : 0;
        for (const level of levels(permissionTree(policies, ctx))) {
          expect(ACCESS_LEVELS.indexOf(level)).toBeLessThanOrEqual(strongest);
        }
      }),
    );
  });
});

describe('isPlatformOperator', () => {
  it.each<[Policy[], boolean]>([
    [[{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }], true],
    [[{ resource: '*', instances: ['*'], accessLevel: '*' }], true],
    [[{ resource: 'userRoleManagement', instances: ['*'], accessLevel: 'WRITE' }], true],
    [[{ resource: '*', instances: ['*'], accessLevel: 'READ' }], false],
    [[{ resource: '*', instances: ['shop-es', 'shop-en'], accessLevel: 'WRITE' }], false],
    [[{ resource: 'play', instances: ['*'], accessLevel: 'WRITE' }], false],
    [[], false],
  ])('should read %j as operator: %s', (policies, expected) => {
    expect(isPlatformOperator(policies)).toBe(expected);
  });
});

describe('accessLevelOf', () => {
  it('should give a search node the level of the tree for that instance', () => {
    fc.assert(
      fc.property(
        fc.array(policy),
        fc.constantFrom('shop-es', 'shop-en'),
        fc.constantFrom(...SEARCH_NODES),
        (policies, instance, node) => {
          expect(accessLevelOf(policies, node, instance)).toBe(
            permissionTree(policies, { instance }).search[node],
          );
        },
      ),
    );
  });

  it('should give a global node the same level whatever the instance', () => {
    const policies: Policy[] = [{ resource: 'account', instances: ['shop-en'], accessLevel: 'READ' }];
    expect(accessLevelOf(policies, 'account', 'shop-es')).toBe('READ');
    expect(accessLevelOf(policies, 'account')).toBe('READ');
    expect(accessLevelOf(policies, 'play.synonym', 'shop-en')).toBe('NONE');
  });

  it('should grant the search configuration only to its own resource', () => {
    const policies: Policy[] = [{ resource: 'searchConfiguration', instances: ['*'], accessLevel: 'WRITE' }];
    expect(accessLevelOf(policies, 'play.configuration', 'shop-es')).toBe('WRITE');
    expect(
      accessLevelOf(
        [{ resource: 'play', instances: ['*'], accessLevel: 'WRITE' }],
        'play.configuration',
        'shop-es',
      ),
    ).toBe('NONE');
  });
});
