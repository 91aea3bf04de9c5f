import type { FacetValueConfig } from '@playboard/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { currentLocation, renderScreen } from '../../testing/render-screen.tsx';
import { signedInWithSite } from '../../testing/search-settings.ts';
import { siteFixture } from '../../testing/session-fixtures.ts';
import { selectEngine } from '../../lib/session.ts';
import type { FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { Component as FiltersPage } from './filters-page.tsx';

const site = siteFixture('77777777-7777-4777-8777-777777777777', {
  instance: 'demo-shop-77',
  currency: 'EUR',
  engines: [
    { uuid: '88888888-8888-4888-8888-888888888888', language: 'en', default: true },
    { uuid: '99999999-9999-4999-8999-999999999999', language: 'es', default: false },
  ],
});
const [english, spanish] = site.engines;
const fieldsPath = `/index/v1/fields/site/${site.uuid}/facetable`;
const valuesPath = (engineId: string, facet: string) =>
  `/index/v1/fields/engines/${engineId}/facets/${facet}/values`;

type Reply = { status: number; body?: unknown };
type Field = FacetableFieldsAnswer['fields'][number];

const field = (overrides: Partial<Field> & Pick<Field, 'field'>): Field => ({
  type: 'value',
  variation: false,
  selected: false,
  label: { en: overrides.field, es: overrides.field },
  position: 0,
  products: 30,
  kinds: [overrides.type ?? 'value'],
  bounds: null,
  ranges: [],
  ...overrides,
});

const saved: FacetableFieldsAnswer = {
  fields: [
    field({ field: 'brand', selected: true, label: { en: 'Brand', es: 'Marca' } }),
    field({
      field: 'categories',
      type: 'hierarchical',
      kinds: ['hierarchical', 'value'],
      selected: true,
      label: { en: 'Categories', es: 'Categorías' },
    }),
    field({
      field: 'price',
      type: 'range',
      selected: true,
      label: { en: 'Price', es: 'Precio' },
      bounds: { min: 10, max: 149 },
      ranges: [
        { from: null, to: 50 },
        { from: 50, to: 100 },
        { from: 100, to: null },
      ],
    }),
    field({ field: 'colour', products: 24, label: { en: 'Colour', es: 'Colour' } }),
  ].map((entry, position) => ({ ...entry, position })),
};

const brandValues = [
  { value: 'Basics', count: 24 },
  { value: 'Levis', count: 2 },
  { value: 'Mango', count: 1 },
  { value: 'Nike', count: 1 },
];

/** The server's answer to a PUT: the sent facets selected in order, the others after. */
function answerTo(call: RecordedCall): Reply {
  const sent = (
    call.body as { fields: { field: string; type: Field['type']; label: Record<string, string> }[] }
  ).fields;
  const chosen = new Set(sent.map((entry) => entry.field));
  const byField = new Map(saved.fields.map((entry) => [entry.field, entry]));
  const fields = [
    ...sent.map((entry) => ({
      ...byField.get(entry.field)!,
      type: entry.type,
      label: entry.label,
      selected: true,
    })),
    ...saved.fields
      .filter((entry) => !chosen.has(entry.field))
      .map((entry) => ({ ...entry, selected: false })),
  ].map((entry, position) => ({ ...entry, position }));
  return { status: 200, body: { fields } };
}

async function open(
  options: {
    get?: () => Reply;
    put?: (call: RecordedCall) => Reply;
    putValues?: (call: RecordedCall) => Reply;
    config?: FacetValueConfig;
  } = {},
) {
  await signedInWithSite(site);
  selectEngine(english!.uuid);
  const values = (engineId: string) => ({
    [`GET ${valuesPath(engineId, 'brand')}`]: { status: 200, body: { values: brandValues } },
    [`GET ${valuesPath(engineId, 'categories')}`]: {
      status: 200,
      body: { values: [{ value: engineId === spanish!.uuid ? 'Camisetas' : 'Tops', count: 24 }] },
    },
    [`GET ${valuesPath(engineId, 'colour')}`]: {
      status: 200,
      body: { values: [{ value: 'grey', count: 24 }] },
    },
    [`GET ${valuesPath(engineId, 'brand')}/config`]: {
      status: 200,
      body: options.config ?? { sort: 'count', values: [] },
    },
    [`GET ${valuesPath(engineId, 'categories')}/config`]: {
      status: 200,
      body: { sort: 'count', values: [] },
    },
    [`GET ${valuesPath(engineId, 'colour')}/config`]: { status: 200, body: { sort: 'count', values: [] } },
    [`PUT ${valuesPath(engineId, 'brand')}/config`]:
      options.putValues ?? ((call: RecordedCall) => ({ status: 200, body: call.body })),
  });
  const api = mockApi({
    [`GET ${fieldsPath}`]: options.get ?? { status: 200, body: saved },
    [`PUT ${fieldsPath}`]: options.put ?? answerTo,
    ...values(english!.uuid),
    ...values(spanish!.uuid),
  });
  const rendered = renderScreen(FiltersPage, { path: '/filters' });
  await screen.findByRole('form', { name: 'Filters' });
  return { api, ...rendered };
}

const shownList = () => screen.getByRole('list', { name: 'Filters shown, in order' });
const shownNames = () =>
  within(shownList())
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
const previewNames = () =>
  within(screen.getByRole('list', { name: "Filters in the storefront's order" }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === "Filters in the storefront's order")
    .map((item) => item.querySelector('p')?.textContent);
const puts = (calls: RecordedCall[], path = fieldsPath) =>
  calls.filter((call) => call.method === 'PUT' && call.path === path);

afterEach(() => vi.restoreAllMocks());

describe('FiltersPage', () => {
  it('should list the facets shown in order with their products and kind, the other fields, and the preview', async () => {
    await open();
    expect(shownNames()).toEqual(['Brand', 'Categories', 'Price']);
    expect(screen.getByText('brand: on 30 products')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind Categories' })).toHaveDisplayValue('Category tree');
    expect(
      screen.getByText('In the catalog now: 10 to 149. Buckets now: Up to 50 · 50 to 100 · 100 and more.'),
    ).toBeInTheDocument();
    const others = screen.getByRole('list', { name: 'Fields not shown' });
    expect(within(others).getByText('colour: on 24 products · Values')).toBeInTheDocument();
    expect(within(others).getByRole('switch', { name: 'Show Colour' })).not.toBeChecked();
    expect(previewNames()).toEqual(['Brand', 'Categories', 'Price']);
    expect(await screen.findByText('Basics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=facets'),
    );
    expect(
      screen.getByRole('link', { name: 'Show other filters for some searches or pages' }),
    ).toHaveAttribute('href', '/facets-by-context');
  });

  it('should save a facet switched off, one switched on, a new order and a Spanish name', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Brand' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Colour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Colour up' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    const categories = screen.getByRole('textbox', { name: 'Name of categories (es)' });
    await userEvent.clear(categories);
    await userEvent.type(categories, 'Secciones');
    expect(previewNames()).toEqual(['Secciones', 'Colour', 'Precio']);
    expect(
      screen.getByText('With your unsaved changes; the storefront changes when you save.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Filters saved. The storefront follows them within a second.'),
    ).toBeInTheDocument();
    expect(puts(api.calls).map((call) => call.body)).toEqual([
      {
        fields: [
          {
            field: 'categories',
            type: 'hierarchical',
            label: { en: 'Categories', es: 'Secciones' },
            position: 0,
          },
          { field: 'colour', type: 'value', label: { en: 'Colour', es: 'Colour' }, position: 1 },
          { field: 'price', type: 'range', label: { en: 'Price', es: 'Precio' }, position: 2 },
        ],
      },
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Fields not shown' })).getByRole('switch', {
        name: 'Show Marca',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should reorder facets from the keyboard with the move buttons', async () => {
    const { api } = await open();
    screen.getByRole('button', { name: 'Move Brand down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownNames()).toEqual(['Categories', 'Brand', 'Price']);
    // The drag handle announces where it is; dragging by keyboard is the browser journey's.
    expect(screen.getByRole('button', { name: 'Move Brand, position 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect((puts(api.calls)[0]!.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'categories',
      'brand',
      'price',
    ]);
  });

  it('should show categories as plain values and cut price buckets between a new minimum and maximum', async () => {
    const { api } = await open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind Categories' }), 'Values');
    const min = screen.getByRole('spinbutton', { name: 'Minimum Price' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum Price' });
    expect(min).toHaveValue(10);
    expect(max).toHaveValue(149);
    await userEvent.clear(max);
    await userEvent.type(max, '200');
    await userEvent.clear(min);
    await userEvent.type(min, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]!.body).toMatchObject({
      fields: [
        { field: 'brand' },
        { field: 'categories', type: 'value' },
        { field: 'price', type: 'range', range: { min: 0, max: 200 } },
      ],
    });
  });

  it('should refuse a range whose minimum is above its maximum, saying so, and not save', async () => {
    const { api } = await open();
    const min = screen.getByRole('spinbutton', { name: 'Minimum Price' });
    await userEvent.clear(min);
    await userEvent.type(min, '500');
    expect(screen.getByText('The minimum must be below the maximum.')).toBeInTheDocument();
    expect(min).toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct these filters before saving: Price.')).toBeInTheDocument();
    expect(puts(api.calls)).toEqual([]);
  });

  it("should list a facet's real values by hand: pinned first in order, hidden ones left out, in the chosen language", async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Values of Brand' }));
    const editor = await screen.findByRole('group', { name: 'Values of Brand in English' });
    expect(within(editor).getByRole('checkbox', { name: 'Pin Nike' })).toBeDisabled();
    await userEvent.click(within(editor).getByRole('radio', { name: /Manual order/ }));
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Pin Nike' }));
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Pin Mango' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Move Mango up' }));
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Hide Levis' }));
    const preview = screen.getByRole('complementary', { name: 'Filters preview' });
    const brandPreview = within(preview).getAllByRole('list')[1]!;
    expect(
      within(brandPreview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mangopinned1', 'Nikepinned1', 'Basics24']);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Filters saved. The storefront follows them within a second.'),
    ).toBeInTheDocument();
    expect(puts(api.calls)).toEqual([]);
    expect(puts(api.calls, `${valuesPath(english!.uuid, 'brand')}/config`).map((call) => call.body)).toEqual([
      {
        sort: 'custom',
        values: [
          { value: 'Mango', hidden: false },
          { value: 'Nike', hidden: false },
          { value: 'Levis', hidden: true },
        ],
      },
    ]);
  });

  it('should read a saved value configuration back as pinned and hidden values', async () => {
    await open({
      config: {
        sort: 'custom',
        values: [
          { value: 'Nike', hidden: false },
          { value: 'Levis', hidden: true },
        ],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Values of Brand' }));
    const editor = await screen.findByRole('group', { name: 'Values of Brand in English' });
    expect(within(editor).getByRole('radio', { name: /Manual order/ })).toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: 'Pin Nike' })).toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: 'Hide Levis' })).toBeChecked();
    expect(within(editor).getByText('4 values.')).toBeInTheDocument();
  });

  it('should say the filters could not be loaded and load them again on retry', async () => {
    let fail = true;
    await signedInWithSite(site);
    mockApi({
      [`GET ${fieldsPath}`]: () =>
        fail ? (apiError(500, 'global-500') as Reply) : { status: 200, body: { fields: [] } },
    });
    renderScreen(FiltersPage, { path: '/filters' });
    expect(await screen.findByText("The filters couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // A catalogue without fields yet: what filters do, with an example.
    expect(await screen.findByRole('heading', { name: 'No fields to filter by yet' })).toBeInTheDocument();
    // No product counts that could pass for the catalogue's own (issue 32 item 10).
    const example = screen.getByText('For example: Brand, with how many products carry each brand.');
    expect(example.textContent).not.toMatch(/\d/);
  });

  it('should keep the changes and say why when saving fails', async () => {
    await open({
      put: () =>
        apiError(400, 'global-400', 'price: the minimum (200) must be below the maximum (10)') as Reply,
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Show Brand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The filters couldn't be saved\./)).toBeInTheDocument();
    expect(shownNames()).toEqual(['Categories', 'Price']);
  });

  it('should discard back to the saved filters, and ask before leaving with unsaved ones', async () => {
    const { router } = await open();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Price' }));
    await act(() => router.navigate('/synonyms'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('Your changes to the filters will be lost.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(shownNames()).toEqual(['Brand', 'Categories', 'Price']);
    await act(() => router.navigate('/synonyms'));
    expect(await currentLocation()).toBe('/synonyms');
  });
});
