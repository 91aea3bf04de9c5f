import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { UserMenu } from './user-menu.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  logout: vi.fn(() => Promise.resolve()),
}));
const auth = await import('../../lib/auth.ts');

describe('UserMenu', () => {
  beforeEach(async () => {
    vi.mocked(auth.logout).mockClear();
    await signedInWith(profileFixture([organizationFixture('o1'), organizationFixture('o2')]));
  });

  it('should show the account links and sign-out only when opened', async () => {
    renderScreen(UserMenu, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace, user menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Your account' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Switch company' })).toHaveAttribute('href', '/companies');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('should be named by its content, the name it shows first (WCAG 2.5.3), without the initials of its avatar', () => {
    renderScreen(UserMenu, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace, user menu' });
    // No aria-label to drift from the visible text (issue 32 item 17): the name is the content minus the avatar.
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(', user menu')).toHaveClass('sr-only');
  });

  it('should close with Escape and give the focus back to its button', async () => {
    renderScreen(UserMenu, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace, user menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('should close on a click outside', async () => {
    renderScreen(UserMenu, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace, user menu' });
    await userEvent.click(toggle);
    await userEvent.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
