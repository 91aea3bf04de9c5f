// The operators' feature flags screen (spec 1 §6): the five flags with who has them and the last
// change, the editor's three modes and its site picker, the body a save sends, a refused save's
// message on its field, a failed save's retry, the read-only screen of flags an Unleash serves,
// and the restricted page for anyone but an operator.
import {
  featureFlagSchema,
  FLAG_INSTANCES_MAX,
  flagStatesSchema,
  type FlagInput,
  type FlagState,
  type FlagStates,
  type ManagementSitePage,
  type Policy,
} from '@playboard/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import type { OrganizationDetail } from '../../lib/session.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { renderScreen } from '../../testing/render-screen.tsx';
import { profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as FlagsPage } from './flags-page.tsx';

const auth = vi.hoisted(() => ({ token: '' }));

vi.mock('../../lib/auth.ts', () => ({
  isAuthenticated: () => true,
  getAuthorizationHeader: () => 'Bearer token',
  getUser: () => ({ access_token: auth.token }),
  login: vi.fn(),
  logout: vi.fn(),
  renewOrLogin: vi.fn(),
}));

const operator: Policy[] = [{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }];

const demo = { siteId: '11111111-1111-4111-8111-111111111111', instance: 'demo', name: 'Demo Shop' };
const acme = { siteId: '22222222-2222-4222-8222-222222222222', instance: 'acme', name: 'Acme Outdoor' };
const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString();

function flag(name: FlagState['name'], patch: Partial<FlagState> = {}): FlagState {
  return {
    name,
    description: `${name} as the server describes it`,
    mode: 'off',
    instances: [],
    forcedOn: false,
    strategies: [],
    updatedAt: null,
    updatedBy: null,
    ...patch,
  };
}

/** The answer of GET /management/v1/flags, checked against the route's contract. */
function states(source: FlagStates['source'] = 'embedded'): FlagStates {
  return flagStatesSchema.parse({
    source,
    flags: [
      flag('PLAY_CUSTOMIZATION_VARIANT_SELECTOR'),
      flag('PLAY_FACET_MANAGEMENT', { forcedOn: true }),
      flag('PLAY_QUERY_RANKING', {
        mode: 'instances',
        instances: [demo],
        strategies: [
          { name: 'default', constraints: [{ contextName: 'engineUuid', operator: 'IN', values: ['e1'] }] },
        ],
        updatedAt: fiveMinutesAgo(),
        updatedBy: 'ops@playboard.example',
      }),
      flag('PLAY_SETUP_PAYMENT_DETAILS'),
      flag('PLAY_USAGE', {
        mode: 'everyone',
        strategies: [{ name: 'default', constraints: [] }],
        updatedAt: fiveMinutesAgo(),
        updatedBy: 'ada@playboard.example',
      }),
    ],
  });
}

const sites: ManagementSitePage = {
  results: [
    { instance: 'demo', name: 'Demo Shop', url: 'https://demo.example', organizationName: 'Demo Ltd' },
    { instance: 'acme', name: 'Acme Outdoor', url: 'https://acme.example', organizationName: 'Acme' },
  ],
  numFound: 2,
};

/** The PUT's answer: the flag as the server stores the body it was sent. */
function saved(call: RecordedCall) {
  const input = call.body as FlagInput;
  const name = featureFlagSchema.parse(call.path.split('/').at(-1));
  const known = [demo, acme];
  return {
    status: 200,
    body: flag(name, {
      mode: input.mode,
      instances: known.filter((site) => input.instances.includes(site.instance)),
      updatedAt: new Date().toISOString(),
      updatedBy: 'me@playboard.example',
    }),
  };
}

function openScreen(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /management/v1/flags': { status: 200, body: states() },
    'GET /management/v1/sites': { status: 200, body: sites },
    ...handlers,
  });
  renderScreen(FlagsPage, { path: '/flags' });
  return { api, user: userEvent.setup() };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name: new RegExp(name) })).closest('tr')!;

async function openEditor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

async function chooseSites(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('radio', { name: /On for chosen sites/ }));
  const matches = await within(panel).findByRole('list', { name: 'Matching sites' });
  await user.click(within(matches).getByRole('checkbox', { name: /Acme Outdoor/ }));
  return matches;
}

describe('FlagsPage', () => {
  beforeEach(() => {
    auth.token = tokenWith(operator);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('should list the five flags with what each shows, who has it and the last change', async () => {
    openScreen();
    const table = await screen.findByRole('table', { name: 'Feature flags' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    const ranking = await rowOf('PLAY_QUERY_RANKING');
    expect(ranking).toHaveTextContent('The query ranking version of Business rules');
    expect(ranking).toHaveTextContent('On for 1 site');
    expect(within(ranking).getByRole('listitem')).toHaveTextContent('Demo Shop');
    expect(ranking).toHaveTextContent('5 minutes ago');
    expect(ranking).toHaveTextContent('ops@playboard.example');

    expect(await rowOf('PLAY_USAGE')).toHaveTextContent('On for everyone');
    const facets = await rowOf('PLAY_FACET_MANAGEMENT');
    expect(facets).toHaveTextContent('Off');
    expect(facets).toHaveTextContent('Forced on by FLAGS_ON');
    expect(facets).toHaveTextContent('Never changed');
    expect(screen.queryByText('Managed in Unleash')).not.toBeInTheDocument();
  });

  it('should switch a flag on for two sites, send their instance keys, and give the focus back', async () => {
    const { api, user } = openScreen({ 'PUT /management/v1/flags/PLAY_QUERY_RANKING': saved });
    const panel = await openEditor(user, 'PLAY_QUERY_RANKING');
    const modes = within(panel).getByRole('group', { name: 'Who has this flag' });
    expect(within(modes).getByRole('radio', { name: /On for chosen sites/ })).toBeChecked();
    expect(within(panel).getByRole('list', { name: 'Chosen sites' })).toHaveTextContent('Demo Shop');

    // Arrow keys move through the modes, as in any radio group.
    await user.click(within(modes).getByRole('radio', { name: /^Off/ }));
    await user.keyboard('{ArrowDown}');
    expect(within(modes).getByRole('radio', { name: /On for everyone/ })).toBeChecked();

    await chooseSites(user, panel);
    await user.type(within(panel).getByRole('searchbox', { name: 'Search the sites' }), 'acme');
    await waitFor(() =>
      expect(api.calls.some((call) => call.query?.search === 'acme' && call.path.endsWith('/sites'))).toBe(
        true,
      ),
    );
    expect(within(panel).getByRole('list', { name: 'Chosen sites' })).toHaveTextContent(
      /Demo Shop.*Acme Outdoor/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'PLAY_QUERY_RANKING saved: On for 2 sites. Consoles pick it up within a minute.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      mode: 'instances',
      instances: ['demo', 'acme'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('PLAY_QUERY_RANKING')).toHaveTextContent('On for 2 sites');
    expect(screen.getByRole('button', { name: 'Edit PLAY_QUERY_RANKING' })).toHaveFocus();
  });

  it('should send no sites when a flag goes on for everyone', async () => {
    const { api, user } = openScreen({ 'PUT /management/v1/flags/PLAY_SETUP_PAYMENT_DETAILS': saved });
    const panel = await openEditor(user, 'PLAY_SETUP_PAYMENT_DETAILS');
    await user.click(within(panel).getByRole('radio', { name: /On for everyone/ }));
    expect(within(panel).queryByRole('group', { name: 'Sites' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByText(/PLAY_SETUP_PAYMENT_DETAILS saved: On for everyone/);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      mode: 'everyone',
      instances: [],
    });
  });

  it('should ask for a site before saving the chosen-sites mode with none', async () => {
    const { api, user } = openScreen();
    const panel = await openEditor(user, 'PLAY_USAGE');
    await user.click(within(panel).getByRole('radio', { name: /On for chosen sites/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Choose at least one site');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    [400, 'global-400', 'instances: at most 500 sites'],
    [404, 'global-404', 'Instance not found: acme'],
  ])('should show a %i on the sites it concerns', async (status, code, message) => {
    const { user } = openScreen({
      'PUT /management/v1/flags/PLAY_USAGE': apiError(status, code, message),
    });
    const panel = await openEditor(user, 'PLAY_USAGE');
    await chooseSites(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const field = within(panel).getByRole('group', { name: 'Sites' });
    expect(await within(field).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByText("The flag couldn't be saved")).not.toBeInTheDocument();
  });

  it('should stop at the most sites a flag can name, pointing to everyone beyond', async () => {
    const many = Array.from({ length: FLAG_INSTANCES_MAX }, (_, index) => ({
      siteId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      instance: `site-${index}`,
      name: `Site ${index}`,
    }));
    const answer = states();
    const flags = answer.flags.map((state) =>
      state.name === 'PLAY_USAGE' ? { ...state, mode: 'instances' as const, instances: many } : state,
    );
    const { user } = openScreen({
      'GET /management/v1/flags': { status: 200, body: flagStatesSchema.parse({ ...answer, flags }) },
    });
    const panel = await openEditor(user, 'PLAY_USAGE');
    expect(
      within(panel).getByText('At most 500 sites: to go further, switch the flag on for everyone.'),
    ).toBeVisible();
    const matches = await within(panel).findByRole('list', { name: 'Matching sites' });
    expect(within(matches).getByRole('checkbox', { name: /Acme Outdoor/ })).toBeDisabled();
  });

  it('should say a save failed and send it again on retry', async () => {
    let fail = true;
    const { api, user } = openScreen({
      'PUT /management/v1/flags/PLAY_USAGE': (call) => (fail ? apiError(500, 'global-500') : saved(call)),
    });
    const panel = await openEditor(user, 'PLAY_USAGE');
    await user.click(within(panel).getByRole('radio', { name: /^Off/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const failure = await within(panel).findByRole('alert');
    expect(failure).toHaveTextContent("The flag couldn't be saved");
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/PLAY_USAGE saved: Off/);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('should say the flags are changed in the Unleash at FLAGS_URL when this server relays them', async () => {
    openScreen({
      'GET /management/v1/flags': {
        status: 200,
        body: flagStatesSchema.parse({ source: 'unleash', flags: [] }),
      },
    });
    expect(await screen.findByText('Managed in Unleash')).toBeInTheDocument();
    expect(screen.getByText(/the Unleash server that FLAGS_URL points to/)).toBeInTheDocument();
    expect(screen.queryByText('No feature flags')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should list the flags an Unleash serves without an Edit', async () => {
    openScreen({ 'GET /management/v1/flags': { status: 200, body: states('unleash') } });
    expect(await rowOf('PLAY_USAGE')).toHaveTextContent('On for everyone');
    expect(screen.getByText('Managed in Unleash')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('should refresh the list when a save answers 409, the flags having moved to an Unleash', async () => {
    let source: FlagStates['source'] = 'embedded';
    const { user } = openScreen({
      'GET /management/v1/flags': () => ({
        status: 200,
        body: flagStatesSchema.parse({ ...states(), source }),
      }),
      'PUT /management/v1/flags/PLAY_USAGE': () => {
        source = 'unleash';
        return apiError(409, 'global-409', 'The feature flags are served by the Unleash at FLAGS_URL');
      },
    });
    const panel = await openEditor(user, 'PLAY_USAGE');
    await user.click(within(panel).getByRole('radio', { name: /^Off/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Managed in Unleash')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('should show an operator who reads the instances their flags without an Edit', async () => {
    auth.token = tokenWith([{ resource: 'instanceManagement', instances: ['*'], accessLevel: 'READ' }]);
    openScreen();
    expect(await rowOf('PLAY_QUERY_RANKING')).toHaveTextContent('On for 1 site');
    expect(screen.getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('should say the flags did not load and load them again on retry', async () => {
    let fail = true;
    const { user } = openScreen({
      'GET /management/v1/flags': () =>
        fail ? apiError(500, 'global-500') : { status: 200, body: states() },
    });
    expect(await screen.findByText("The feature flags couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Feature flags' })).toBeInTheDocument();
  });

  it('should speak Spanish', async () => {
    openScreen();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Interruptores de funciones' })).toBeInTheDocument();
    expect(await rowOf('PLAY_QUERY_RANKING')).toHaveTextContent('Encendido para 1 sitio');
  });

  it('should show a merchant the restricted page, and list the screen for an operator', async () => {
    const site = siteFixture('shop-site', { name: 'Shop', instance: 'shop' });
    const organization: OrganizationDetail = {
      uuid: 'org-1',
      name: 'Shop Ltd',
      status: 'ACTIVE',
      businessVertical: 'RETAIL',
      permissions: [],
      sites: [site],
    };
    const { sites: _sites, ...summary } = organization;
    const answers: Record<string, unknown> = {
      '/account/v1/users': profileFixture([{ ...summary, role: 'owner' }]),
      '/main/v1/organizations/org-1': organization,
      '/management/v1/flags': states(),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const body = answers[path];
        return new Response(body ? JSON.stringify(body) : null, {
          status: body ? 200 : 204,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );

    auth.token = tokenWith([{ resource: '*', instances: [site.instance], accessLevel: 'WRITE' }]);
    const merchant = renderApp('/flags');
    await waitFor(() => expect(merchant.state.location.pathname).toBe('/restricted'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    cleanup();

    auth.token = tokenWith(operator);
    const staff = renderApp('/flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feature flags' })).toBeInTheDocument();
    expect(staff.state.location.pathname).toBe('/flags');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Feature flags',
      }),
    ).toBeInTheDocument();
  });
});
