import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as ExpiredLinkPage } from './expired-link-page.tsx';
import { Component as UsedLinkPage } from './used-link-page.tsx';

describe('ExpiredLinkPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should explain with the sec-3 text and send a new link for the expired token', async () => {
    const api = mockApi({ 'POST /account/v1/users/confirmations': { status: 202 } });
    renderScreen(ExpiredLinkPage, { path: '/signup/expired-link', url: '/signup/expired-link?token=tok-1' });

    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired. Send a new one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new confirmation link is on its way. Check your inbox.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/account/v1/users/confirmations', body: { token: 'tok-1' } },
    ]);
  });

  it('should show the server error and let the user try again when sending fails', async () => {
    mockApi({ 'POST /account/v1/users/confirmations': apiError(429, 'global-429') });
    renderScreen(ExpiredLinkPage, { path: '/signup/expired-link', url: '/signup/expired-link?token=tok-1' });

    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(
      await within(dock).findByText('Too many requests. Wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).not.toHaveAttribute('aria-disabled');
  });

  it('should ask for the address and send a new link by it when the link carries no token (issue 32 item 8)', async () => {
    const api = mockApi({ 'POST /account/v1/users/confirmations': { status: 202 } });
    renderScreen(ExpiredLinkPage, { path: '/signup/expired-link' });

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(expect.stringContaining('The address you signed up with.'));
    await userEvent.type(email, 'late@shop.test{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new confirmation link is on its way. Check your inbox.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/account/v1/users/confirmations', body: { email: 'late@shop.test' } },
    ]);
  });
});

describe('UsedLinkPage', () => {
  it('should say the link was already used and send to sign in', () => {
    renderScreen(UsedLinkPage, { path: '/signup/used-link' });

    expect(screen.getByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
