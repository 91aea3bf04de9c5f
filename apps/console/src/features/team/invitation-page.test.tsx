import type { InvitationLink } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser, isAuthenticated, login, renewOrLogin } from '../../lib/auth.ts';
import { refreshProfile, selectOrganization } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import { Component as InvitationPage } from './invitation-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  login: vi.fn(() => Promise.resolve()),
  isAuthenticated: vi.fn(() => false),
  getUser: vi.fn(() => null),
  renewOrLogin: vi.fn(() => Promise.resolve()),
}));

vi.mock(import('../../lib/session.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  refreshProfile: vi.fn(),
  selectOrganization: vi.fn(() => Promise.resolve()),
}));

/** Signed in as `email`, as the provider's ID token says. */
function signedInAs(email: string) {
  vi.mocked(isAuthenticated).mockReturnValue(true);
  vi.mocked(getUser).mockReturnValue({ profile: { email } } as unknown as ReturnType<typeof getUser>);
}

const token = 'a'.repeat(43);
const linkPath = `/account/v1/invites/${token}/signup`;
const pending: InvitationLink = {
  status: 'pending',
  email: 'grace@shop.test',
  organizationName: 'Ada Shop',
  role: 'admin',
  hasAccount: false,
  expiresAt: '2026-12-01T10:00:00Z',
};

type Handlers = Parameters<typeof mockApi>[0];

/** Opens the page on the link's answer: the invitation's state, or an error reply. */
function open(link: InvitationLink | Handlers[string], more: Handlers = {}) {
  const reply = typeof link === 'object' && 'organizationName' in link ? { status: 200, body: link } : link;
  const api = mockApi({ [`GET ${linkPath}`]: reply, ...more });
  renderScreen(InvitationPage, { path: '/invitations/:token', url: `/invitations/${token}` });
  return { api, user: userEvent.setup() };
}

describe('InvitationPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.mocked(login).mockClear();
    vi.mocked(isAuthenticated).mockReturnValue(false);
    vi.mocked(getUser).mockReturnValue(null);
    vi.restoreAllMocks();
  });

  it('should let a new person sign up with the invited e-mail filled in, then sign in with it', async () => {
    const { api, user } = open(pending, {
      [`POST ${linkPath}`]: {
        status: 201,
        body: { organizationId: '00000000-0000-4000-8000-0000000000aa', email: 'grace@shop.test' },
      },
    });

    // The first screen of the file also loads its code and the sign-up texts.
    expect(
      await screen.findByRole('heading', { name: 'Join Ada Shop on Playboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@shop.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-7');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Ada Shop' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Grace Hopper',
      password: 'Correct-Horse-7',
      legalAcceptance: true,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('/', { loginHint: 'grace@shop.test' });
  });

  it('should show the sign-up rule of spec 1 §5 while typing, and refuse a weak password before sending anything', async () => {
    const { api, user } = open(pending);

    await user.type(await screen.findByLabelText('Name'), 'Grace Hopper');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('At least 10 characters').closest('li')).toHaveAttribute(
      'data-met',
      'false',
    );
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(within(rules).getByText('One lowercase letter').closest('li')).toHaveAttribute('data-met', 'true');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByText("It doesn't meet the password criteria. Try again.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('should send someone with an account to sign in as the invited e-mail, back to the invitation', async () => {
    const { user } = open({ ...pending, hasAccount: true });

    expect(await screen.findByRole('heading', { name: 'Join Ada Shop' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to join' }));

    expect(login).toHaveBeenCalledWith(`/invitations/${token}`, { loginHint: 'grace@shop.test' });
  });

  it('should let the signed-in invited user join with one click, renew their token and land in the organisation', async () => {
    signedInAs('grace@shop.test');
    const organizationId = '00000000-0000-4000-8000-0000000000aa';
    const { api, user } = open(
      { ...pending, hasAccount: true },
      {
        [`PATCH /account/v1/invites/${token}/accept`]: {
          status: 200,
          body: { organizationId, email: 'grace@shop.test' },
        },
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Join Ada Shop' }));

    expect(await currentLocation()).toBe('/');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true);
    expect(renewOrLogin).toHaveBeenCalled();
    expect(refreshProfile).toHaveBeenCalled();
    expect(selectOrganization).toHaveBeenCalledWith(organizationId);
  });

  it('should tell someone signed in with another account to sign out first', async () => {
    signedInAs('ada@shop.test');
    open({ ...pending, hasAccount: true });

    expect(await screen.findByText(/but you're signed in as/)).toHaveTextContent(
      "This invitation was sent to grace@shop.test, but you're signed in as ada@shop.test.",
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Ada Shop' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired', 'Ask the person who invited you to send it again.'],
    ['revoked', 'This invitation was revoked', 'The team withdrew this invitation.'],
    ['accepted', 'This invitation was already used', "You've already joined with this link."],
  ] as const)('should show the %s link its own page', async (status, title, explanation) => {
    open({ ...pending, status });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(explanation))).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('should show a link that never existed (acc-11) its own page', async () => {
    open(apiError(404, 'acc-11'));
    expect(
      await screen.findByRole('heading', { name: "This invitation link doesn't work" }),
    ).toBeInTheDocument();
  });

  it('should say when the invitation cannot be loaded, with a retry', async () => {
    let fail = true;
    mockApi({ [`GET ${linkPath}`]: () => (fail ? 'network-error' : { status: 200, body: pending }) });
    renderScreen(InvitationPage, { path: '/invitations/:token', url: `/invitations/${token}` });
    const user = userEvent.setup();

    expect(await screen.findByText("The invitation couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Ada Shop on Playboard' })).toBeInTheDocument();
  });
});
