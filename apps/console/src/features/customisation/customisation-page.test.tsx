import { defaultVisualCustomisation, type Site, type VisualCustomisation } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { getUser, getUserManager } from '../../lib/auth.ts';
import { refreshProfile } from '../../lib/session.ts';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import { Component as CustomisationPage } from './customisation-page.tsx';

const flags = vi.hoisted(() => ({ on: new Set<string>() }));

vi.mock('../../lib/flags.ts', () => ({
  useFlags: () => (flag: string) => flags.on.has(flag),
}));

const session = vi.hoisted(() => ({
  accessToken: 'console-token-1',
  renewed: new Set<() => void>(),
}));

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: session.accessToken }) as ReturnType<typeof getUser>,
  getUserManager: () =>
    ({
      events: {
        addUserLoaded: (listener: () => void) => session.renewed.add(listener),
        removeUserLoaded: (listener: () => void) => session.renewed.delete(listener),
      },
    }) as unknown as ReturnType<typeof getUserManager>,
}));

const organization = organizationFixture('o1');
const shop = siteFixture('77777777-7777-4777-8777-777777777777', {
  instance: 'demo-shop-77',
  engines: [
    { uuid: '88888888-8888-4888-8888-888888888888', language: 'es', default: true },
    { uuid: '99999999-9999-4999-8999-999999999999', language: 'en', default: false },
  ],
});
const customisationPath = `/main/v1/sites/${shop.uuid}/customisation`;

const saved: VisualCustomisation = { ...defaultVisualCustomisation, mainColor: '#112233' };

async function signedIn(site: Site) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [site] } },
  });
  await refreshProfile();
  api.restore();
}

async function open(
  options: { site?: Site; put?: (call: RecordedCall) => { status: number; body?: unknown } } = {},
) {
  const site = options.site ?? shop;
  await signedIn(site);
  const path = `/main/v1/sites/${site.uuid}/customisation`;
  const api = mockApi({
    [`GET ${path}`]: { status: 200, body: saved },
    [`PUT ${path}`]: options.put ?? ((call) => ({ status: 200, body: call.body })),
    [`GET /index/v1/fields/site/${site.uuid}/retrievable`]: {
      status: 200,
      body: { fields: [{ field: 'brand', type: 'text' }] },
    },
    [`GET /index/v1/sites/${site.uuid}/product-labels`]: {
      status: 200,
      body: {
        labels: [
          { key: 'new', available: true, products: 12 },
          { key: 'pack', available: false, products: 0 },
        ],
      },
    },
  });
  const rendered = renderScreen(CustomisationPage, { path: '/customisation' });
  await screen.findByRole('form', { name: 'Layer customization' });
  return { api, ...rendered };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const spinbutton = (name: string) => screen.getByRole('spinbutton', { name });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

beforeEach(() => {
  flags.on.clear();
  session.accessToken = 'console-token-1';
});
afterEach(() => vi.restoreAllMocks());

describe('CustomisationPage', () => {
  it('should show the saved customisation with the catalogue fields and labels it can show', async () => {
    await open();
    expect(textbox('Main color')).toHaveValue('#112233');
    expect(spinbutton('Desktop')).toHaveValue(defaultVisualCustomisation.gridColumns.desktop);
    expect(await screen.findByRole('option', { name: 'brand' })).toBeInTheDocument();
    expect(await screen.findByText('12 products have it')).toBeInTheDocument();
    expect(screen.getByText('No product of your catalog has it yet')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^New/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("should link to the site's storefront on the server's demo shop, in a new tab", async () => {
    await open({ site: { ...shop, url: `${window.location.origin}/demo-shop` } });
    const link = screen.getByRole('link', { name: 'Open your storefront (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/demo-shop/?storefront=demo-shop-77`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?kind=customisation',
    );
  });

  it('should mark the required fields before any submit', async () => {
    await open();

    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
    expect(textbox('Main color')).toBeRequired();
    expect(spinbutton('Desktop')).toBeRequired();
    expect(spinbutton('z-index')).toBeRequired();
    expect(textbox('Logo URL')).not.toBeRequired();
    expect(screen.getByText('Main color', { selector: 'label' })).toHaveTextContent('Main color *');
  });

  it('should explain invalid values (spec 1 §5) and not save them', async () => {
    const { api } = await open();
    await replace(textbox('Main color'), 'red');
    expect(await screen.findByText('The HEX code format is invalid.')).toBeInTheDocument();
    expect(
      screen.getByText('Raise it if parts of your shop cover the layer (0 to 2,147,483,647).'),
    ).toBeInTheDocument();
    await replace(spinbutton('z-index'), '2147483648');
    expect(await screen.findByText('It must be 2147483647 or less.')).toBeInTheDocument();
    await replace(spinbutton('Mobile'), '0');
    expect(await screen.findByText('It must be 1 or more.')).toBeInTheDocument();
    await replace(textbox('Logo URL'), 'ftp://logo');
    expect(await screen.findByText(/The URL must start with http:\/\//)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('should offer the variant selector only where the platform supports it and its flag is on (spec 1 §6, §9)', async () => {
    flags.on.add('PLAY_CUSTOMIZATION_VARIANT_SELECTOR');
    await open({ site: { ...shop, platform: 'MAGENTO' } });
    expect(screen.queryByRole('checkbox', { name: 'Variant selector' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Tax alternative price' })).not.toBeInTheDocument();
  });

  it('should offer the tax alternative price and the variant selector on PrestaShop', async () => {
    flags.on.add('PLAY_CUSTOMIZATION_VARIANT_SELECTOR');
    await open({ site: { ...shop, platform: 'PRESTASHOP' } });
    expect(screen.getByRole('checkbox', { name: 'Variant selector' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tax alternative price' })).toBeInTheDocument();
  });

  it('should hide the variant selector while its flag is off', async () => {
    await open({ site: { ...shop, platform: 'PRESTASHOP' } });
    expect(screen.queryByRole('checkbox', { name: 'Variant selector' })).not.toBeInTheDocument();
  });

  it('should save the whole customisation and start again from the saved value', async () => {
    const { api } = await open();
    await replace(textbox('Main color'), '#FF0000');
    await replace(spinbutton('Desktop'), '5');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Pack/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Customization saved. Shoppers see it within a minute.'),
    ).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === customisationPath);
    expect(put?.body).toEqual({
      ...saved,
      mainColor: '#FF0000',
      gridColumns: { ...saved.gridColumns, desktop: 5 },
      productCard: { ...saved.productCard, labels: ['outOfStock', 'onSale', 'discount', 'new', 'pack'] },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should discard the changes back to the saved value', async () => {
    await open();
    await replace(textbox('Main color'), '#ABCDEF');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Questions AI in the layer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(textbox('Main color')).toHaveValue('#112233');
    expect(screen.getByRole('checkbox', { name: 'Show Questions AI in the layer' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should say the changes could not be saved on global-500 (spec 1 §8) and keep them', async () => {
    await open({ put: () => apiError(500, 'global-500') as { status: number } });
    await replace(textbox('Main color'), '#FF0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The changes couldn't be saved, let's try again")).toBeInTheDocument();
    expect(textbox('Main color')).toHaveValue('#FF0000');
  });

  it('should preview the real layer of the site in the engine language and post every valid draft to it, with the access token', async () => {
    await open();
    const frame = screen.getByTitle<HTMLIFrameElement>('Preview of the search layer');
    expect(frame).toHaveAttribute('src', '/layer/preview.html?instance=demo-shop-77&lang=es');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');

    await replace(textbox('Main color'), '#00FF00');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        {
          type: 'playboard:preview',
          customisation: { ...saved, mainColor: '#00FF00' },
          accessToken: 'console-token-1',
        },
        window.location.origin,
      ),
    );

    await replace(textbox('Secondary color'), '#12');
    expect(
      post.mock.calls.map(
        ([message]) => (message as { customisation: VisualCustomisation }).customisation.secondaryColor,
      ),
    ).not.toContain('#12');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'playboard:preview-ready' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(post).toHaveBeenLastCalledWith(
      {
        type: 'playboard:preview',
        customisation: { ...saved, mainColor: '#00FF00', secondaryColor: saved.secondaryColor },
        accessToken: 'console-token-1',
      },
      window.location.origin,
    );
  });

  it('should post the renewed access token to the preview when the session renews it', async () => {
    await open();
    const frame = screen.getByTitle<HTMLIFrameElement>('Preview of the search layer');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    await replace(textbox('Main color'), '#00FF00');
    await waitFor(() => expect(post).toHaveBeenCalled());

    session.accessToken = 'console-token-2';
    act(() => session.renewed.forEach((listener) => listener()));

    expect(post).toHaveBeenLastCalledWith(
      {
        type: 'playboard:preview',
        customisation: { ...saved, mainColor: '#00FF00' },
        accessToken: 'console-token-2',
      },
      window.location.origin,
    );
  });

  it('should lay the preview out at the width of the device chosen, so its grid columns show', async () => {
    await open();
    const frame = screen.getByTitle('Preview of the search layer');
    expect(frame).toHaveStyle({ width: '1440px' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Preview on' })).getByRole('button', { name: 'Mobile' }),
    );
    expect(frame).toHaveStyle({ width: '390px' });
  });

  it('should ask before leaving with unsaved changes', async () => {
    const { router } = await open();
    await replace(textbox('Main color'), '#FF0000');
    await act(() => router.navigate('/synonyms'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(textbox('Main color')).toHaveValue('#FF0000');

    await act(() => router.navigate('/synonyms'));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await currentLocation()).toBe('/synonyms');
  });
});
