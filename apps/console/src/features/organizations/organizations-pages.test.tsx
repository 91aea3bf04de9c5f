import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, type ProfileOrganization } from '../../lib/session.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import {
  organizationDetailReply,
  organizationFixture,
  profileFixture,
  signedInWith,
} from '../../testing/session-fixtures.ts';
import { Component as CompaniesPage } from './companies-page.tsx';
import { Component as CompanyPage } from './company-page.tsx';

describe('CompanyPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should offer the 14 business types by their display names, without Unknown', async () => {
    await signedInWith(
      profileFixture([organizationFixture('o1', { name: 'shop.test', businessVertical: 'UNKNOWN' })]),
    );
    renderScreen(CompanyPage, { path: '/company' });

    const select = screen.getByLabelText('Business type');
    const options = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Industrial & Automotive',
      'Art & Books',
      'Babies',
      'Beauty',
      'Business & Office',
      'Electronics',
      'Entertainment/Games/Sports',
      'Fashion & jewelry',
      'Food & Drink',
      'Health & Pharma',
      'Home & Garden',
      'Pets',
      'Retail',
      'Other',
    ]);
    expect(screen.getByLabelText('Company name')).toHaveValue('shop.test');
  });

  it('should require a name and a business type', async () => {
    await signedInWith(profileFixture([organizationFixture('o1', { businessVertical: 'UNKNOWN' })]));
    const api = mockApi({});
    renderScreen(CompanyPage, { path: '/company' });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Company name'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual(['This field cannot be empty.', 'This field cannot be empty.']);
    expect(api.calls).toHaveLength(0);
  });

  it('should complete the organisation sign-up created (PATCH), refresh the profile and go home', async () => {
    const unknown = organizationFixture('o1', { name: 'shop.test', businessVertical: 'UNKNOWN' });
    await signedInWith(profileFixture([unknown]));
    let saved = unknown;
    const api = mockApi({
      'PATCH /account/v1/organizations/o1': ({ body }) => {
        saved = { ...unknown, ...(body as Partial<ProfileOrganization>) };
        return { status: 200, body: saved };
      },
      'GET /account/v1/users': () => ({ status: 200, body: profileFixture([saved]) }),
      'GET /main/v1/organizations/o1': () => organizationDetailReply(saved),
    });
    renderScreen(CompanyPage, { path: '/company' });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Acme Pets');
    await user.selectOptions(screen.getByLabelText('Business type'), 'Pets');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await currentLocation()).toBe('/');
    expect(api.calls[0]).toEqual({
      method: 'PATCH',
      path: '/account/v1/organizations/o1',
      body: { name: 'Acme Pets', businessVertical: 'PETS' },
    });
    expect(getSession().profile?.organizations[0]?.businessVertical).toBe('PETS');
  });

  it('should create a new organisation (POST) and make it current when there is none to complete', async () => {
    const existing = organizationFixture('o1');
    await signedInWith(profileFixture([existing]));
    const created = organizationFixture('o2', { name: 'Second shop', businessVertical: 'BEAUTY' });
    const api = mockApi({
      'POST /account/v1/organizations': { status: 201, body: created },
      'GET /account/v1/users': { status: 200, body: profileFixture([existing, created]) },
      'GET /main/v1/organizations/o1': organizationDetailReply(existing),
      'GET /main/v1/organizations/o2': organizationDetailReply(created),
    });
    renderScreen(CompanyPage, { path: '/company' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Company name'), 'Second shop');
    await user.selectOptions(screen.getByLabelText('Business type'), 'Beauty');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await currentLocation()).toBe('/');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Second shop', businessVertical: 'BEAUTY' },
    });
    expect(getSession().selection.organizationId).toBe('o2');
  });

  it('should show the server error and stay when saving fails', async () => {
    await signedInWith(profileFixture([organizationFixture('o1', { businessVertical: 'UNKNOWN' })]));
    mockApi({ 'PATCH /account/v1/organizations/o1': apiError(500, 'global-500') });
    renderScreen(CompanyPage, { path: '/company' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Business type'), 'Retail');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('alert')).toHaveTextContent("The email couldn't be validated.");
    expect(screen.getByRole('heading', { name: 'Your company' })).toBeInTheDocument();
  });
});

describe('CompaniesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should list each organisation with its business type, role and a BLOCKED badge', async () => {
    await signedInWith(
      profileFixture([
        organizationFixture('o1', { name: 'Acme Pets' }),
        organizationFixture('o2', {
          name: 'Book Nook',
          businessVertical: 'ART_BOOKS',
          role: 'admin',
          status: 'BLOCKED',
        }),
      ]),
    );
    renderScreen(CompaniesPage, { path: '/companies' });

    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('Acme Pets');
    expect(first).toHaveTextContent('Pets · Role: Owner');
    expect(within(first!).queryByText('Blocked')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Book Nook');
    expect(second).toHaveTextContent('Art & Books · Role: Admin');
    expect(within(second!).getByText('Blocked')).toBeInTheDocument();
  });

  it('should make the chosen organisation current and go home', async () => {
    const organizations = [
      organizationFixture('o1', { name: 'Acme Pets' }),
      organizationFixture('o2', { name: 'Book Nook' }),
    ];
    await signedInWith(profileFixture(organizations));
    mockApi({ 'GET /main/v1/organizations/o2': organizationDetailReply(organizations[1]!) });
    renderScreen(CompaniesPage, { path: '/companies' });

    await userEvent.click(screen.getByRole('button', { name: /Book Nook/ }));

    expect(await currentLocation()).toBe('/');
    expect(getSession().selection.organizationId).toBe('o2');
  });

  it('should say so when the user belongs to no organisation', async () => {
    await signedInWith(profileFixture([]));
    renderScreen(CompaniesPage, { path: '/companies' });

    expect(screen.getByText("You don't belong to any company yet.")).toBeInTheDocument();
  });
});
