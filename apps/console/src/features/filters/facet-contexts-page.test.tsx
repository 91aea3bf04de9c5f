import {
  facetCheckSchema,
  facetConfigDocumentSchema,
  type FacetConfigDocument,
  type PreviewAnswer,
  type PreviewFacet,
} from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { i18n } from '../../lib/i18n.ts';
import { selectEngine } from '../../lib/session.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { apiError, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { signedInWithSite } from '../../testing/search-settings.ts';
import { held, type Handler, type Reply } from '../../testing/tuning-list.ts';
import { siteFixture } from '../../testing/session-fixtures.ts';
import { emptyPreviewAnswer } from '../../testing/preview-answers.ts';
import type { FacetableFieldsAnswer } from './api/get-facetable-fields.ts';
import { Component as FacetContextsPage } from './facet-contexts-page.tsx';

const token = { current: '' };
vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

const site = siteFixture('77777777-7777-4777-8777-777777777777', {
  instance: 'demo-shop-77',
  engines: [
    { uuid: '88888888-8888-4888-8888-888888888888', language: 'en', default: true },
    { uuid: '99999999-9999-4999-8999-999999999999', language: 'es', default: false },
  ],
});
const [english] = site.engines;
const listPath = `/configurations/clients/${site.instance}/features`;
const faceting = (endpoint: 'search' | 'browse') =>
  `/configurations/clients/${site.instance}/endpoints/${endpoint}/requestors/catalog/features/search/faceting`;
const previewPath = `/merchandising/v1/sites/${site.uuid}/search-preview`;
const suggestionsPath = `/analytics/v1/sites/${site.uuid}/facet-suggestions`;
const fieldsPath = `/index/v1/fields/site/${site.uuid}/facetable`;
const checkPath = `/index/v1/fields/engines/${english!.uuid}/facet-check`;

type Field = FacetableFieldsAnswer['fields'][number];
const field = (name: string, label: Record<string, string>, selected: boolean, products = 30): Field => ({
  field: name,
  type: 'value',
  variation: false,
  selected,
  label,
  position: 0,
  products,
  kinds: ['value'],
  bounds: null,
  ranges: [],
});
const fields: FacetableFieldsAnswer = {
  fields: [
    field('categories', { en: 'Categories', es: 'Categorías' }, true),
    field('brand', { en: 'Brand', es: 'Marca' }, true),
    field('color', { en: 'Color', es: 'Color' }, false, 24),
  ],
};

// Configurations as the API answers them, parsed by the domain's schema so a fixture cannot drift.
const doc = (input: unknown): FacetConfigDocument => facetConfigDocumentSchema.parse(input);
const usual = doc({
  id: 'default',
  title: 'Every search and page',
  config: {
    facetableFields: { hierarchicalFacets: [], valueFacets: [{ field: 'categories' }, { field: 'brand' }] },
  },
  metadata: { created: null, updated: null, author: null },
});
const sneakers = doc({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Sneakers',
  endpointId: 'search',
  criteria: {
    pivots: [
      { name: 'query', values: ['sneakers', 'trainers'] },
      { name: 'lang', values: ['en'] },
    ],
  },
  config: {
    facetableFields: { valueFacets: [{ field: 'brand' }, { field: 'color', prettyName: 'Colour' }] },
    facets: [{ field: 'color' }, { field: 'brand' }],
  },
  metadata: {
    created: '2026-11-20T10:00:00Z',
    updated: new Date(Date.now() - 60_000).toISOString(),
    author: 'a',
  },
});
const nikePage = doc({
  id: '22222222-2222-4222-8222-222222222222',
  title: '',
  endpointId: 'browse',
  criteria: { enabled: false, inheritance: true, pivots: [{ name: 'BRAND', values: ['Nike'] }] },
  config: { facetableFields: { valueFacets: [{ field: 'color' }] } },
  metadata: { created: null, updated: null, author: null },
});

const previewFacet = (id: string, label: string): PreviewFacet => ({
  id,
  label,
  type: 'value',
  values: [{ value: `${label} one`, count: 3 }],
});
const previewSide = (facets: PreviewFacet[]): PreviewAnswer => ({ ...emptyPreviewAnswer, total: 5, facets });
const preview = {
  status: 200,
  body: {
    before: previewSide([previewFacet('categories', 'Categories'), previewFacet('brand', 'Brand')]),
    after: previewSide([previewFacet('color', 'Color'), previewFacet('brand', 'Brand')]),
  },
};

const list = (results: FacetConfigDocument[]): Reply => ({
  status: 200,
  body: { results, numFound: results.length },
});

async function open(handlers: Record<string, Handler> = {}, waitForRows = true) {
  await signedInWithSite(site);
  selectEngine(english!.uuid);
  const api = mockApi({
    [`GET ${listPath}`]: list([usual, sneakers, nikePage]),
    [`GET ${fieldsPath}`]: { status: 200, body: fields },
    [`POST ${previewPath}`]: preview,
    ...handlers,
  });
  renderScreen(FacetContextsPage, { path: '/facets-by-context' });
  await screen.findByRole('heading', { level: 1, name: 'Filters by context' });
  if (waitForRows) await screen.findByRole('table', { name: 'Filters by context' });
  return { api };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === listPath);
/** The names of a list's own rows (not those of the lists inside them). */
const names = (list: HTMLElement) => [...list.children].map((item) => item.querySelector('p')?.textContent);
const facetNames = (panel: HTMLElement) =>
  names(within(panel).getByRole('list', { name: 'Filters of this context, in order' }));

async function newShoesContext() {
  await userEvent.click(screen.getByRole('button', { name: 'New context' }));
  const panel = await screen.findByRole('dialog', { name: 'New context' });
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Title' }), 'Shoes');
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'shoes{Enter}');
  const add = within(panel).getByRole('combobox', { name: 'Add a filter' });
  await userEvent.selectOptions(add, 'Brand (brand)');
  await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
  await userEvent.selectOptions(add, 'Color (color)');
  await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
  return panel;
}

afterEach(async () => {
  vi.restoreAllMocks();
  token.current = '';
  await i18n.changeLanguage('en');
});

describe('FacetContextsPage', () => {
  it('should list the contexts but not the default one: where each applies, its filters, its status', async () => {
    const { api } = await open();
    expect(listCalls(api.calls).at(-1)?.query).toEqual({
      page: '0',
      size: '20',
      'sort.field': 'updated',
      'sort.direction': 'desc',
      strict_search: 'false',
      endpointId: 'search,browse',
    });
    expect(rows()).toHaveLength(2);
    const [first, second] = rows();
    expect(first).toHaveTextContent('Sneakers');
    expect(first).toHaveTextContent('sneakerstrainers');
    expect(first).toHaveTextContent('English');
    expect(first).toHaveTextContent('2 filters');
    expect(within(first!).getByRole('switch', { name: 'Sneakers' })).toBeChecked();
    expect(second).toHaveTextContent('Brand page: Nike');
    expect(second).toHaveTextContent('All languages');
    expect(second).toHaveTextContent('1 filterthen the usual ones');
    expect(within(second!).getByRole('switch', { name: 'Brand page: Nike' })).not.toBeChecked();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=facetConfig'),
    );
  });

  it('should search and sort on the server, and switch a context on with its whole body', async () => {
    const { api } = await open({
      [`PUT ${faceting('browse')}/config/${nikePage.id}`]: (call) => ({
        status: 200,
        body: { current: { ...nikePage, ...(call.body as object) }, previous: nikePage },
      }),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contexts' }), 'nike');
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)?.query).toMatchObject({ query: 'nike', page: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Context/ }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query).toMatchObject({ 'sort.field': 'title' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Brand page: Nike' }));
    expect(await screen.findByText('Switched on. Shoppers see these filters now.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      endpointId: 'browse',
      criteria: { enabled: true, inheritance: true, pivots: [{ name: 'BRAND', values: ['Nike'] }] },
    });
    expect(put?.body).not.toHaveProperty('metadata');
  });

  it('should explain the tool when the site has only the usual filters, and retry a failed load', async () => {
    let calls = 0;
    await open(
      {
        [`GET ${listPath}`]: () => (++calls === 1 ? (apiError(500, 'global-500') as Reply) : list([usual])),
      },
      false,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The contexts couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No contexts yet' })).toBeInTheDocument();
    expect(screen.getByText('shows Size, then Brand, then Color')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New context' })).toBeInTheDocument();
  });

  it(
    'should create a “shoes” context with two filters reordered by keyboard, preview it and save it once',
    { timeout: 20_000 },
    async () => {
      const created = held({
        status: 201,
        body: { current: doc({ ...sneakers, id: '33333333-3333-4333-8333-333333333333', title: 'Shoes' }) },
      });
      const { api } = await open({ [`POST ${faceting('search')}`]: created.handler });
      const panel = await newShoesContext();
      expect(facetNames(panel)).toEqual(['Brand', 'Color']);
      within(panel).getByRole('button', { name: 'Move Color up' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(facetNames(panel)).toEqual(['Color', 'Brand']);
      await userEvent.click(within(panel).getByRole('button', { name: 'Name and values of Color' }));
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Color in Spanish' }), 'Tono');

      const before = await within(panel).findByRole('list', { name: 'Filters: Shoppers see now' });
      expect(names(before)).toEqual(['Categories', 'Brand']);
      const after = within(panel).getByRole('list', { name: 'Filters: With your changes' });
      expect(within(after).getByText('Color')).toBeInTheDocument();
      await waitFor(() =>
        expect(api.calls.filter((call) => call.path === previewPath).at(-1)?.body).toMatchObject({
          language: 'en',
          query: 'shoes',
          facets: true,
          change: {
            kind: 'facetConfig',
            value: { config: { facets: [{ field: 'color' }, { field: 'brand' }] } },
          },
        }),
      );

      const save = within(panel).getByRole('button', { name: 'Save' });
      await userEvent.click(save);
      await waitFor(() => expect(save).toHaveAccessibleName('Saving…'));
      await userEvent.click(save);
      created.release();
      expect(await screen.findByText('Saved. Shoppers see these filters there now.')).toBeInTheDocument();
      const posts = api.calls.filter((call) => call.method === 'POST' && call.path === faceting('search'));
      expect(posts).toHaveLength(1);
      expect(posts[0]?.body).toEqual({
        title: 'Shoes',
        endpointId: 'search',
        criteria: {
          enabled: true,
          inheritance: false,
          context: '',
          pivots: [{ name: 'query', values: ['shoes'] }],
        },
        config: {
          context: '',
          enabled: true,
          facetingProvidersDisabled: false,
          facetableFields: {
            hierarchicalFacets: [],
            valueFacets: [{ field: 'color' }, { field: 'brand' }],
            rangeFacets: [],
          },
          facets: [{ field: 'color', names: { es: 'Tono' } }, { field: 'brand' }],
        },
      });
    },
  );

  it(
    'should apply the data check’s fixes to the draft: hide single-product values, drop a facet few products hold',
    { timeout: 20_000 },
    async () => {
      const check = facetCheckSchema.parse({
        products: 100,
        facets: [
          {
            field: 'brand',
            products: 100,
            findings: [{ kind: 'singleProductValues', values: ['Acme', 'Zeta', 'Orbit'], total: 3 }],
          },
          { field: 'color', products: 4, findings: [{ kind: 'fewProducts', share: 0.04 }] },
        ],
      });
      const created = { status: 201, body: { current: doc({ ...sneakers, title: 'Shoes' }) } };
      const { api } = await open({
        [`GET ${checkPath}`]: { status: 200, body: check },
        [`POST ${faceting('search')}`]: created,
      });
      const panel = await newShoesContext();
      await userEvent.click(await within(panel).findByRole('button', { name: 'Hide these values' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Remove from here' }));
      expect(facetNames(panel)).toEqual(['Brand']);
      await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
      await screen.findByText('Saved. Shoppers see these filters there now.');
      const [post] = api.calls.filter((call) => call.method === 'POST' && call.path === faceting('search'));
      expect(post?.body).toMatchObject({
        config: {
          facets: [
            {
              field: 'brand',
              values: {
                sort: 'count',
                values: [
                  { value: 'Acme', hidden: true },
                  { value: 'Zeta', hidden: true },
                  { value: 'Orbit', hidden: true },
                ],
              },
            },
          ],
        },
      });
    },
  );

  it(
    'should name the context a 409 conflicts with and link to it, keeping the draft',
    { timeout: 20_000 },
    async () => {
      await open({
        [`POST ${faceting('search')}`]: {
          status: 409,
          body: {
            errors: [
              { code: 'global-409', message: `An enabled configuration already applies: ${sneakers.id}` },
            ],
            error: { status: 409, message: 'conflict', conflictingElements: [sneakers.id] },
          },
        },
        [`GET ${listPath}/${sneakers.id}`]: { status: 200, body: sneakers },
      });
      const panel = await newShoesContext();
      await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
      const conflicts = await within(panel).findByRole('list', { name: 'Conflicting contexts' });
      expect(within(panel).getByText('Another context already applies here')).toBeInTheDocument();
      expect(await within(conflicts).findByRole('link', { name: 'Open “Sneakers”' })).toHaveAttribute(
        'href',
        `/facets-by-context?edit=${sneakers.id}`,
      );
      expect(facetNames(panel)).toEqual(['Brand', 'Color']);
    },
  );

  it('should say when the preview failed and show it once tried again', { timeout: 20_000 }, async () => {
    const unavailable = {
      status: 503,
      body: { errors: [{ code: 'global-503', message: 'Search is down' }] },
    };
    let failing = true;
    await open({
      [`POST ${previewPath}`]: () => (failing ? unavailable : preview),
    });
    const panel = await newShoesContext();
    const failed = await within(panel).findByText(/The preview couldn't be shown\./);
    failing = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByRole('list', { name: 'Filters: With your changes' }),
    ).toBeInTheDocument();
  });

  it('should show a 400 on the form and ask for a search and a filter before saving', async () => {
    const { api } = await open({
      [`POST ${faceting('search')}`]: {
        status: 400,
        body: {
          errors: [{ code: 'global-400', message: 'criteria.pivots: the site has no engine in language fr' }],
          error: {
            status: 400,
            message: 'criteria.pivots: the site has no engine in language fr',
            conflictingElements: [],
          },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New context' }));
    const panel = await screen.findByRole('dialog', { name: 'New context' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByText('Add at least one search.')).toBeInTheDocument();
    expect(within(panel).getByText('Add at least one filter.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === faceting('search'))).toBe(false);
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'shoes{Enter}');
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Add a filter' }),
      'Brand (brand)',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText('criteria.pivots: the site has no engine in language fr'),
    ).toBeInTheDocument();
  });

  it('should suggest an order from what shoppers filter on, and say when there is no filter data yet', async () => {
    let searches = 40;
    const { api } = await open({
      [`GET ${suggestionsPath}`]: () => ({
        status: 200,
        body: {
          days: 30,
          searches,
          facets: [
            { field: 'color', filters: 12 },
            { field: 'size', filters: 3 },
          ],
        },
      }),
    });
    const panel = await newShoesContext();
    const suggest = within(panel).getByRole('button', {
      name: 'Suggest an order from what shoppers filter on',
    });
    await userEvent.click(suggest);
    expect(
      await within(panel).findByText(
        /Ordered by how often shoppers filtered in 40 searches over the last 30 days/,
      ),
    ).toBeInTheDocument();
    expect(facetNames(panel)).toEqual(['Color', 'Brand']);
    expect(api.calls.find((call) => call.path === suggestionsPath)?.query).toEqual({ query: 'shoes' });
    searches = 0;
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Searches' }), 'boots{Enter}');
    await userEvent.click(suggest);
    expect(await within(panel).findByText(/No filter data yet/)).toBeInTheDocument();
  });

  it('should open a context read only for a member with READ on play.facets', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play', instances: [site.instance], accessLevel: 'READ' },
    ]);
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('button', { name: 'New context' })).not.toBeInTheDocument();
    const [first] = rows();
    expect(within(first!).getByRole('switch')).toBeDisabled();
    expect(within(first!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'View Sneakers' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(facetNames(panel)).toEqual(['Colour', 'Brand']);
  });

  it('should delete a context after confirming', async () => {
    let results = [usual, sneakers, nikePage];
    const { api } = await open({
      [`GET ${listPath}`]: () => list(results),
      [`DELETE ${faceting('search')}/config/${sneakers.id}`]: () => {
        results = [usual, nikePage];
        return { status: 204 };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sneakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this context?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('should speak Spanish', async () => {
    await open();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Filtros por contexto' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo contexto' })).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('Página de marca: Nike');
  });
});
