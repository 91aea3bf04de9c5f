// spec 2 §6 in the console: the access token's policies decide which screens show and whether a
// tuning screen may change anything (features/synonyms/synonyms-read-only.test.tsx shows one).
import type { Policy } from '@playboard/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenWith } from '../testing/access-token.ts';
import { homeScreen, screenLevel, tokenPolicies } from './access.ts';
import type { getUser } from './auth.ts';

const SITE = '77777777-7777-4777-8777-777777777777';
const token = { current: undefined as string | undefined };

vi.mock(import('./auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => (token.current ? { access_token: token.current } : null) as ReturnType<typeof getUser>,
}));

const site = { instance: SITE } as Parameters<typeof screenLevel>[2];
const viewer: Policy[] = [
  { resource: '*', instances: [], accessLevel: 'WRITE' },
  { resource: 'play', instances: [SITE], accessLevel: 'READ' },
];

afterEach(() => {
  token.current = undefined;
  vi.restoreAllMocks();
});

describe('tokenPolicies', () => {
  it("should read the token's policies, and none it cannot read", () => {
    token.current = tokenWith(viewer);
    expect(tokenPolicies()).toEqual(viewer);
    token.current = 'opaque-token';
    expect(tokenPolicies()).toBeUndefined();
    token.current = undefined;
    expect(tokenPolicies()).toBeUndefined();
  });
});

describe('screenLevel', () => {
  it('should give a site screen the level of the policies for the site’s instance (spec 2 §6)', () => {
    expect(screenLevel(viewer, '/synonyms', site)).toBe('READ');
    expect(screenLevel(viewer, '/filters', site)).toBe('READ');
    expect(screenLevel(viewer, '/analytics', site)).toBe('NONE');
    expect(screenLevel([{ resource: '*', instances: [SITE], accessLevel: '*' }], '/synonyms', site)).toBe(
      'WRITE',
    );
  });

  it('should give the platform screens to operators only, whatever a merchant holds on their sites', () => {
    const owner: Policy[] = [{ resource: '*', instances: [SITE], accessLevel: 'WRITE' }];
    expect(screenLevel(owner, '/users', site)).toBe('NONE');
    expect(screenLevel(undefined, '/roles', site)).toBe('NONE');
    expect(
      screenLevel([{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }], '/guests/new', site),
    ).toBe('WRITE');
  });

  it("should decide the organisation's own screens on every policy, whichever site is selected", () => {
    const readsTeam: Policy[] = [{ resource: 'account', instances: [], accessLevel: 'READ' }];
    expect(screenLevel(readsTeam, '/team', site)).toBe('READ');
    expect(screenLevel(viewer, '/team', site)).toBe('WRITE');
    expect(screenLevel(readsTeam, '/audit', site)).toBe('NONE');
  });

  it('should leave a site no policy names (created after the token was issued) to the server', () => {
    const owner: Policy[] = [{ resource: '*', instances: ['older-shop'], accessLevel: 'WRITE' }];
    expect(screenLevel(owner, '/analytics', site)).toBe('WRITE');
    expect(screenLevel(owner, '/analytics', { instance: 'older-shop' } as typeof site)).toBe('WRITE');
    expect(screenLevel(viewer, '/analytics', site)).toBe('NONE');
  });

  it('should leave screens without a node, or without readable policies, to the server', () => {
    expect(screenLevel(viewer, '/account', site)).toBe('WRITE');
    expect(screenLevel(undefined, '/synonyms', site)).toBe('WRITE');
  });
});

describe('homeScreen', () => {
  it('should open analytics for whoever reads it, and a guest given the synonyms alone on the synonyms', () => {
    expect(homeScreen(undefined, site)).toBe('/analytics');
    expect(homeScreen([{ resource: '*', instances: [SITE], accessLevel: 'READ' }], site)).toBe('/analytics');
    expect(homeScreen([{ resource: 'play.synonym', instances: [SITE], accessLevel: 'READ' }], site)).toBe(
      '/synonyms',
    );
  });

  it('should land a platform operator without a shop on the users screen, not on creating a company (issue 32)', () => {
    const operator: Policy[] = [{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }];
    expect(homeScreen(operator, undefined)).toBe('/users');
    // With a shop of their own they open it like any merchant; a merchant without one goes on to set it up.
    expect(homeScreen(operator, site)).not.toBe('/users');
    expect(homeScreen([{ resource: '*', instances: [SITE], accessLevel: 'WRITE' }], undefined)).not.toBe(
      '/users',
    );
  });

  it('should fall back to analytics (the restricted page) when no screen of the site opens', () => {
    expect(homeScreen([{ resource: 'play', instances: ['another'], accessLevel: 'READ' }], site)).toBe(
      '/analytics',
    );
  });
});
