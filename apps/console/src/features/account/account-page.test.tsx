import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../lib/auth.ts';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { Component as AccountPage } from './account-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  logout: vi.fn(() => Promise.resolve()),
}));

const profile = profileFixture([organizationFixture('o1')]);

describe('AccountPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('should show the profile and the email', async () => {
    await signedInWith(profile);
    renderScreen(AccountPage, { path: '/account' });

    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('ada@shop.test');
    expect(screen.getByRole('button', { name: 'Change email' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Interface language')).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should send only the changed fields, apply the new language to the UI at once and keep the focus on Save', async () => {
    await signedInWith(profile);
    let saved = profile;
    const api = mockApi({
      'PATCH /account/v1/users': ({ body }) => {
        saved = { ...profile, ...(body as object) };
        return { status: 200, body: saved };
      },
      'GET /account/v1/users': () => ({ status: 200, body: saved }),
      'GET /main/v1/organizations/o1': { status: 200, body: { ...profile.organizations[0], sites: [] } },
    });
    renderScreen(AccountPage, { path: '/account' });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.selectOptions(screen.getByLabelText('Interface language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Cuenta' })).toBeInTheDocument();
    const dock = screen.getByRole('list', { name: 'Notificaciones' });
    expect(within(dock).getByRole('status')).toHaveTextContent('Hemos guardado tu perfil.');
    // The clean form's button is unavailable now, and still holds the focus.
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveFocus();
    expect(api.calls[0]).toEqual({
      method: 'PATCH',
      path: '/account/v1/users',
      body: { firstName: 'Augusta', language: 'es' },
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('Augusta');
  });

  it('should refuse an empty first name with the required message', async () => {
    await signedInWith(profile);
    const api = mockApi({});
    renderScreen(AccountPage, { path: '/account' });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('should save the commercial communications choice and show a server error when saving fails', async () => {
    await signedInWith(profile);
    const api = mockApi({ 'PATCH /account/v1/users': apiError(503, 'global-503') });
    renderScreen(AccountPage, { path: '/account' });
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Send me news, tips and offers by email.'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ commercialCommunications: true });
    expect(screen.getByRole('button', { name: 'Save changes' })).not.toHaveAttribute('aria-disabled');
  });

  it('should log out', async () => {
    await signedInWith(profile);
    renderScreen(AccountPage, { path: '/account' });

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(logout).toHaveBeenCalledOnce();
  });

  describe('email change', () => {
    const newEmail = 'augusta@shop.test';

    it('should send the new email with the current password and show it pending until its link is opened', async () => {
      await signedInWith(profile);
      let saved = profile;
      const api = mockApi({
        'PATCH /account/v1/users': () => {
          saved = { ...profile, pendingEmail: newEmail };
          return { status: 200, body: saved };
        },
        'GET /account/v1/users': () => ({ status: 200, body: saved }),
        'GET /main/v1/organizations/o1': { status: 200, body: { ...profile.organizations[0], sites: [] } },
      });
      renderScreen(AccountPage, { path: '/account' });
      const user = userEvent.setup();
      const form = screen.getByRole('form', { name: 'Email' });

      expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
      await user.clear(within(form).getByLabelText('Email'));
      await user.type(within(form).getByLabelText('Email'), newEmail);
      await user.type(within(form).getByLabelText('Current password'), 'Correct-Horse-7');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));

      expect(await screen.findByText(/Email change pending/)).toBeInTheDocument();
      expect(
        screen.getByText(
          `We sent a confirmation link to ${newEmail}. Until you open it (it works for 24 hours), you keep signing in with your current email.`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Email' })).toContainElement(
        screen.getByRole('button', { name: 'Resend the link' }),
      );
      expect(screen.getByLabelText('Email', { selector: 'input[type=email]' })).toHaveValue('ada@shop.test');
      expect(api.calls[0]).toEqual({
        method: 'PATCH',
        path: '/account/v1/users',
        body: { email: newEmail, currentPassword: 'Correct-Horse-7' },
      });
    });

    it('should show a wrong current password (pwd-1) on its field and an address in use (acc-1) on the email', async () => {
      await signedInWith(profile);
      const answers = [apiError(400, 'pwd-1'), apiError(409, 'acc-1')];
      mockApi({ 'PATCH /account/v1/users': () => answers.shift()! });
      renderScreen(AccountPage, { path: '/account' });
      const user = userEvent.setup();
      const form = screen.getByRole('form', { name: 'Email' });

      await user.clear(within(form).getByLabelText('Email'));
      await user.type(within(form).getByLabelText('Email'), newEmail);
      await user.type(within(form).getByLabelText('Current password'), 'Wrong-Horse-7');
      await user.click(within(form).getByRole('button', { name: 'Change email' }));

      expect(
        await within(form).findByText("Your current password isn't correct. Try again."),
      ).toBeInTheDocument();
      expect(within(form).getByLabelText('Current password')).toHaveFocus();

      await user.click(within(form).getByRole('button', { name: 'Change email' }));

      expect(await within(form).findByText('This email is already registered.')).toBeInTheDocument();
    });

    it('should resend the link and cancel the pending change', async () => {
      const pendingProfile = { ...profile, pendingEmail: newEmail };
      await signedInWith(pendingProfile);
      let saved: typeof profile = pendingProfile;
      const api = mockApi({
        'POST /account/v1/users/email-change/resend': { status: 202, body: null },
        'DELETE /account/v1/users/email-change': () => {
          saved = profile;
          return { status: 200, body: saved };
        },
        'GET /account/v1/users': () => ({ status: 200, body: saved }),
        'GET /main/v1/organizations/o1': { status: 200, body: { ...profile.organizations[0], sites: [] } },
      });
      renderScreen(AccountPage, { path: '/account' });
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Resend the link' }));
      expect(
        await screen.findByText(`We sent a new link to ${newEmail}. Earlier links no longer work.`),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
      expect(
        await screen.findByText('The email change was canceled. Its link no longer works.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Email change pending/)).not.toBeInTheDocument();
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
        expect.arrayContaining([
          'POST /account/v1/users/email-change/resend',
          'DELETE /account/v1/users/email-change',
        ]),
      );
    });
  });
});
