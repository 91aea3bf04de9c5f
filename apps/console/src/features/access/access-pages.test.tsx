import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import {
  organizationFixture,
  profileFixture,
  signedInWith,
  subscriptionFixture,
} from '../../testing/session-fixtures.ts';
import { Component as LockedPage } from './locked-page.tsx';
import { Component as RestrictedPage } from './restricted-page.tsx';

const blocked = (permissions: { key: string }[]) =>
  organizationFixture('o1', { name: 'Acme Pets', status: 'BLOCKED', permissions });

describe('LockedPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should explain the three lock reasons with their billing actions for a member with BILLING', async () => {
    await signedInWith(profileFixture([blocked([{ key: 'BILLING' }])]));
    renderScreen(LockedPage, { path: '/locked' });

    expect(screen.getByRole('heading', { name: 'We are processing your subscription' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your free trial has ended' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your subscription is canceled' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the billing portal' })[0]).toHaveAttribute(
      'href',
      '/redirection?action=BILLING_PORTAL',
    );
    expect(screen.getByRole('link', { name: 'Add payment details' })).toHaveAttribute(
      'href',
      '/redirection?action=SET_PAYMENT_DETAILS',
    );
  });

  it.each([
    ['PROCESSING_SUBSCRIPTION', 'We are processing your subscription', 'Open the billing portal'],
    ['TRIAL_ENDED', 'Your free trial has ended', 'Add payment details'],
    ['SUBSCRIPTION_CANCELLED', 'Your subscription is canceled', 'Open the billing portal'],
  ])('should show only the %s reason when it is named', async (reason, heading, action) => {
    await signedInWith(profileFixture([blocked([{ key: 'BILLING' }])]));
    renderScreen(LockedPage, { path: '/locked', url: `/locked?reason=${reason}` });

    expect(screen.getAllByRole('heading', { level: 2 }).map((item) => item.textContent)).toEqual([heading]);
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });

  it('should reactivate a cancelled subscription (PATCH subscription/reactivate) and go home', async () => {
    await signedInWith(profileFixture([blocked([{ key: 'BILLING' }])]));
    const api = mockApi({
      'PATCH /billing/v1/organizations/o1/subscription/reactivate': {
        status: 200,
        body: subscriptionFixture(),
      },
      'GET /account/v1/users': { status: 200, body: profileFixture([organizationFixture('o1')]) },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organizationFixture('o1'), sites: [] } },
    });
    renderScreen(LockedPage, { path: '/locked', url: '/locked?reason=SUBSCRIPTION_CANCELLED' });

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate subscription' }));

    expect(await currentLocation()).toBe('/');
    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(within(dock).getByRole('status')).toHaveTextContent('Your subscription is active again.');
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/billing/v1/organizations/o1/subscription/reactivate',
    });
  });

  it('should say why a reactivation failed and stay', async () => {
    await signedInWith(profileFixture([blocked([{ key: 'BILLING' }])]));
    mockApi({
      'PATCH /billing/v1/organizations/o1/subscription/reactivate': apiError(
        409,
        'bil-3',
        'Payment details are needed first',
      ),
    });
    renderScreen(LockedPage, { path: '/locked', url: '/locked?reason=SUBSCRIPTION_CANCELLED' });

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate subscription' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toHaveTextContent('Enter your payment details first.');
    expect(screen.getByRole('heading', { name: 'Your subscription is canceled' })).toBeInTheDocument();
  });

  it('should offer no billing action without BILLING and say who can sort it out', async () => {
    await signedInWith(profileFixture([blocked([])]));
    renderScreen(LockedPage, { path: '/locked', url: '/locked?reason=TRIAL_ENDED' });

    expect(screen.queryByRole('link', { name: 'Add payment details' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Ask an owner of your company with billing access to sort it out.'),
    ).toBeInTheDocument();
  });

  it('should let a member of several companies switch to another one', async () => {
    await signedInWith(profileFixture([blocked([]), organizationFixture('o2')]));
    renderScreen(LockedPage, { path: '/locked' });

    expect(screen.getByRole('link', { name: 'Work in another company' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });
});

describe('RestrictedPage', () => {
  it('should deny access for missing permissions and offer the way home', () => {
    renderScreen(RestrictedPage, { path: '/restricted' });

    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
