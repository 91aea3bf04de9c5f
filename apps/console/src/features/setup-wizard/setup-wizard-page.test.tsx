import type { GettingStarted, SetupState, Site, SyncView } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, refreshProfile, type ProfileOrganization } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import {
  organizationFixture,
  profileFixture,
  siteFixture,
  subscriptionFixture,
} from '../../testing/session-fixtures.ts';
import { Component as SetupWizardPage } from './setup-wizard-page.tsx';
import { plansFixture } from '../../testing/billing-fixtures.ts';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
const flags = vi.hoisted(() => ({ on: new Set<string>() }));

vi.mock('../../lib/realtime.ts', () => ({
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
    return () => realtime.handlers.delete(event);
  },
}));

vi.mock('../../lib/flags.ts', () => ({
  useFlags: () => (flag: string) => flags.on.has(flag),
}));

const organization = organizationFixture('o1', { name: 'Acme', businessVertical: 'PETS' });

/** Signs in with one organisation and its sites, as the guards leave the session. */
async function signedIn(
  org: ProfileOrganization = organization,
  sites: Site[] = [],
  shopUrl: string | null = null,
) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([org], { shopUrl }) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...org, sites } },
  });
  await refreshProfile();
  api.restore();
}

/** The wizard with the URL it shows, since moving between steps stays on the same route. */
function WizardAndLocation() {
  const location = useLocation();
  return (
    <>
      <SetupWizardPage />
      <p data-testid="wizard-location">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function openStep(step?: string) {
  const url = step ? `/setup-wizard/${step}` : '/setup-wizard';
  return renderScreen(WizardAndLocation, { path: '/setup-wizard/:step?', url });
}

/** The URL shown once it is `expected` (the wizard's own probe, or any other page's), else the last one. */
async function locationOnceAt(expected: string): Promise<string | null> {
  const read = () => screen.getByTestId(/location$/).textContent;
  await waitFor(() => {
    if (read() !== expected) throw new Error(`still at ${read()}`);
  }).catch(() => undefined);
  return read();
}

function syncView(overrides: Partial<SyncView> = {}): SyncView {
  return {
    id: 'sync-1',
    mode: 'full',
    trigger: 'setup',
    status: 'IN_PROGRESS',
    processed: 600,
    total: 2400,
    percentage: 25,
    upserted: 600,
    removed: 0,
    rejected: 0,
    rejections: [],
    failure: null,
    startedAt: '2026-11-22T12:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  flags.on.clear();
  realtime.handlers.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('SetupWizardPage: plugin download', () => {
  it('should offer the five platforms and show the chosen one’s instructions with where its token is', async () => {
    await signedIn();
    openStep();
    const user = userEvent.setup();

    const group = screen.getByRole('group', { name: 'Which platform does your shop run on?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PrestaShop', 'WooCommerce', 'Magento 2', 'Shopify', 'Custom']);

    await user.click(screen.getByRole('radio', { name: 'WooCommerce' }));
    expect(screen.getByRole('heading', { name: 'Install Playboard on WooCommerce' })).toBeInTheDocument();
    expect(screen.getByText(/WooCommerce > Settings > Playboard/)).toBeInTheDocument();
    expect(screen.getByText(/Copy the Security token/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the module (zip)' })).toHaveAttribute(
      'href',
      '/main/v1/connectors/woocommerce/module',
    );

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await locationOnceAt('/setup-wizard/woocommerce-connection')).toBe(
      '/setup-wizard/woocommerce-connection',
    );
  });

  it('should describe the three ways a custom shop connects: protocol, feed, push', async () => {
    await signedIn();
    openStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));

    expect(screen.getByRole('heading', { name: 'Implement the connector protocol' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publish a product feed' })).toBeInTheDocument();
    expect(screen.getByText(/JSON, CSV or Google Merchant XML/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push your products' })).toBeInTheDocument();
  });

  it('should go through the company step when the business type is unknown, and payment details with its flag', async () => {
    flags.on.add('PLAY_SETUP_PAYMENT_DETAILS');
    await signedIn(organizationFixture('o1', { businessVertical: 'UNKNOWN' }));
    openStep();
    await userEvent.click(screen.getByRole('radio', { name: 'PrestaShop' }));

    const stepper = screen.getByRole('navigation', { name: 'Setup steps' });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Download the plugin',
      '2Company details',
      '3Plans and billing',
      '4Connect your shop',
      '5Catalog status',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await locationOnceAt('/setup-wizard/create-organization?platform=prestashop')).toBe(
      '/setup-wizard/create-organization?platform=prestashop',
    );
  });

  it('should install the Shopify app without a stepper: POST installs, then off to Shopify', async () => {
    await signedIn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = mockApi({
      'POST /main/v1/connectors/shopify/installs': {
        status: 200,
        body: { authorizeUrl: 'https://acme.myshopify.com/admin/oauth/authorize?client_id=k' },
      },
    });
    openStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Shopify' }));

    expect(screen.queryByRole('navigation', { name: 'Setup steps' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(await screen.findAllByText('This field cannot be empty.')).toHaveLength(1);

    await user.type(screen.getByLabelText('Shop domain'), 'https://Acme.myshopify.com/admin');
    await user.click(screen.getByRole('button', { name: 'Install the app' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://acme.myshopify.com/admin/oauth/authorize?client_id=k'),
    );
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/main/v1/connectors/shopify/installs',
      body: { organizationId: 'o1', shopDomain: 'acme.myshopify.com' },
    });
  });
});

describe('SetupWizardPage: company and payment details', () => {
  it('should skip the company step when the business type is known', async () => {
    await signedIn();
    openStep('create-organization?platform=magento');
    expect(await locationOnceAt('/setup-wizard/magento-connection')).toBe('/setup-wizard/magento-connection');
  });

  it('should save the company (PATCH) and continue to the connection', async () => {
    let saved = organizationFixture('o1', { name: 'shop.test', businessVertical: 'UNKNOWN' });
    await signedIn(saved);
    const api = mockApi({
      'PATCH /account/v1/organizations/o1': ({ body }) => {
        saved = { ...saved, ...(body as Partial<ProfileOrganization>) };
        return { status: 200, body: saved };
      },
      'GET /account/v1/users': () => ({ status: 200, body: profileFixture([saved]) }),
      'GET /main/v1/organizations/o1': () => ({ status: 200, body: { ...saved, sites: [] } }),
    });
    openStep('create-organization?platform=woocommerce');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Business type'), 'Pets');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await locationOnceAt('/setup-wizard/woocommerce-connection')).toBe(
      '/setup-wizard/woocommerce-connection',
    );
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      body: { name: 'shop.test', businessVertical: 'PETS' },
    });
  });

  it('should send a trial without payment details to the payment page and back to this step', async () => {
    flags.on.add('PLAY_SETUP_PAYMENT_DETAILS');
    await signedIn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = mockApi({
      'GET /billing/v1/organizations/o1/subscription': {
        status: 200,
        body: subscriptionFixture({
          status: 'TRIALING',
          plan: { key: 'FREE' },
          paymentDetailsSet: false,
          paymentMethod: null,
          trial: { endsAt: '2026-12-27T00:00:00.000Z', daysLeft: 30 },
        }),
      },
      'GET /billing/v1/plans': { status: 200, body: plansFixture },
      'PUT /billing/v1/organizations/o1/subscription/payment-details': {
        status: 200,
        body: { url: 'http://localhost/billing/v1/pages/payment-details/s1' },
      },
    });
    openStep('payment-details?platform=custom');

    expect(screen.getByText(/30-day free trial/)).toBeInTheDocument();
    expect(await screen.findByText(/We charge 1 euro to check your card/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment details' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/billing/v1/pages/payment-details/s1'),
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      query: { origin: '/setup-wizard/payment-details?platform=custom' },
    });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/setup-wizard/custom-connection',
    );
  });

  it('should say the payment details are set once they are', async () => {
    flags.on.add('PLAY_SETUP_PAYMENT_DETAILS');
    await signedIn();
    mockApi({
      'GET /billing/v1/plans': { status: 200, body: plansFixture },
      'GET /billing/v1/organizations/o1/subscription': {
        status: 200,
        body: subscriptionFixture({
          status: 'TRIALING',
          trial: { endsAt: '2026-12-27T00:00:00.000Z', daysLeft: 29 },
        }),
      },
    });
    openStep('payment-details?platform=woocommerce');

    // The self-service plans of the global price list, with their monthly price excl. VAT.
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(
      within(plans)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free€0.00 per month1,000 searches a month',
      'Mini€49.00 per month30,000 searches a month',
      'Medium€99.00 per month80,000 searches a month',
      'Maxi€199.00 per month200,000 searches a month',
    ]);
    expect(screen.getByText(/Prices exclude VAT; paying yearly saves up to 20%/)).toBeInTheDocument();

    expect(await screen.findByText('Payment details set')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment details' })).not.toBeInTheDocument();
  });

  it('should offer no payment form to a Shopify shop, which pays through Shopify', async () => {
    flags.on.add('PLAY_SETUP_PAYMENT_DETAILS');
    await signedIn();
    const api = mockApi({});
    openStep('payment-details?platform=shopify');

    expect(screen.getByText(/pays for Playboard through Shopify/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment details' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('SetupWizardPage: connection', () => {
  const created = siteFixture('11111111-1111-4111-8111-111111111111', {
    name: 'Demo Shop',
    platform: 'WOOCOMMERCE',
    isIndexed: false,
  });

  async function fillModuleForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Shop name'), 'Demo Shop');
    await user.type(screen.getByLabelText('Shop URL'), 'https://shop.example');
    await user.type(screen.getByLabelText('Security token'), 'demo-shop-token');
  }

  it('should offer the shop URL typed at sign-up while the organisation has no site', async () => {
    await signedIn(organization, [], 'https://ada-shop.example');
    openStep('woocommerce-connection');

    expect(screen.getByLabelText('Shop URL')).toHaveValue('https://ada-shop.example');
    expect(
      screen.getByText('The address you gave when you signed up; change it to connect another shop.'),
    ).toBeInTheDocument();
  });

  it('should not offer the sign-up shop URL once the organisation has a site', async () => {
    await signedIn(organization, [created], 'https://ada-shop.example');
    openStep('woocommerce-connection');

    expect(screen.getByLabelText('Shop URL')).toHaveValue('');
  });

  it('should require the shop name, URL and security token (spec 1 §5) before calling anything', async () => {
    await signedIn();
    const api = mockApi({});
    openStep('woocommerce-connection');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Shop URL'), 'shop.example');
    await user.click(screen.getByRole('button', { name: 'Connect the shop' }));

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'This field cannot be empty.',
      expect.stringMatching(/^The URL must start with http:\/\//),
      'This field cannot be empty.',
    ]);
    expect(screen.getByRole('radio', { name: 'Production' })).toBeChecked();
    expect(api.calls).toHaveLength(0);
  });

  it('should create the site, make it current and go to the status step', async () => {
    await signedIn();
    const api = mockApi({
      'POST /main/v1/organizations/o1/sites': { status: 201, body: created },
      'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [created] } },
    });
    openStep('woocommerce-connection');
    const user = userEvent.setup();

    await fillModuleForm(user);
    await user.click(screen.getByRole('radio', { name: 'Test' }));
    await user.click(screen.getByRole('button', { name: 'Connect the shop' }));

    expect(await locationOnceAt('/setup-wizard/status')).toBe('/setup-wizard/status');
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/main/v1/organizations/o1/sites',
      body: {
        name: 'Demo Shop',
        url: 'https://shop.example',
        platform: 'WOOCOMMERCE',
        environment: 'TEST',
        securityKey: 'demo-shop-token',
        connection: { kind: 'module' },
      },
    });
    expect(getSession().selection.siteId).toBe(created.uuid);
  });

  it('should show the mot-11 text without "Try again" when the security key is refused', async () => {
    await signedIn();
    mockApi({ 'POST /main/v1/organizations/o1/sites': apiError(400, 'mot-11') });
    openStep('woocommerce-connection');
    const user = userEvent.setup();

    await fillModuleForm(user);
    await user.click(screen.getByRole('button', { name: 'Connect the shop' }));

    expect(
      await screen.findByText(
        "The security key isn't working or the connection is failing. Check it and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("The shop couldn't be connected")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['cat-01', 502, "The site can't be reached."],
    ['cat-02', 504, 'The connection timed out.'],
    ['cat-03', 502, 'Internal server error.'],
  ])('should offer "Try again" on %s and submit again', async (code, status, text) => {
    await signedIn();
    let attempts = 0;
    const api = mockApi({
      'POST /main/v1/organizations/o1/sites': () =>
        ++attempts === 1 ? apiError(status, code) : { status: 201, body: created },
      'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [created] } },
    });
    openStep('woocommerce-connection');
    const user = userEvent.setup();

    await fillModuleForm(user);
    await user.click(screen.getByRole('button', { name: 'Connect the shop' }));
    expect(await screen.findByText(text)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await locationOnceAt('/setup-wizard/status')).toBe('/setup-wizard/status');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('should check the connection on demand and say what the module reported', async () => {
    await signedIn();
    const api = mockApi({
      'GET /main/v1/connectors/woocommerce/sites/check': {
        status: 200,
        body: {
          shopName: 'Demo Shop',
          platform: 'WOOCOMMERCE',
          moduleVersion: '1.22.0',
          languages: ['en', 'es'],
          currency: 'EUR',
        },
      },
    });
    openStep('woocommerce-connection');
    const user = userEvent.setup();

    await fillModuleForm(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));

    expect(await screen.findByText('Connected to Demo Shop')).toBeInTheDocument();
    expect(screen.getByText('Module version 1.22.0 · languages: en, es')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('should show the mot-16 text when the check finds an old module', async () => {
    await signedIn();
    mockApi({ 'GET /main/v1/connectors/prestashop/sites/check': apiError(400, 'mot-16') });
    openStep('prestashop-connection');
    const user = userEvent.setup();

    await fillModuleForm(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));

    expect(
      await screen.findByText('The plugin version is out of date. Update it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The connection check failed')).toBeInTheDocument();
  });

  it('should connect a custom shop by its feed: feed URL and format, no token', async () => {
    await signedIn();
    const api = mockApi({
      'POST /main/v1/organizations/o1/sites': { status: 201, body: { ...created, platform: 'CUSTOM' } },
      'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [created] } },
    });
    openStep('custom-connection');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /Product feed/ }));
    expect(screen.queryByLabelText('Security token')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Shop name'), 'Demo Shop');
    await user.type(screen.getByLabelText('Shop URL'), 'https://shop.example');
    await user.type(screen.getByLabelText('Feed URL'), 'https://shop.example/feeds/products.csv');
    await user.selectOptions(screen.getByLabelText('Format'), 'CSV');
    await user.click(screen.getByRole('button', { name: 'Connect the shop' }));

    expect(await locationOnceAt('/setup-wizard/status')).toBe('/setup-wizard/status');
    expect(api.calls[0]?.body).toEqual({
      name: 'Demo Shop',
      url: 'https://shop.example',
      platform: 'CUSTOM',
      environment: 'PRODUCTION',
      connection: { kind: 'feed', feedUrl: 'https://shop.example/feeds/products.csv', format: 'csv' },
    });
  });

  it('should show the Shopify install instead of a token form', async () => {
    await signedIn();
    openStep('shopify-connection');
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Security token')).not.toBeInTheDocument();
  });
});

describe('SetupWizardPage: status', () => {
  const site = siteFixture('22222222-2222-4222-8222-222222222222', { name: 'Demo Shop', isIndexed: false });
  const setupPath = `/index/v1/sites/${site.uuid}/setup`;

  it('should show the catalogue progress and follow sync:progress live', async () => {
    await signedIn(organization, [site]);
    mockApi({
      [`GET ${setupPath}`]: {
        status: 200,
        body: { status: 'IN_PROGRESS', sync: syncView() } satisfies SetupState,
      },
    });
    openStep('status');

    const bar = await screen.findByRole('progressbar', { name: 'Catalog processing' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('600 of 2,400 products processed (25%)')).toBeInTheDocument();

    act(() =>
      realtime.handlers.get('sync:progress')?.({
        siteId: site.uuid,
        sync: syncView({ processed: 1800, percentage: 75 }),
      }),
    );
    expect(await screen.findByText('1,800 of 2,400 products processed (75%)')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '75');

    act(() =>
      realtime.handlers.get('sync:progress')?.({ siteId: 'another-site', sync: syncView({ percentage: 5 }) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
  });

  it('should end the setup with what was indexed and the next steps, then go to the console home', async () => {
    await signedIn(organization, [site]);
    let status: SetupState['status'] = 'IN_PROGRESS';
    mockApi({
      [`GET ${setupPath}`]: () => ({
        status: 200,
        body: { status, sync: syncView({ status: status === 'DONE' ? 'DONE' : 'IN_PROGRESS' }) },
      }),
      [`GET /main/v1/sites/${site.uuid}/getting-started`]: {
        status: 200,
        body: {
          products: 2400,
          languages: ['en', 'es'],
          facets: ['categories', 'brand', 'price'],
          steps: [
            { step: 'layer', done: false },
            { step: 'storefront', done: false },
            { step: 'search', done: false },
            { step: 'tuning', done: false },
            { step: 'team', done: true },
          ],
        } satisfies GettingStarted,
      },
    });
    openStep('status');
    await screen.findByRole('progressbar');

    status = 'DONE';
    act(() =>
      realtime.handlers.get('sync:progress')?.({
        siteId: site.uuid,
        sync: syncView({ status: 'DONE', percentage: 100 }),
      }),
    );
    const ending = await screen.findByRole('region', { name: 'Your catalog is searchable' });
    expect(ending).toHaveTextContent(
      '2,400 products indexed in English and Spanish; shoppers can filter by categories, brand, and price.',
    );
    expect(ending).toHaveTextContent('1 of 5 done');
    const steps = within(ending).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Switch the search layer onTo do/),
      expect.stringMatching(/^Open your storefront \(opens in a new tab\)To do/),
      expect.stringMatching(/^Make a first search \(opens in a new tab\)To do/),
      expect.stringMatching(/^Tune searchTo do/),
      expect.stringMatching(/^✓Invite your teamDone/),
    ]);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', '/settings/layer-activation');
    expect(within(steps[1]!).getByRole('link')).toHaveAttribute('href', site.url);
    expect(screen.queryByRole('button', { name: 'Hide the next steps' })).not.toBeInTheDocument();

    await userEvent.click(within(ending).getByRole('link', { name: 'Go to your analytics' }));
    expect(await locationOnceAt('/')).toBe('/');
  });

  it('should show why the setup failed and retry it', async () => {
    await signedIn(organization, [site]);
    const failed = syncView({
      status: 'FAILED',
      failure: { code: 'cat-02', message: 'The shop did not answer within 10 s' },
    });
    const api = mockApi({
      [`GET ${setupPath}`]: { status: 200, body: { status: 'FAILED', sync: failed } },
      [`POST ${setupPath}/retries`]: {
        status: 202,
        body: { status: 'IN_PROGRESS', sync: syncView({ processed: 0, percentage: 0 }) },
      },
    });
    openStep('status');

    expect(await screen.findByText("The catalog couldn't be processed")).toBeInTheDocument();
    expect(screen.getByText('The connection timed out.')).toBeInTheDocument();
    expect(screen.getByText('Code cat-02: The shop did not answer within 10 s')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${setupPath}/retries`)).toBe(
      true,
    );
  });

  it('should send a merchant without a site back to the first step', async () => {
    await signedIn();
    openStep('status');
    expect(await locationOnceAt('/setup-wizard')).toBe('/setup-wizard');
  });
});
