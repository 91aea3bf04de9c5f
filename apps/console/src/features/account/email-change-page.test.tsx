import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticated, login } from '../../lib/auth.ts';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as EmailChangePage } from './email-change-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  login: vi.fn(() => Promise.resolve()),
  isAuthenticated: vi.fn(() => false),
}));

vi.mock(import('../../lib/session.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  refreshProfile: vi.fn(() => Promise.resolve(undefined as never)),
}));

const token = 'b'.repeat(43);
const linkPath = `/account/v1/email-changes/${token}`;
const email = 'augusta@shop.test';

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers) {
  const api = mockApi(handlers);
  renderScreen(EmailChangePage, { path: '/email-change/:token', url: `/email-change/${token}` });
  return { api, user: userEvent.setup() };
}

describe('EmailChangePage', () => {
  afterEach(() => {
    vi.mocked(login).mockClear();
    vi.mocked(refreshProfile).mockClear();
    vi.mocked(isAuthenticated).mockReturnValue(false);
    vi.restoreAllMocks();
  });

  it('should show the new address, apply it on confirmation and offer to sign in with it', async () => {
    const { api, user } = open({
      [`GET ${linkPath}`]: { status: 200, body: { email } },
      [`POST ${linkPath}`]: { status: 200, body: { email } },
    });

    expect(
      await screen.findByText(`From now on, you'll sign in to Playboard with ${email}.`),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));

    expect(await screen.findByRole('heading', { name: 'Your email has changed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`From now on, sign in with ${email}.`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('/account', { loginHint: email });
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('should reload the profile of a signed-in session and lead back to the account', async () => {
    vi.mocked(isAuthenticated).mockReturnValue(true);
    const { user } = open({
      [`GET ${linkPath}`]: { status: 200, body: { email } },
      [`POST ${linkPath}`]: { status: 200, body: { email } },
    });

    await user.click(await screen.findByRole('button', { name: 'Confirm new email' }));

    expect(await screen.findByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(refreshProfile).toHaveBeenCalled();
  });

  it.each([
    ['expired (sec-3, 410)', apiError(410, 'sec-3'), 'This link has expired'],
    ['used or cancelled (sec-4)', apiError(409, 'sec-4'), 'This link no longer works'],
    ['an address taken since (acc-1)', apiError(409, 'acc-1'), 'This email is already registered'],
    ['unknown (sec-3, 404)', apiError(404, 'sec-3'), "This link isn't valid"],
  ])('should give a link %s its own page', async (_case, reply, title) => {
    open({ [`GET ${linkPath}`]: reply });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new email' })).not.toBeInTheDocument();
  });

  it('should show a failed check with a retry', async () => {
    const answers = [apiError(503, 'global-503'), { status: 200, body: { email } }];
    const { user } = open({ [`GET ${linkPath}`]: () => answers.shift()! });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Confirm new email' })).toBeInTheDocument();
  });

  it('should show the page of a link that another account took between opening and confirming', async () => {
    const { user } = open({
      [`GET ${linkPath}`]: { status: 200, body: { email } },
      [`POST ${linkPath}`]: apiError(409, 'acc-1'),
    });

    await user.click(await screen.findByRole('button', { name: 'Confirm new email' }));

    expect(
      await screen.findByRole('heading', { name: 'This email is already registered' }),
    ).toBeInTheDocument();
  });
});
