// The configuration service's screen (spec 2 §3, §7, §8): the form generated from the entity's
// schema with each field's value and source, reset to default, the diff before a save, a 400's
// details on their fields, the enable switch, the history's revert, a failed load's retry, and the
// schema's titles and descriptions in the console's language.
import { SERVICE_CONFIG_SCHEMAS, type ConfigEntity, type ConfigHistory } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as ConfigurationPage } from './configuration-page.tsx';

// An operator who may change every instance's settings (the READ-only one: instance-config-set.test.tsx).
vi.mock('../../lib/auth.ts', async () => {
  const { tokenWith } = await import('../../testing/access-token.ts');
  const token = tokenWith([{ resource: '*', instances: ['*'], accessLevel: 'WRITE' }]);
  return {
    isAuthenticated: () => true,
    getAuthorizationHeader: () => 'Bearer token',
    getUser: () => ({ access_token: token }),
    login: vi.fn(),
    logout: vi.fn(),
    renewOrLogin: vi.fn(),
  };
});

const entity = (patch: Partial<ConfigEntity> = {}): ConfigEntity => ({
  id: 'search:demo',
  service: 'search',
  instance: 'demo',
  enabled: true,
  data: { correction: false },
  schema: { ...SERVICE_CONFIG_SCHEMAS.search },
  metadata: {
    custom: true,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    updatedBy: 'ops@playboard.example',
  },
  ...patch,
});

const history: ConfigHistory = {
  revisions: [
    {
      id: '9b2f6a52-7f43-4d6f-9a53-4f2d1c7e0a11',
      at: '2026-12-01T10:00:00.000Z',
      actor: 'ops@playboard.example',
      enabled: true,
      data: { correction: false },
      custom: true,
      previous: { enabled: true, data: {} },
    },
  ],
};

const sites = {
  status: 200,
  body: {
    results: [
      { instance: 'demo', name: 'Demo shop', url: 'https://demo.example', organizationName: 'Demo Ltd' },
    ],
    numFound: 1,
  },
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function openScreen(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /management/v1/sites': sites,
    'GET /config/v1/secure/configs': { status: 200, body: [entity()] },
    'GET /config/v1/secure/configs/history': { status: 200, body: history },
    ...handlers,
  });
  renderScreen(ConfigurationPage, {
    path: '/configuration',
    url: '/configuration?instance=demo&service=search',
  });
  return api;
}

describe('ConfigurationPage', () => {
  it('should explain the service until a site is chosen, then open its search settings', async () => {
    mockApi({
      'GET /management/v1/sites': sites,
      'GET /config/v1/secure/configs': { status: 200, body: [entity()] },
      'GET /config/v1/secure/configs/history': { status: 200, body: history },
    });
    renderScreen(ConfigurationPage, { path: '/configuration' });
    expect(screen.getByRole('heading', { name: 'Choose a site' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Demo shop/ }));
    expect(await screen.findByRole('switch', { name: 'Tolerate typos' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Search', selected: true })).toBeInTheDocument();
  });

  it("should render the schema's fields with their effective value and where it comes from", async () => {
    openScreen();
    const correction = await screen.findByRole('switch', { name: 'Query correction' });
    expect(correction).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'One typo from' })).toHaveValue(5);
    expect(screen.getByRole('group', { name: 'Typo tolerance' })).toBeInTheDocument();
    expect(screen.getAllByText('Set for this instance')).toHaveLength(1);
    expect(screen.getAllByText('Default')).toHaveLength(10);
    expect(screen.getByText('Default: On')).toBeInTheDocument();
  });

  it('should reset a field to its default, showing the diff before saving without it', async () => {
    const api = openScreen({
      'PUT /config/v1/secure/configs': {
        status: 200,
        body: entity({ data: {}, metadata: { ...entity().metadata, updatedAt: '2026-12-01T11:00:00.000Z' } }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset Query correction to its default' }),
    );
    expect(screen.getByRole('switch', { name: 'Query correction' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save 1 change?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Query correction: Off → On (default)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The site uses these settings now.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      service: 'search',
      instance: 'demo',
      data: {},
    });
  });

  it('should show the diff of a changed field by its title and save it', async () => {
    const api = openScreen({
      'PUT /config/v1/secure/configs': {
        status: 200,
        body: entity({ data: { correction: false, typoTolerance: { enabled: false } } }),
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Tolerate typos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save 1 change?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Typo tolerance › Tolerate typos: On (default) → Off',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. The site uses these settings now.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      service: 'search',
      instance: 'demo',
      data: { correction: false, typoTolerance: { enabled: false } },
    });
  });

  it("should show a 400's details on the field its path names", async () => {
    openScreen({
      'PUT /config/v1/secure/configs': {
        status: 400,
        body: {
          errors: [{ code: 'global-400', message: 'Invalid configuration' }],
          details: [
            { path: '/typoTolerance/twoTyposMinLength', message: 'must not be below the one-typo length' },
          ],
        },
      },
    });
    const twoTypos = await screen.findByRole('spinbutton', { name: 'Two typos from' });
    await userEvent.clear(twoTypos);
    await userEvent.type(twoTypos, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('must not be below the one-typo length')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Two typos from' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("should switch the site's own settings off, saying the defaults apply and the data is kept", async () => {
    const api = openScreen({
      'PUT /config/v1/secure/configs/enable': { status: 200, body: entity({ enabled: false }) },
    });
    const toggle = await screen.findByRole('switch', { name: "Apply this site's own settings" });
    await userEvent.click(toggle);
    expect(
      await screen.findByText("The defaults apply now; the site's own settings are kept."),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: "Apply this site's own settings" })).not.toBeChecked();
    expect(api.calls.find((call) => call.path === '/config/v1/secure/configs/enable')?.query).toEqual({
      enabled: 'false',
      service: 'search',
      instance: 'demo',
    });
  });

  it('should list the history and revert a change after confirming, reloading the form', async () => {
    const api = openScreen({
      'POST /config/v1/secure/configs/history/9b2f6a52-7f43-4d6f-9a53-4f2d1c7e0a11/revert': {
        status: 200,
        body: entity({ data: {}, metadata: { ...entity().metadata, updatedAt: '2026-12-01T11:00:00.000Z' } }),
      },
    });
    const list = await screen.findByRole('list', { name: 'History' });
    expect(within(list).getByText('ops@playboard.example', { exact: false })).toBeInTheDocument();
    expect(
      within(list)
        .getByText(/Query correction/)
        .closest('li'),
    ).toHaveTextContent('Query correction: On (default) → Off');
    await userEvent.click(within(list).getByRole('button', { name: /Revert the change of/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }));
    expect(
      await screen.findByText('Reverted. The form shows the settings as they are now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Query correction' })).toBeChecked());
    expect(api.calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('should say the settings did not load and load them again on retry', async () => {
    let fail = true;
    openScreen({
      'GET /config/v1/secure/configs': ({ query }) =>
        fail && query?.service ? apiError(500, 'global-500') : { status: 200, body: [entity()] },
    });
    expect(await screen.findByText("The settings couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Query correction' })).toBeInTheDocument();
  });

  it('should label the form and the diff in Spanish', async () => {
    await i18n.changeLanguage('es');
    openScreen();
    const typos = await screen.findByRole('switch', { name: 'Tolerar erratas' });
    expect(screen.getByRole('group', { name: 'Tolerancia a erratas' })).toBeInTheDocument();
    expect(typos).toHaveAccessibleDescription(/una palabra de la consulta solo coincide consigo misma/);
    expect(screen.getByRole('heading', { name: 'Búsqueda' })).toBeInTheDocument();
    await userEvent.click(typos);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Guardar 1 cambio?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Tolerancia a erratas › Tolerar erratas: Sí (predeterminado) → No',
    );
  });
});
