// Users and roles administration (spec 2 §2–§7): the users table with search, role filter and
// pages; the edit panel saving in the order of spec 2 §4 and listing each failed step; user
// validity (§5); the roles with their trees; inviting a guest.
import { BUILT_IN_ROLES, type User } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { Component as GuestInvitePage } from './guest-invite-page.tsx';
import { Component as RolesPage } from './roles-page.tsx';
import { Component as UsersPage } from './users-page.tsx';

const roles = { status: 200, body: { results: BUILT_IN_ROLES, numFound: BUILT_IN_ROLES.length } };
const ada: User = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@shop.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  verified: true,
  roleAssignments: [
    { id: 'a1', role: { id: 5, name: 'Viewer' }, conditions: [{ condition: 'instance', value: 'shop-es' }] },
    { id: 'a2', role: { id: 5, name: 'Viewer' }, conditions: [{ condition: 'instance', value: 'shop-fr' }] },
  ],
  teamRoles: [],
  platformOperator: false,
};
const grace: User = {
  id: 'u2',
  username: 'Grace',
  email: 'grace@agency.example',
  firstName: 'Grace',
  lastName: 'Hopper',
  verified: false,
  roleAssignments: [],
  teamRoles: [],
  platformOperator: false,
};
const page = (results: User[], numFound = results.length) => ({ status: 200, body: { results, numFound } });

afterEach(() => vi.restoreAllMocks());

async function openUsers(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /management/v1/roles': roles,
    'GET /management/v1/users': page([ada, grace], 45),
    ...handlers,
  });
  renderScreen(UsersPage, { path: '/users' });
  await screen.findByRole('table', { name: 'Users' });
  return api;
}

const usersQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/management/v1/users')
    .map((call) => call.query);

describe('UsersPage', () => {
  it('should list the users with their roles per site, and page with page = start / rows (spec 2 §7)', async () => {
    const api = await openUsers();
    const rows = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Viewer shop-es, shop-fr');
    expect(rows[1]).toHaveTextContent('Not verified');
    expect(rows[1]).toHaveTextContent('No assigned role');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(usersQueries(api.calls).at(-1)).toEqual({ page: '1', size: '20' }));
  });

  it("should show an owner's team role and the operator's instead of no role (issue 32)", async () => {
    const owner: User = {
      ...grace,
      id: 'u3',
      email: 'demo@shop.example',
      verified: true,
      teamRoles: [{ organizationId: 'o1', organizationName: 'Linea Verde', role: 'owner' }],
    };
    const operator: User = { ...grace, id: 'u4', email: 'ops@playboard.example', platformOperator: true };
    await openUsers({ 'GET /management/v1/users': page([owner, operator]) });

    const rows = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Owner of Linea Verde (team role)');
    expect(rows[1]).toHaveTextContent('Platform operator all sites');
    for (const row of rows) expect(row).not.toHaveTextContent('No assigned role');
  });

  it('should search and filter by role, from the first page', async () => {
    const api = await openUsers();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Viewer');
    await waitFor(() =>
      expect(usersQueries(api.calls).at(-1)).toEqual({ page: '0', size: '20', roleId: '5' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
    await waitFor(() =>
      expect(usersQueries(api.calls).at(-1)).toEqual({ page: '0', size: '20', roleId: '5', search: 'ada' }),
    );
  });

  it('should explain the screen with an example when there are no users, and retry after a failure', async () => {
    let fail = true;
    mockApi({
      'GET /management/v1/roles': roles,
      'GET /management/v1/users': () => (fail ? apiError(500, 'global-500') : page([])),
    });
    renderScreen(UsersPage, { path: '/users' });
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
    expect(screen.getByText('Viewer · shop-es')).toBeInTheDocument();
  });

  it('should save in the order of spec 2 §4, carry on past a failed step and list it', async () => {
    const order: string[] = [];
    const record = (label: string, reply: { status: number; body?: unknown }) => () => {
      order.push(label);
      return reply;
    };
    await openUsers({
      'PUT /management/v1/users/u1': record('PUT profile', { status: 200, body: ada }),
      'DELETE /management/v1/users/u1/role-assignments/a2': record('DELETE a2', { status: 204 }),
      'DELETE /management/v1/users/u1/role-assignments/a1': record('DELETE a1', { status: 204 }),
      'GET /management/v1/sites': {
        status: 200,
        body: {
          results: [
            {
              instance: 'no-such-shop',
              name: 'Closed shop',
              url: 'https://closed.example',
              organizationName: 'Gone',
            },
          ],
          numFound: 1,
        },
      },
      'POST /management/v1/users/u1/role-assignments': (call) => {
        const { roleId, conditions } = call.body as { roleId: number; conditions: { value: string }[] };
        order.push(`POST ${roleId} ${conditions[0]!.value}`);
        return conditions[0]!.value === 'no-such-shop'
          ? apiError(400, 'global-400', 'Unknown instance: no-such-shop')
          : { status: 201, body: {} };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit ada@shop.example' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit ada@shop.example' });
    await userEvent.clear(within(panel).getByLabelText('First name'));
    await userEvent.type(within(panel).getByLabelText('First name'), 'Augusta');
    await userEvent.selectOptions(within(panel).getByLabelText('Role 1'), 'Merchandiser');
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove role assignment 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a role' }));
    await userEvent.selectOptions(within(panel).getByLabelText('Role 2'), 'Viewer');
    // Picked from the sites' list (issue 32): one the server no longer knows by the time it saves.
    const site = within(panel).getByRole('group', { name: 'Site 2' });
    await userEvent.click(within(site).getByRole('checkbox', { name: 'All sites' }));
    await userEvent.click(await within(site).findByRole('radio', { name: /Closed shop/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    const failed = await within(panel).findByRole('alert');
    expect(failed).toHaveTextContent('Some changes could not be saved; the others were.');
    expect(failed).toHaveTextContent('Add Viewer on no-such-shop: Unknown instance: no-such-shop');
    expect(order).toEqual(['PUT profile', 'DELETE a2', 'POST 5 no-such-shop', 'DELETE a1', 'POST 3 shop-es']);
  });

  it('should refuse an empty last name (spec 2 §5) and call nothing', async () => {
    const api = await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit ada@shop.example' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit ada@shop.example' });
    await userEvent.clear(within(panel).getByLabelText('Last name'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByText('This field is required.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('RolesPage', () => {
  it('should show each role with its permission tree (spec 2 §6)', async () => {
    mockApi({ 'GET /management/v1/roles': roles });
    renderScreen(RolesPage, { path: '/roles' });
    const merchandiser = await screen.findByRole('article', { name: 'Merchandiser' });
    const search = within(merchandiser).getByRole('region', { name: 'Search' });
    // Each node by its name, a one-line explanation and its key in small type (issue 32).
    const node = (region: HTMLElement, name: string) => within(region).getByText(name).closest('li');
    expect(node(search, 'Synonyms')).toHaveTextContent(
      'SynonymsWords that search as one another.Key: play.synonymWrite',
    );
    expect(node(search, 'Business rules')).toHaveTextContent('Key: play.equalize');
    expect(node(search, 'Searches')).toHaveTextContent('Read');
    const global = within(merchandiser).getByRole('region', { name: 'Global' });
    expect(node(global, 'Users and roles')).toHaveTextContent('No access');
    expect(within(merchandiser).queryByText('equalize')).not.toBeInTheDocument();
  });
});

describe('GuestInvitePage', () => {
  it('should check the e-mail, then send email, username and policies and say so', async () => {
    const sites = {
      results: [
        {
          instance: 'shop-es',
          name: 'Linea Verde ES',
          url: 'https://es.example',
          organizationName: 'Linea Verde',
        },
        {
          instance: 'shop-fr',
          name: 'Linea Verde FR',
          url: 'https://fr.example',
          organizationName: 'Linea Verde',
        },
      ],
      numFound: 2,
    };
    const api = mockApi({
      'POST /management/v1/guests': { status: 201, body: { ...grace } },
      'GET /management/v1/sites': (call) => ({
        status: 200,
        body: call.query?.search === 'fr' ? { results: [sites.results[1]], numFound: 1 } : sites,
      }),
    });
    renderScreen(GuestInvitePage, { path: '/guests/new' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('User name'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'grace@agency.example');
    // The part named and explained; the sites picked from a searchable list, not typed (issue 32).
    expect(screen.getByRole('combobox', { name: 'Part 1' })).toHaveDisplayValue('Analytics');
    expect(screen.getByText('Every analytics screen.')).toBeInTheDocument();
    const sitesOne = screen.getByRole('group', { name: 'Sites 1' });
    await userEvent.click(within(sitesOne).getByRole('checkbox', { name: 'All sites' }));
    await userEvent.click(await within(sitesOne).findByRole('checkbox', { name: /Linea Verde ES/ }));
    await userEvent.type(within(sitesOne).getByRole('searchbox'), 'fr');
    await waitFor(() => expect(within(sitesOne).queryByText('Linea Verde ES')).not.toBeInTheDocument());
    await userEvent.click(within(sitesOne).getByRole('checkbox', { name: /Linea Verde FR/ }));
    expect(within(sitesOne).getByRole('list', { name: 'Chosen sites' })).toHaveTextContent(
      'shop-es×shop-fr×',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to grace@agency.example.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'grace@agency.example',
      username: 'Grace',
      policies: [{ resource: 'insights', instances: ['shop-es', 'shop-fr'], accessLevel: 'READ' }],
    });
  });

  it("should show the server's reason when the e-mail has an account", async () => {
    mockApi({ 'POST /management/v1/guests': apiError(409, 'global-409', 'A user with this e-mail exists') });
    renderScreen(GuestInvitePage, { path: '/guests/new' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@shop.example');
    await userEvent.type(screen.getByLabelText('User name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this e-mail exists');
  });
});
