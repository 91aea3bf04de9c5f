// An instance's configuration set on the configuration screen (spec 2 §7 POST and DELETE
// secure/instances/{instance}): its creation from the defaults when it has none, its removal behind
// a confirmation, a failed call's retry, one call per double click, and no change for an operator
// who only reads the instances.
import {
  CONFIG_SERVICES,
  SERVICE_CONFIG_SCHEMAS,
  type ConfigEntity,
  type ConfigService,
  type Policy,
} from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenWith } from '../../testing/access-token.ts';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as ConfigurationPage } from './configuration-page.tsx';

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
const reader: Policy[] = [{ resource: 'instanceManagement', instances: ['*'], accessLevel: 'READ' }];

/** The entity the server answers: the instance's own set (data and metadata) or the defaults. */
function entity(service: ConfigService, own: boolean): ConfigEntity {
  const at = own ? '2026-12-01T10:00:00.000Z' : null;
  return {
    id: `${service}:demo`,
    service,
    instance: 'demo',
    enabled: true,
    data: own && service === 'search' ? { correction: false } : {},
    schema: { ...SERVICE_CONFIG_SCHEMAS[service] },
    metadata: {
      custom: own,
      createdAt: at,
      updatedAt: at,
      updatedBy: own ? 'ops@playboard.example' : null,
    },
  };
}

const sites = {
  status: 200,
  body: {
    results: [
      { instance: 'demo', name: 'Demo shop', url: 'https://demo.example', organizationName: 'Demo Ltd' },
    ],
    numFound: 1,
  },
};

/** The screen on the demo instance, against a server holding whether it has its own set. */
function openScreen(own: boolean, handlers: Parameters<typeof mockApi>[0] = {}) {
  const server = { own };
  const configs = ({ query }: RecordedCall) => {
    const services = query?.service ? [query.service as ConfigService] : CONFIG_SERVICES;
    return { status: 200, body: services.map((service) => entity(service, server.own)) };
  };
  const api = mockApi({
    'GET /management/v1/sites': sites,
    'GET /config/v1/secure/configs': configs,
    'GET /config/v1/secure/configs/history': { status: 200, body: { revisions: [] } },
    'POST /config/v1/secure/instances/demo': () => {
      server.own = true;
      return { status: 201, body: CONFIG_SERVICES.map((service) => entity(service, true)) };
    },
    'DELETE /config/v1/secure/instances/demo': () => {
      server.own = false;
      return { status: 204 };
    },
    ...handlers,
  });
  renderScreen(ConfigurationPage, {
    path: '/configuration',
    url: '/configuration?instance=demo&service=search',
  });
  return { api, server };
}

const calls = (api: { calls: RecordedCall[] }, method: string) =>
  api.calls.filter((call) => call.method === method && call.path === '/config/v1/secure/instances/demo');

beforeEach(() => {
  auth.token = tokenWith(operator);
});

afterEach(() => vi.restoreAllMocks());

describe('InstanceConfigSet', () => {
  it('should offer to create the set when the instance has none, create it and show it', async () => {
    const { api } = openScreen(false);
    expect(
      await screen.findByText(
        'This site has no configuration set of its own: every service uses the defaults.',
      ),
    ).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create a configuration set from the defaults' });
    expect(create).toHaveAccessibleDescription(/Gives this site its own set/);
    await userEvent.click(create);
    expect(
      await screen.findByText('demo has its own configuration set now, every setting at its default.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Remove this instance's configuration" })).toBeInTheDocument();
    expect(calls(api, 'POST')).toHaveLength(1);
    // The search tab was read again: the set's own value shows where the defaults did.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Query correction' })).not.toBeChecked());
  });

  it('should remove the set only once confirmed, saying the defaults apply and history keeps it', async () => {
    const { api } = openScreen(true);
    await userEvent.click(
      await screen.findByRole('button', { name: "Remove this instance's configuration" }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Remove this instance's configuration?" });
    expect(dialog).toHaveTextContent('Every service of demo');
    expect(dialog).toHaveTextContent('goes back to the defaults');
    expect(dialog).toHaveTextContent('The history keeps the removed values');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(api, 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: "Remove this instance's configuration" }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove configuration' }),
    );
    expect(
      await screen.findByText('Removed: every service of demo uses the defaults now.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Create a configuration set from the defaults' }),
    ).toBeInTheDocument();
    expect(calls(api, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Query correction' })).toBeChecked());
    expect(screen.queryByText('Set for this instance')).not.toBeInTheDocument();
  });

  it("should show the server's error and create the set on retry", async () => {
    let fail = true;
    const { api, server } = openScreen(false, {
      'POST /config/v1/secure/instances/demo': () => {
        if (fail) return apiError(503, 'cfg-store', 'The configuration store is not reachable');
        server.own = true;
        return { status: 201, body: CONFIG_SERVICES.map((service) => entity(service, true)) };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create a configuration set from the defaults' }),
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("The configuration set couldn't be created");
    expect(failed).toHaveTextContent('The configuration store is not reachable');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: "Remove this instance's configuration" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The configuration set couldn't be created")).not.toBeInTheDocument();
    expect(calls(api, 'POST')).toHaveLength(2);
  });

  it('should send one call for a double click, saying it is creating meanwhile', async () => {
    let answer: () => void = () => undefined;
    const { api, server } = openScreen(false, {
      'POST /config/v1/secure/instances/demo': () =>
        new Promise((resolve) => {
          answer = () => {
            server.own = true;
            resolve({ status: 201, body: CONFIG_SERVICES.map((service) => entity(service, true)) });
          };
        }),
    });
    await userEvent.dblClick(
      await screen.findByRole('button', { name: 'Create a configuration set from the defaults' }),
    );
    expect(await screen.findByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true');
    answer();
    expect(
      await screen.findByRole('button', { name: "Remove this instance's configuration" }),
    ).toBeInTheDocument();
    expect(calls(api, 'POST')).toHaveLength(1);
  });

  it.each([
    ['create', false, 'Create a configuration set from the defaults'],
    ['remove', true, "Remove this instance's configuration"],
  ])('should not let an operator who reads the instances %s the set', async (_action, own, name) => {
    auth.token = tokenWith(reader);
    const { api } = openScreen(own);
    const button = await screen.findByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText(/creating or removing a configuration set needs write access/),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('should show a READ-only operator the settings without letting them change, switch off or save one', async () => {
    auth.token = tokenWith(reader);
    const { api } = openScreen(true);
    const correction = await screen.findByRole('switch', { name: 'Query correction' });
    expect(correction).toBeDisabled();
    expect(screen.getByRole('switch', { name: "Apply this site's own settings" })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
