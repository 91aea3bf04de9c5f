import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as SignupPage } from './signup-page.tsx';

const user = () => userEvent.setup();

async function fillValidForm(email = 'ada@shop.test') {
  const u = user();
  await u.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await u.type(screen.getByLabelText('Shop URL'), 'https://shop.test');
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), 'Analytical1');
  await u.click(screen.getByLabelText('I accept the terms of use and the privacy policy.'));
  return u;
}

describe('SignupPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should show the spec 1 §5 messages when the form is sent empty', async () => {
    mockApi({});
    renderScreen(SignupPage, { path: '/signup' });

    await user().click(screen.getByRole('button', { name: 'Create account' }));

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages.filter((text) => text === 'This field cannot be empty.')).toHaveLength(5);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('should refuse a bad email, a shop URL without http and a weak password with their messages', async () => {
    mockApi({});
    renderScreen(SignupPage, { path: '/signup' });
    const u = user();

    await u.type(screen.getByLabelText('Shop URL'), 'shop.test');
    await u.type(screen.getByLabelText('Email'), 'ada@');
    await u.type(screen.getByLabelText('Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Invalid email format. Try again.')).toBeInTheDocument();
    expect(screen.getByText('The URL must start with http:// or https:// Try again.')).toBeInTheDocument();
    expect(screen.getByText("It doesn't meet the password criteria. Try again.")).toBeInTheDocument();
  });

  it('should show the spec 1 §5 rule before typing and tick each criterion live as it is met', async () => {
    mockApi({});
    renderScreen(SignupPage, { path: '/signup' });
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const criterion = (name: string) => within(rules).getByText(name).closest('li');

    expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    expect(criterion('At least 10 characters')).toHaveAttribute('data-met', 'false');
    expect(criterion('At least 10 characters')).toHaveTextContent('(not met yet)');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 10 characters/);
    await user().type(screen.getByLabelText('Password'), 'abcdefghiJ');

    expect(criterion('At least 10 characters')).toHaveAttribute('data-met', 'true');
    expect(criterion('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(criterion('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(criterion('One number or special character')).toHaveAttribute('data-met', 'false');
    expect(criterion('One uppercase letter')).toHaveTextContent('(met)');
  });

  it('should require the legal acceptance but not the commercial opt-in', async () => {
    const api = mockApi({
      'POST /account/v1/users': { status: 201, body: { id: 'u1', email: 'ada@shop.test' } },
    });
    renderScreen(SignupPage, { path: '/signup' });
    const u = await fillValidForm();
    await u.click(screen.getByLabelText('I accept the terms of use and the privacy policy.'));

    await u.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await u.click(screen.getByLabelText('I accept the terms of use and the privacy policy.'));
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/account/v1/users',
      body: {
        name: 'Ada Lovelace',
        shopUrl: 'https://shop.test',
        email: 'ada@shop.test',
        password: 'Analytical1',
        legalAcceptance: true,
        commercialCommunications: false,
        language: 'en',
      },
    });
  });

  it('should show the pending confirmation naming the address and resend the link', async () => {
    let release: () => void = () => undefined;
    const api = mockApi({
      'POST /account/v1/users': { status: 201, body: { id: 'u1', email: 'ada@shop.test' } },
      'POST /account/v1/users/confirmations': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 202 });
        }),
    });
    renderScreen(SignupPage, { path: '/signup' });
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('ada@shop.test', { selector: 'strong' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Resend email' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    release();
    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(
      await within(dock).findByText('A new confirmation link is on its way to ada@shop.test.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).not.toHaveAttribute('aria-disabled');
    expect(api.calls[1]).toEqual({
      method: 'POST',
      path: '/account/v1/users/confirmations',
      body: { email: 'ada@shop.test' },
    });
  });

  it.each([
    ['acc-1', 409, 'This email is already registered.'],
    ['acc-3', 400, 'Invalid email. Try again.'],
  ])('should show %s under the email field and stay on the form', async (code, status, text) => {
    mockApi({ 'POST /account/v1/users': apiError(status, code) });
    renderScreen(SignupPage, { path: '/signup' });
    const u = await fillValidForm();

    await u.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });

  it('should show the network-error text in an alert when the server cannot be reached', async () => {
    mockApi({ 'POST /account/v1/users': 'network-error' });
    renderScreen(SignupPage, { path: '/signup' });
    const u = await fillValidForm();

    await u.click(screen.getByRole('button', { name: 'Create account' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByText("There's been a network error. Try again.")).toBeInTheDocument();
  });

  it('should link to sign in', () => {
    mockApi({});
    renderScreen(SignupPage, { path: '/signup' });

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
