import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { Component as RedirectionPage } from './redirection-page.tsx';

const base = '/billing/v1/organizations/o1';

async function open(url: string, handlers: Parameters<typeof mockApi>[0]) {
  await signedInWith(profileFixture([organizationFixture('o1')]));
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  const api = mockApi(handlers);
  renderScreen(RedirectionPage, { path: '/redirection', url });
  return { api, assign };
}

describe('RedirectionPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should open the billing portal once (PUT customer/portal-session), leading back to /subscription', async () => {
    const { api, assign } = await open('/redirection?action=BILLING_PORTAL', {
      [`PUT ${base}/customer/portal-session`]: { status: 200, body: { url: '/billing/v1/pages/portal/p1' } },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the billing portal…');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/v1/pages/portal/p1'));
    expect(api.calls).toEqual([
      { method: 'PUT', path: `${base}/customer/portal-session`, body: { returnPath: '/subscription' } },
    ]);
  });

  it('should open the payment-details page (PUT subscription/payment-details with origin)', async () => {
    const { api, assign } = await open('/redirection?action=SET_PAYMENT_DETAILS', {
      [`PUT ${base}/subscription/payment-details`]: {
        status: 200,
        body: { url: '/billing/v1/pages/pay/s1' },
      },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment details page…');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/v1/pages/pay/s1'));
    expect(api.calls[0]).toMatchObject({ method: 'PUT', query: { origin: '/subscription' } });
  });

  it('should say why the portal did not open and try again', async () => {
    let fail = true;
    const { assign } = await open('/redirection?action=BILLING_PORTAL', {
      [`PUT ${base}/customer/portal-session`]: () =>
        fail ? apiError(409, 'bil-2', 'Billing goes through Shopify') : { status: 200, body: { url: '/p' } },
    });

    expect(await screen.findByText("The billing portal couldn't be opened")).toBeInTheDocument();
    expect(screen.getByText('This organization is billed through Shopify.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/p'));
  });
});
