import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as ResetPasswordPage } from './reset-password-page.tsx';

const withToken = { path: '/reset-password', url: '/reset-password?token=tok-1' };

describe('ResetPasswordPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should send the link and answer neutrally, whether or not the address has an account', async () => {
    const api = mockApi({ 'POST /account/v1/password-resets': { status: 202 } });
    renderScreen(ResetPasswordPage, { path: '/reset-password' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@shop.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'If an account exists for nobody@shop.test, a link to reset the password is on its way.',
    );
    expect(api.calls).toEqual([
      { method: 'POST', path: '/account/v1/password-resets', body: { email: 'nobody@shop.test' } },
    ]);
  });

  it('should show the signup rule (spec 1 §5) before the new password is typed, and each criterion met as it is', async () => {
    mockApi({ 'GET /account/v1/password-resets/tok-1': { status: 204 } });
    renderScreen(ResetPasswordPage, withToken);
    const user = userEvent.setup();

    const field = await screen.findByLabelText('New password');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const criterion = (name: string) => within(rules).getByText(name).closest('li');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.dataset.met),
    ).toEqual(['false', 'false', 'false', 'false']);
    expect(field).toHaveAccessibleDescription(/At least 10 characters/);
    expect(screen.getByLabelText('Repeat the new password')).not.toHaveAccessibleDescription();

    await user.type(field, 'analytical');
    expect(criterion('At least 10 characters')).toHaveTextContent('(met)');
    expect(criterion('One lowercase letter')).toHaveTextContent('(met)');
    expect(criterion('One uppercase letter')).toHaveTextContent('(not met yet)');
    await user.type(field, 'A-');
    expect(within(rules).getAllByText('(met)')).toHaveLength(4);
  });

  it('should check the token, then save a new password that follows the signup rule and offer sign in', async () => {
    const api = mockApi({
      'GET /account/v1/password-resets/tok-1': { status: 204 },
      'POST /account/v1/password-resets/tok-1': { status: 204 },
    });
    renderScreen(ResetPasswordPage, withToken);
    const user = userEvent.setup();

    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Repeat the new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText("It doesn't meet the password criteria. Try again.")).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match. Try again.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Analytical1');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'Analytical1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/account/v1/password-resets/tok-1',
      body: { password: 'Analytical1' },
    });
  });

  it.each([
    ['sec-3', 410, 'This link has expired', 'This link has expired. Send a new one.', 'Send a new link'],
    ['sec-13', 410, 'This link has expired', 'This link has expired. Send a new one.', 'Send a new link'],
    [
      'sec-4',
      409,
      'This link has already been used',
      'This link has already been used. Request a new one.',
      'Request a new link',
    ],
  ])('should treat %s as a dead link and offer a new one', async (code, status, title, text, action) => {
    const api = mockApi({
      'GET /account/v1/password-resets/tok-1': apiError(status, code),
      'POST /account/v1/password-resets': { status: 202 },
    });
    renderScreen(ResetPasswordPage, withToken);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@shop.test');
    await user.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/account/v1/password-resets',
      body: { email: 'ada@shop.test' },
    });
  });

  it('should show the link as expired when it expires while the user types the new password', async () => {
    let expired = false;
    mockApi({
      'GET /account/v1/password-resets/tok-1': () => (expired ? apiError(410, 'sec-3') : { status: 204 }),
      'POST /account/v1/password-resets/tok-1': () => {
        expired = true;
        return apiError(410, 'sec-3');
      },
    });
    renderScreen(ResetPasswordPage, withToken);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'Analytical1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Analytical1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('should show the network-error text when saving cannot reach the server', async () => {
    mockApi({
      'GET /account/v1/password-resets/tok-1': { status: 204 },
      'POST /account/v1/password-resets/tok-1': 'network-error',
    });
    renderScreen(ResetPasswordPage, withToken);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'Analytical1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Analytical1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByText("There's been a network error. Try again.")).toBeInTheDocument();
  });
});
