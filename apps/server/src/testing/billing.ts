// Shared setup for the Billing API tests: the app with the billing test clock on, an owner and a
// stranger, a fresh organisation per test, the calls, the hosted payment form as a browser posts
// it, and the realtime events the organisation received.
import { vi } from 'vitest';
import { accountTestApp, ownerAndStranger } from './account.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  declinesLater: '4000 0000 0000 0341',
} as const;

export async function billingTestApp(env: Record<string, string> = {}) {
  const { app, clock, config } = await accountTestApp({ PLAY_BILLING_TEST_CLOCK: 'true', ...env });
  const people = await ownerAndStranger(app);
  const sent = vi.spyOn(app.realtime, 'toOrganization');

  async function call(
    method: 'GET' | 'PUT' | 'PATCH' | 'POST',
    path: string,
    organizationId: string,
    payload?: unknown,
    headers: Record<string, string> = people.asOwner,
  ) {
    return app.inject({
      method,
      url: `/billing/v1/organizations/${organizationId}/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  /** A new organisation of the owner, on its 30-day trial. */
  async function newOrganization(name = 'Trial Co'): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/account/v1/organizations',
      headers: people.asOwner,
      payload: { name, businessVertical: 'PETS' },
    });
    return response.json<{ uuid: string }>().uuid;
  }

  /** Opens the hosted payment page as the console does; answers its path and the form's nonce. */
  async function openPaymentPage(organizationId: string) {
    const opened = await call('PUT', 'subscription/payment-details?origin=/subscription', organizationId);
    const path = new URL(opened.json<{ url: string }>().url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    const nonce = /name="nonce" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { path, nonce, page };
  }

  /** Posts the hosted card form (an expiry two years ahead of the test clock by default). */
  async function submitCard(
    path: string,
    nonce: string,
    card: string,
    overrides: Record<string, string> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        nonce,
        cardholder: 'Ada Lovelace',
        cardNumber: card,
        expiry: '12/29',
        cvc: '123',
        ...overrides,
      }).toString(),
    });
  }

  /** Enters `card` through the hosted page. */
  async function enterCard(organizationId: string, card: string = CARDS.visa) {
    const { path, nonce } = await openPaymentPage(organizationId);
    return submitCard(path, nonce, card);
  }

  /** The events sent to `organizationId` since the spy was last cleared. */
  function eventsOf(organizationId: string): [string, unknown][] {
    return sent.mock.calls
      .filter(([organization]) => organization === organizationId)
      .map(([, event, payload]) => [event, payload]);
  }

  return {
    app,
    clock,
    config,
    ...people,
    sent,
    call,
    newOrganization,
    openPaymentPage,
    submitCard,
    enterCard,
    eventsOf,
    advance: (organizationId: string, advanceDays: number) =>
      call('POST', 'test-clock', organizationId, { advanceDays }),
  };
}
