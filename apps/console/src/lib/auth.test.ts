import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const oidc = vi.hoisted(() => {
  const events = {
    expired: [] as (() => void)[],
    addUserLoaded: vi.fn(),
    addUserUnloaded: vi.fn(),
    addAccessTokenExpired: vi.fn((listener: () => void) => events.expired.push(listener)),
  };
  return {
    settings: [] as Record<string, unknown>[],
    events,
    signinRedirectCallback: vi.fn(),
    signinRedirect: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    getUser: vi.fn(async () => null as unknown),
  };
});

vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  UserManager: class {
    events = oidc.events;
    constructor(settings: Record<string, unknown>) {
      oidc.settings.push(settings);
    }
    signinRedirectCallback = oidc.signinRedirectCallback;
    signinRedirect = oidc.signinRedirect;
    signoutRedirect = oidc.signoutRedirect;
    getUser = oidc.getUser;
  },
}));

function user(overrides: Record<string, unknown> = {}) {
  return { token_type: 'Bearer', access_token: 'jwt', expired: false, state: undefined, ...overrides };
}

async function freshAuth() {
  vi.resetModules();
  return import('./auth.ts');
}

describe('auth', () => {
  beforeEach(() => {
    oidc.settings.length = 0;
    oidc.events.expired.length = 0;
    vi.clearAllMocks();
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('should configure the public client with code + PKCE, silent renew and the provider sign-out', async () => {
    const auth = await freshAuth();
    auth.getUserManager();
    expect(oidc.settings[0]).toMatchObject({
      authority: `${window.location.origin}/oidc`,
      client_id: 'playboard-console',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${window.location.origin}/`,
      silent_redirect_uri: `${window.location.origin}/silent-renew.html`,
      post_logout_redirect_uri: `${window.location.origin}/login`,
      automaticSilentRenew: true,
    });
  });

  it('should complete a sign-in return, remove code and state from the URL and go to the requested page', async () => {
    oidc.signinRedirectCallback.mockResolvedValue(user({ state: { returnTo: '/team?tab=members' } }));
    window.history.replaceState(null, '', '/?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%2Foidc');
    const auth = await freshAuth();
    await auth.initAuth();
    expect(oidc.signinRedirectCallback).toHaveBeenCalledOnce();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/team?tab=members');
    expect(auth.isAuthenticated()).toBe(true);
    expect(auth.getAuthorizationHeader()).toBe('Bearer jwt');
  });

  it('should drop a rejected sign-in return and stay signed out', async () => {
    oidc.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/synonyms?code=abc&state=old');
    const auth = await freshAuth();
    await auth.initAuth();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/synonyms');
    expect(auth.isAuthenticated()).toBe(false);
  });

  it('should treat a session past expires_at as signed out', async () => {
    oidc.getUser.mockResolvedValue(user({ expired: true }));
    const auth = await freshAuth();
    await auth.initAuth();
    expect(auth.isAuthenticated()).toBe(false);
    expect(auth.getAuthorizationHeader()).toBeUndefined();
  });

  it('should carry the requested page in the sign-in state', async () => {
    const auth = await freshAuth();
    await auth.login('/synonyms?page=2');
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/synonyms?page=2' } });
  });

  it('should log out through the provider when the access token expires', async () => {
    const auth = await freshAuth();
    await auth.initAuth();
    for (const listener of oidc.events.expired) listener();
    expect(oidc.signoutRedirect).toHaveBeenCalledOnce();
  });
});
