import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { Component as AccountPage } from './account-page.tsx';

const profile = profileFixture([organizationFixture('o1')]);

async function openAccount(handlers: Parameters<typeof mockApi>[0] = {}) {
  await signedInWith(profile);
  const api = mockApi(handlers);
  renderScreen(AccountPage, { path: '/account' });
  return { api, user: userEvent.setup() };
}

function rule(name: RegExp) {
  return within(screen.getByRole('list', { name: 'Password rules' }))
    .getByText(name)
    .closest('li')!;
}

describe('AccountPage: password change', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should show each rule of spec 2 §5 met as the new password is typed', async () => {
    const { user } = await openAccount();
    expect(rule(/8 to 40 characters/)).toHaveTextContent('(not met yet)');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/8 to 40 characters/);

    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(rule(/8 to 40 characters/)).toHaveTextContent('(met)');
    expect(rule(/A lowercase letter/)).toHaveTextContent('(met)');
    expect(rule(/An uppercase letter/)).toHaveTextContent('(not met yet)');

    await user.type(screen.getByLabelText('New password'), 'A1!');
    for (const name of [/An uppercase letter/, /A digit/, /A punctuation mark/]) {
      expect(rule(name)).toHaveTextContent('(met)');
    }
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(30));
    expect(rule(/8 to 40 characters/)).toHaveTextContent('(not met yet)');
  });

  it('should refuse a new password breaking the rules without calling the server', async () => {
    const { api, user } = await openAccount();

    await user.type(screen.getByLabelText('Current password'), 'Old-Secret-1');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText("It doesn't meet the password criteria. Try again.")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('should change the password, say the other sessions were signed out and empty the form', async () => {
    const { api, user } = await openAccount({
      'POST /management/v1/users/u1/password': { status: 204 },
    });

    await user.type(screen.getByLabelText('Current password'), 'Old-Secret-1');
    await user.type(screen.getByLabelText('New password'), 'New-Secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other sessions were signed out.',
    );
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/management/v1/users/u1/password',
      body: { currentPassword: 'Old-Secret-1', newPassword: 'New-Secret-2' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('should show a wrong current password (pwd-1) on its field and keep what was typed', async () => {
    const { user } = await openAccount({ 'POST /management/v1/users/u1/password': apiError(400, 'pwd-1') });

    await user.type(screen.getByLabelText('Current password'), 'Wrong-Secret-1');
    await user.type(screen.getByLabelText('New password'), 'New-Secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText("Your current password isn't correct. Try again.")).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('New-Secret-2');
  });

  it('should show other failures in an alert', async () => {
    const { user } = await openAccount({
      'POST /management/v1/users/u1/password': apiError(429, 'global-429'),
    });

    await user.type(screen.getByLabelText('Current password'), 'Old-Secret-1');
    await user.type(screen.getByLabelText('New password'), 'New-Secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
