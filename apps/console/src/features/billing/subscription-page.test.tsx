import type { SubscriptionResponse } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import {
  organizationFixture,
  profileFixture,
  signedInWith,
  subscriptionFixture,
} from '../../testing/session-fixtures.ts';
import { plansFixture } from '../../testing/billing-fixtures.ts';
import { Component as SubscriptionPage } from './subscription-page.tsx';

const base = '/billing/v1/organizations/o1';

async function openWith(subscription: SubscriptionResponse, handlers: Parameters<typeof mockApi>[0] = {}) {
  await signedInWith(profileFixture([organizationFixture('o1')]));
  const api = mockApi({
    [`GET ${base}/subscription`]: { status: 200, body: subscription },
    [`GET ${base}/plans`]: { status: 200, body: plansFixture },
    ...handlers,
  });
  renderScreen(SubscriptionPage, { path: '/subscription' });
  await screen.findByRole('heading', { name: 'Current plan' });
  return api;
}

function currentPlan() {
  return within(screen.getByRole('region', { name: 'Current plan' }));
}

describe('SubscriptionPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('should show the plan, its frequency, its price excl. VAT, the period and the card', async () => {
    await openWith(subscriptionFixture());

    const plan = currentPlan();
    expect(plan.getByText('Mini')).toBeInTheDocument();
    expect(plan.getByText('Monthly')).toBeInTheDocument();
    expect(plan.getByText(/€49\.00 per month/)).toHaveTextContent('€49.00 per month excl. VAT');
    expect(plan.getByText('Nov 1, 2026 – Dec 1, 2026')).toBeInTheDocument();
    expect(plan.getByText('Payment details set')).toBeInTheDocument();
    expect(plan.getByText(/Visa ending in 4242, expires 12\/2030/)).toBeInTheDocument();
    expect(screen.queryByText('No payment details')).not.toBeInTheDocument();
  });

  it('should count the trial days left (spec 1 §9: 30) and send to the payment page, back to /subscription', async () => {
    const api = await openWith(
      subscriptionFixture({
        status: 'TRIALING',
        plan: { key: 'FREE' },
        price: { frequency: 'MONTHLY', amountCents: 0, currency: 'EUR' },
        paymentDetailsSet: false,
        paymentMethod: null,
        trial: { endsAt: '2026-12-09T00:00:00.000Z', daysLeft: 12 },
      }),
      {
        [`PUT ${base}/subscription/payment-details`]: {
          status: 200,
          body: { url: '/billing/v1/pages/pay/s1' },
        },
      },
    );

    // After signing in: signedInWith restores every mock.
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    expect(screen.getByText('Free trial: 12 days left')).toBeInTheDocument();
    expect(screen.getByText(/We charge 1 euro to check your card/)).toBeInTheDocument();
    expect(currentPlan().getByText('Not set')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment details' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/v1/pages/pay/s1'));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', query: { origin: '/subscription' } });
  });

  it('should ask to approve a plan change the 90-day usage calls for, and approve it', async () => {
    const proposed = subscriptionFixture({
      nextPlan: { key: 'MAXI' },
      nextPrice: { frequency: 'MONTHLY', amountCents: 19_900, currency: 'EUR' },
      nextPriceApproved: false,
    });
    const api = await openWith(proposed, {
      [`PATCH ${base}/subscription/next-price/approve`]: {
        status: 200,
        body: subscriptionFixture({ plan: { key: 'MAXI' } }),
      },
    });

    const notice = screen.getByText('Plan change to approve').parentElement!;
    expect(notice).toHaveTextContent(
      'Your searches over the last 90 days call for the Maxi plan at €199.00 monthly, excl. VAT.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Approve the Maxi plan' }));

    expect(await currentPlan().findByText('Maxi')).toBeInTheDocument();
    expect(screen.queryByText('Plan change to approve')).not.toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: `${base}/subscription/next-price/approve`,
      body: undefined,
    });
  });

  it('should tell a pending plan change with the date it applies', async () => {
    await openWith(subscriptionFixture({ nextPlan: { key: 'MEDIUM' }, nextPriceApproved: true }));

    expect(screen.getByText('Plan change pending')).toBeInTheDocument();
    expect(screen.getByText('Your plan changes to Medium (monthly) on Dec 1, 2026.')).toBeInTheDocument();
  });

  it('should change plan from the next period with the yearly price, its saving and a confirmation', async () => {
    const api = await openWith(subscriptionFixture(), {
      [`PATCH ${base}/subscription`]: {
        status: 200,
        body: subscriptionFixture({
          nextPlan: { key: 'MEDIUM' },
          nextPrice: { frequency: 'YEARLY', amountCents: 95_040, currency: 'EUR' },
        }),
      },
    });
    const user = userEvent.setup();

    expect(
      within(screen.getByRole('listitem', { name: 'Mini' })).getByText('Your current plan'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('save up to 20%')).toBeInTheDocument();
    const medium = within(screen.getByRole('listitem', { name: 'Medium' }));
    expect(medium.getByText('€950.40')).toBeInTheDocument();
    expect(medium.getByText('per year')).toBeInTheDocument();
    expect(medium.getByText('Save 20% against monthly billing')).toBeInTheDocument();
    expect(medium.getByText('80,000 searches a month')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Enterprise 1' })).getByText(
        'Agreed with our sales team: contact us to choose it.',
      ),
    ).toBeInTheDocument();

    await user.click(medium.getByRole('button', { name: 'Choose Medium' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Medium, billed yearly?' });
    expect(dialog).toHaveTextContent(
      'It applies on Dec 1, 2026, when your paid period ends. From then on you pay €950.40 per year, excl. VAT.',
    );
    // Cancel takes the focus first: Enter never switches plan by accident.
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));

    expect(await medium.findByText('Starts on Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Your plan changes to Medium (yearly) on Dec 1, 2026.')).toBeInTheDocument();
    expect(currentPlan().getByText('Mini')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: `${base}/subscription`,
      body: { plan: { key: 'MEDIUM' }, price: { frequency: 'YEARLY' } },
    });
  });

  it('should change plan at once on trial', async () => {
    const trial = {
      trial: { endsAt: '2026-12-09T00:00:00.000Z', daysLeft: 12 },
      status: 'TRIALING',
    } as const;
    await openWith(subscriptionFixture({ ...trial, plan: { key: 'FREE' } }), {
      [`PATCH ${base}/subscription`]: {
        status: 200,
        body: subscriptionFixture({ ...trial, plan: { key: 'MAXI' } }),
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Choose Maxi' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'It applies at once. From the end of your trial you pay €199.00 per month, excl. VAT.',
    );
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));

    expect(
      await within(screen.getByRole('listitem', { name: 'Maxi' })).findByText('Your current plan'),
    ).toBeInTheDocument();
    expect(currentPlan().getByText('Maxi')).toBeInTheDocument();
  });

  it('should say a plan change of a subscription Stripe bills applies at once, prorated', async () => {
    await openWith(subscriptionFixture({ provider: 'STRIPE' }), {
      [`PATCH ${base}/subscription`]: {
        status: 200,
        body: subscriptionFixture({ provider: 'STRIPE', plan: { key: 'MAXI' } }),
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Choose Maxi' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'It applies at once. Stripe credits what is left of your current period and bills €199.00 per month from today, excl. VAT.',
    );
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));

    expect(await currentPlan().findByText('Maxi')).toBeInTheDocument();
  });

  it.each([
    [409, 'bil-3', 'Enter your payment details first.'],
    [502, 'bil-7', "Our payment provider couldn't take this. Nothing was changed: try again in a moment."],
  ])('should say why a plan change was refused (%i %s) and keep the plan', async (status, code, text) => {
    await openWith(subscriptionFixture(), {
      [`PATCH ${base}/subscription`]: apiError(status, code, 'Refused'),
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Choose Maxi' }));
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toHaveTextContent(text);
    expect(currentPlan().getByText('Mini')).toBeInTheDocument();
  });

  it('should ask why before cancelling, then go to the locked page with the reason', async () => {
    const api = await openWith(subscriptionFixture(), {
      [`PATCH ${base}/subscription/cancel`]: {
        status: 200,
        body: subscriptionFixture({ status: 'CANCELLED', lockReason: 'SUBSCRIPTION_CANCELLED' }),
      },
      'GET /account/v1/users': {
        status: 200,
        body: profileFixture([organizationFixture('o1', { status: 'BLOCKED' })]),
      },
      'GET /main/v1/organizations/o1': {
        status: 200,
        body: { ...organizationFixture('o1', { status: 'BLOCKED' }), sites: [] },
      },
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription…' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByText('Choose one of the options.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Why are you canceling?'), 'UNUSED');
    await user.type(within(dialog).getByLabelText(/Anything else/), 'Seasonal shop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await currentLocation()).toBe('/locked?reason=SUBSCRIPTION_CANCELLED');
    expect(api.calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'UNUSED',
      comment: 'Seasonal shop',
    });
  });

  it('should tell a Shopify shop it pays through Shopify and offer no payment form, plan change or cancel', async () => {
    await openWith(
      subscriptionFixture({
        provider: 'SHOPIFY',
        externalBilling: true,
        paymentDetailsSet: false,
        paymentMethod: null,
      }),
    );

    expect(screen.getByText('Billed through Shopify')).toBeInTheDocument();
    expect(currentPlan().getByText('Paid through Shopify')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payment details/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel subscription/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the billing portal' })).not.toBeInTheDocument();
  });

  it('should say the subscription could not load and load it again on retry', async () => {
    await signedInWith(profileFixture([organizationFixture('o1')]));
    let fail = true;
    mockApi({
      [`GET ${base}/subscription`]: () =>
        fail ? apiError(503, 'global-503') : { status: 200, body: subscriptionFixture() },
      [`GET ${base}/plans`]: { status: 200, body: plansFixture },
    });
    renderScreen(SubscriptionPage, { path: '/subscription' });

    expect(await screen.findByText("The subscription couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
  });

  it('should speak Spanish', async () => {
    await signedInWith(profileFixture([organizationFixture('o1')], { language: 'es' }));
    await i18n.changeLanguage('es');
    mockApi({
      [`GET ${base}/subscription`]: { status: 200, body: subscriptionFixture() },
      [`GET ${base}/plans`]: { status: 200, body: plansFixture },
    });
    renderScreen(SubscriptionPage, { path: '/subscription' });

    expect(await screen.findByRole('heading', { name: 'Plan actual' })).toBeInTheDocument();
    expect(screen.getByText(/49,00\s€ al mes/)).toHaveTextContent('IVA no incluido');
  });
});
