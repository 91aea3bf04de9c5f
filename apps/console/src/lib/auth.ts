import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { i18n } from './i18n.ts';

/** What the console puts in the sign-in request's state, to come back to the requested page. */
interface SigninState {
  returnTo?: string;
}

const origin = window.location.origin;
let manager: UserManager | undefined;
let currentUser: User | null = null;
function setUser(user: User | null): void {
  currentUser = user;
}

/** The one UserManager (pinned identity interface: public client, code + PKCE, scope openid profile email). */
export function getUserManager(): UserManager {
  manager ??= new UserManager({
    authority: `${origin}/oidc`,
    client_id: 'playboard-console',
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    // spec 1 §9: sign-in state in local storage under the oidc prefix; the session survives new tabs.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  return manager;
}

/** The session is valid until `expires_at` (spec 1 §4). */
export function isAuthenticated(): boolean {
  return currentUser !== null && !currentUser.expired;
}

export function getUser(): User | null {
  return isAuthenticated() ? currentUser : null;
}

/** `<token_type> <access_token>` for API calls, or undefined when signed out. */
export function getAuthorizationHeader(): string | undefined {
  const user = getUser();
  return user ? `${user.token_type} ${user.access_token}` : undefined;
}

function isSigninResponse(url: URL): boolean {
  return url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
}

function withoutSigninParams(url: URL): string {
  for (const key of ['code', 'state', 'session_state', 'iss', 'error', 'error_description']) {
    url.searchParams.delete(key);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Runs before the app mounts: completes a sign-in redirect when the URL carries code and state
 * (then removes them from the address bar and goes back to the requested page), else restores
 * the stored session. Wires silent renew and the auth-expired logout.
 */
export async function initAuth(): Promise<void> {
  const userManager = getUserManager();
  userManager.events.addUserLoaded((user) => setUser(user));
  userManager.events.addUserUnloaded(() => setUser(null));
  userManager.events.addAccessTokenExpired(() => {
    void logout();
  });

  const url = new URL(window.location.href);
  if (isSigninResponse(url)) {
    try {
      const user = await userManager.signinRedirectCallback(url.href);
      setUser(user);
      const { returnTo } = (user.state ?? {}) as SigninState;
      window.history.replaceState(null, '', returnTo?.startsWith('/') ? returnTo : withoutSigninParams(url));
      return;
    } catch (error) {
      // A stale or replayed response: drop it and continue signed out; the guards send to login.
      console.warn('Sign-in response rejected', error);
      window.history.replaceState(null, '', withoutSigninParams(url));
    }
  }
  const stored = await userManager.getUser();
  setUser(stored && !stored.expired ? stored : null);
}

/**
 * Starts the authorization-code flow; the provider sends the user back to `returnTo`. Its sign-in
 * page speaks the console's language, after an e-mail confirmation link says so, and fills in the
 * e-mail it is given (`loginHint`, an invitation's).
 */
export async function login(
  returnTo: string,
  options: { confirmed?: boolean; loginHint?: string } = {},
): Promise<void> {
  const state: SigninState = { returnTo };
  await getUserManager().signinRedirect({
    state,
    ui_locales: i18n.language,
    login_hint: options.loginHint,
    extraQueryParams: options.confirmed ? { confirmed: 'true' } : undefined,
  });
}

/** Clears the session and signs out at the provider, which sends the user back to /login. */
export async function logout(): Promise<void> {
  const userManager = getUserManager();
  try {
    await userManager.signoutRedirect();
  } catch (error) {
    console.warn('Provider sign-out failed', error);
    await userManager.removeUser();
    window.location.assign('/login');
  }
}

/** An API answered 401: try a silent renew first, then send the user to sign in and back here. */
export async function renewOrLogin(): Promise<void> {
  try {
    const user = await getUserManager().signinSilent();
    if (user && !user.expired) return;
  } catch (error) {
    console.warn('Silent renew failed', error);
  }
  await login(`${window.location.pathname}${window.location.search}`);
}
