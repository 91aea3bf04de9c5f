import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, signedInWith } from '../../testing/session-fixtures.ts';
import { Component as BillingAddressPage } from './billing-address-page.tsx';

const path = '/billing/v1/organizations/o1/customer/billing-address';

const saved = {
  company: 'Acme Pets SL',
  taxId: 'ESB12345674',
  address1: 'Calle Mayor 1',
  address2: '',
  city: 'Madrid',
  country: 'ES',
  zip: '28013',
  state: '',
};

async function open(handlers: Parameters<typeof mockApi>[0], language: 'en' | 'es' = 'en') {
  // Signing in applies the profile's language to the UI.
  await signedInWith(profileFixture([organizationFixture('o1', { name: 'Acme Pets' })], { language }));
  const api = mockApi(handlers);
  renderScreen(BillingAddressPage, { path: '/billing-address' });
  return api;
}

describe('BillingAddressPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('should start from the company name, save the address and say so', async () => {
    let stored: unknown = null;
    const api = await open({
      [`GET ${path}`]: () => ({ status: 200, body: { billingAddress: stored, vatCheck: null } }),
      [`PUT ${path}`]: ({ body }) => {
        stored = body;
        return { status: 200, body };
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByLabelText(/^Company/)).toHaveValue('Acme Pets');
    expect(screen.getByText(/No billing address yet/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Company/));
    await user.type(screen.getByLabelText(/^Company/), 'Acme Pets GmbH');
    await user.type(screen.getByLabelText('Tax ID'), 'DE 123.456.789');
    await user.type(screen.getByLabelText(/^Address( \*)?$/), 'Unter den Linden 5');
    await user.type(screen.getByLabelText(/^City/), 'Berlin');
    await user.type(screen.getByLabelText(/^ZIP or postal code/), '10117');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));

    const dock = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(dock).findByRole('status')).toHaveTextContent('Billing address saved.');
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      method: 'PUT',
      body: {
        company: 'Acme Pets GmbH',
        taxId: 'DE 123.456.789',
        address1: 'Unter den Linden 5',
        address2: '',
        city: 'Berlin',
        country: 'DE',
        zip: '10117',
        state: '',
      },
    });
    expect(screen.getByRole('button', { name: 'Save billing address' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it.each([
    ['ES', 'Spain', '2801', 'ESB12345674', /^ZIP or postal code/],
    ['DE', 'Germany', '10117', '12345678', 'Tax ID'],
    ['GB', 'United Kingdom', 'NOT A CODE', '', /^ZIP or postal code/],
  ])(
    'should check the %s formats before sending (bil-cb-2 zip, bil-cb-3 tax ID) on their fields',
    async (_code, country, zip, taxId, field) => {
      const api = await open({
        [`GET ${path}`]: { status: 200, body: { billingAddress: saved, vatCheck: null } },
      });
      const user = userEvent.setup();

      await user.selectOptions(await screen.findByLabelText(/^Country/), country);
      await user.clear(screen.getByLabelText(/^ZIP or postal code/));
      await user.type(screen.getByLabelText(/^ZIP or postal code/), zip);
      await user.clear(screen.getByLabelText('Tax ID'));
      if (taxId) await user.type(screen.getByLabelText('Tax ID'), taxId);
      await user.click(screen.getByRole('button', { name: 'Save billing address' }));

      const message = field === 'Tax ID' ? 'Invalid VAT/tax ID format.' : 'Invalid ZIP/postal code format.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    },
  );

  it("should put the server's bil-cb-3 on the tax ID field", async () => {
    await open({
      [`GET ${path}`]: { status: 200, body: { billingAddress: saved, vatCheck: null } },
      [`PUT ${path}`]: apiError(400, 'bil-cb-3', 'Invalid VAT/tax ID format'),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Address line 2/), 'Piso 3');
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));

    expect(await screen.findByText('Invalid VAT/tax ID format.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tax ID')).toHaveFocus();
  });

  it('should require the company, address, city, country and zip', async () => {
    await open({ [`GET ${path}`]: { status: 200, body: { billingAddress: null, vatCheck: null } } });
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText(/^Company/));
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));

    expect(await screen.findAllByText('This field cannot be empty.')).toHaveLength(4);
    expect(screen.getByText('Choose one of the options.')).toBeInTheDocument();
  });

  it('should say the address could not load and retry', async () => {
    let fail = true;
    await open({
      [`GET ${path}`]: () =>
        fail ? apiError(503, 'global-503') : { status: 200, body: { billingAddress: saved, vatCheck: null } },
    });

    expect(await screen.findByText("The billing address couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Company/)).toHaveValue('Acme Pets SL');
  });

  describe('the VIES verification of the VAT number (VAT_CHECK=vies)', () => {
    const german = { ...saved, taxId: 'DE123456789', country: 'DE', city: 'Berlin', zip: '10117' };
    const check = (status: string, extra: Record<string, unknown> = {}) => ({
      status,
      checkedAt: '2026-11-22T10:00:00.000Z',
      name: null,
      requestIdentifier: null,
      ...extra,
    });
    const openWith = (vatCheck: unknown, language: 'en' | 'es' = 'en') =>
      open({ [`GET ${path}`]: { status: 200, body: { billingAddress: german, vatCheck } } }, language);

    it('should say the number was verified with VIES, on which date, to whom and the consultation number', async () => {
      await openWith(check('VERIFIED', { name: 'ACME PETS GMBH', requestIdentifier: 'WAPIAAAAZ1Y2X3W4' }));

      const notice = (await screen.findByText('VAT number verified with VIES on Nov 22, 2026')).parentElement;
      expect(notice).toHaveAttribute('role', 'status');
      expect(notice).toHaveTextContent('Registered to ACME PETS GMBH.');
      expect(notice).toHaveTextContent('VIES consultation number: WAPIAAAAZ1Y2X3W4');
    });

    it('should say the number is not verified yet because VIES could not be reached, and that we retry daily', async () => {
      await openWith(check('UNVERIFIED'));

      const notice = (await screen.findByText('Not verified yet: VIES could not be reached')).parentElement;
      expect(notice).toHaveAttribute('role', 'status');
      expect(notice).toHaveTextContent(
        'We retry daily and before your next invoice (last try on Nov 22, 2026).',
      );
    });

    it('should hide what VIES said of the saved number while another one is typed', async () => {
      await openWith(check('VERIFIED'));
      const user = userEvent.setup();

      expect(await screen.findByText('VAT number verified with VIES on Nov 22, 2026')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Tax ID'), '0');

      expect(screen.queryByText(/VIES/)).not.toBeInTheDocument();
    });

    it('should say in Spanish that the number is not verified yet', async () => {
      await openWith(check('UNVERIFIED'), 'es');

      expect(
        await screen.findByText('Aún sin verificar: no se ha podido contactar con VIES'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Lo reintentamos cada día y antes de tu próxima factura/)).toBeInTheDocument();
    });

    it('should say VIES does not know a number the daily retry found invalid', async () => {
      await openWith(check('INVALID'));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        "VIES doesn't know this VAT number (checked on Nov 22, 2026)",
      );
    });

    it('should say nothing of VIES when the number was checked in format only', async () => {
      await openWith(null);

      expect(await screen.findByLabelText('Tax ID')).toHaveValue('DE123456789');
      expect(screen.queryByText(/VIES/)).not.toBeInTheDocument();
    });

    it('should read the address again after saving and show what VIES said', async () => {
      let vatCheck: unknown = check('UNVERIFIED');
      await open({
        [`GET ${path}`]: () => ({ status: 200, body: { billingAddress: german, vatCheck } }),
        [`PUT ${path}`]: ({ body }) => {
          vatCheck = check('VERIFIED', { name: 'ACME PETS GMBH' });
          return { status: 200, body };
        },
      });
      const user = userEvent.setup();

      await user.type(await screen.findByLabelText(/^Address line 2/), 'Hof 2');
      await user.click(screen.getByRole('button', { name: 'Save billing address' }));

      expect(await screen.findByText('VAT number verified with VIES on Nov 22, 2026')).toBeInTheDocument();
      expect(screen.queryByText(/Not verified yet/)).not.toBeInTheDocument();
    });
  });

  it('should name the countries in Spanish', async () => {
    await open({ [`GET ${path}`]: { status: 200, body: { billingAddress: saved, vatCheck: null } } }, 'es');

    expect(await screen.findByLabelText(/^País/)).toHaveDisplayValue('España');
    expect(screen.getByLabelText(/^Código postal/)).toHaveValue('28013');
  });
});
