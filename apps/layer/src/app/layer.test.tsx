import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../shared/tracking.ts';
import { answer, brandFacet, context, fakeApi, layerConfig, product } from '../testing/fixtures.ts';
import { Layer, type LayerProps } from './layer.tsx';
import type { SearchAnswer, SearchApi } from './search-api.ts';

const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  fetchSpy.mockClear();
  vi.unstubAllGlobals();
});

function sentUrls(): URL[] {
  return fetchSpy.mock.calls.map((call) => new URL(String((call as unknown[])[0])));
}

function renderLayer(api: SearchApi, props: Partial<LayerProps> = {}) {
  const onClose = vi.fn();
  const config = layerConfig();
  render(
    <Layer
      api={api}
      config={config}
      customisation={config.customisation}
      tracker={new Tracker(context)}
      lang="en"
      initialQuery=""
      mode="overlay"
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

const jeans = (query: string, filters: string[]): SearchAnswer =>
  filters.includes('brand:Levis')
    ? answer([product('p1', { brand: 'Levis' })], {
        facets: [
          {
            ...brandFacet,
            values: brandFacet.values.map((value) => ({
              ...value,
              selected: value.filter === 'brand:Levis',
            })),
          },
        ],
      })
    : query
      ? answer([product('p1'), product('p2', {}, 2), product('p3', {}, 3)])
      : answer([]);

describe('Layer', () => {
  it('should open as a modal dialog with the focus in the search box holding the trigger query', async () => {
    renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });

    expect(screen.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('jeans');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    expect(await screen.findByRole('list', { name: '3 results for “jeans”' })).toBeInTheDocument();
  });

  it('should search as the shopper types, once typing pauses, and announce the result count', async () => {
    const api = fakeApi(jeans);
    const { user } = renderLayer(api);

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'jeans');

    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('3 results for “jeans”'));
    const queries = api.search.mock.calls.map(([request]) => (request as { query: string }).query);
    expect(queries).toEqual(['jeans']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('should offer query suggestions as a listbox the keyboard can pick from', async () => {
    const { user } = renderLayer(fakeApi(jeans));
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(box, 'jeans');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['jeans slim', 'jeans blue']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('jeans slim');
  });

  it('should filter by a facet value, show it as a chip, and clear every filter', async () => {
    const api = fakeApi(jeans);
    const { user } = renderLayer(api, { initialQuery: 'jeans' });

    await user.click(await screen.findByRole('checkbox', { name: 'Levis (2)' }));

    const chips = await screen.findByRole('list', { name: 'Selected filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Brand: Levis' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'jeans', filters: ['brand:Levis'] }),
      expect.anything(),
    );

    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('should tick a facet value at once, keeping it and the focus while its results load', async () => {
    const api = fakeApi(jeans);
    const { user } = renderLayer(api, { initialQuery: 'jeans' });
    const levis = await screen.findByRole('checkbox', { name: 'Levis (2)' });
    api.search.mockImplementation(() => new Promise(() => undefined));

    levis.focus();
    await user.keyboard(' ');

    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Searching…');
    expect(levis).toBeChecked();
    expect(levis).toHaveFocus();
  });

  it('should keep the focus where the shopper acted on facets and filter chips', async () => {
    const filtered = (filters: string[]) =>
      answer([product('p1')], {
        facets: [
          {
            ...brandFacet,
            values: brandFacet.values.map((value) => ({
              ...value,
              selected: filters.includes(value.filter),
            })),
          },
        ],
      });
    const { user } = renderLayer(
      fakeApi((_query, filters) => filtered(filters)),
      { initialQuery: 'jeans' },
    );

    const levis = await screen.findByRole('checkbox', { name: 'Levis (2)' });
    levis.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Levis (2)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Levis (2)' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Acme (1)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Acme (1)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove filter Brand: Levis' }));
    expect(screen.getByRole('button', { name: 'Remove filter Brand: Acme' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'Levis (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });

  it('should give the focus to the search box when the control it was on goes away', async () => {
    // The answer for Acme no longer lists Acme (a value the new results lack).
    const api = fakeApi((_query, filters) =>
      answer([product('p1')], {
        facets: [
          {
            ...brandFacet,
            values: filters.includes('brand:Acme') ? [brandFacet.values[0]!] : brandFacet.values,
          },
        ],
      }),
    );
    const { user } = renderLayer(api, { initialQuery: 'jeans' });
    const acme = await screen.findByRole('checkbox', { name: 'Acme (1)' });

    acme.focus();
    await user.keyboard(' ');

    await waitFor(() => expect(acme).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });

  it('should load the next page of results after the ones shown, moving the focus to the first of them', async () => {
    const page = (start: number) =>
      Array.from({ length: Math.min(24, 30 - start) }, (_, index) =>
        product(`p${start + index + 1}`, {}, start + index + 1),
      );
    let secondPage: () => void = () => undefined;
    const secondPageAsked = new Promise<void>((resolve) => (secondPage = resolve));
    const api = fakeApi(() => answer([]));
    api.search.mockImplementation(async (request: { start: number }) => {
      if (request.start > 0) await secondPageAsked;
      return {
        ...answer(page(request.start)),
        catalog: { ...answer(page(request.start)).catalog, numFound: 30 },
      };
    });
    const { user } = renderLayer(api, { initialQuery: 'jeans' });

    const more = await screen.findByRole('button', { name: 'Show more results' });
    more.focus();
    await user.keyboard('{Enter}');
    // Still focusable while the page loads, then the focus goes on to the first product it brought.
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    secondPage();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByRole('link', { name: 'Product p25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    expect(api.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: 24, rows: 24 }),
      expect.anything(),
    );
  });

  it('should sort by price from the sort menu', async () => {
    const api = fakeApi(jeans);
    const { user } = renderLayer(api, { initialQuery: 'jeans' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'price asc' }),
        expect.anything(),
      ),
    );
  });

  // Issue 30, honest answers: the shopper sees what was searched instead of their words, and can
  // search their words as typed.
  it('should show "Showing results for X · Search instead for Y", search Y as typed and track the choice', async () => {
    const queryUrl = (q: string, extra: Record<string, string>) =>
      `https://search.example.com/tagging/v1/track/shop-1a2b/query?${new URLSearchParams({ q, ...extra })}`;
    const api = fakeApi((query, _filters, request) => {
      if (query === 'jaens' && !request.asTyped)
        return answer([product('p1')], {
          spellchecked: 'jeans',
          tagging: { query: queryUrl('jaens', { spellcheck: 'jeans', totalHits: '1' }), display: '' },
        });
      const found = answer(query === 'jaens' ? [] : [product('p1'), product('p2', {}, 2)]);
      const totalHits = String(found.catalog.numFound);
      return {
        ...found,
        catalog: {
          ...found.catalog,
          tagging: { query: queryUrl(query, { origin: request.origin, totalHits }), display: '' },
        },
      };
    });
    const { user } = renderLayer(api, { initialQuery: 'jaens' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    const queries = () =>
      sentUrls()
        .filter((url) => url.pathname.endsWith('/query'))
        .map((url) => [
          url.searchParams.get('q'),
          url.searchParams.get('spellcheck') ?? url.searchParams.get('origin'),
        ]);

    const notice = await screen.findByText(
      (_text, element) => element?.hasAttribute('data-spellcheck') ?? false,
    );
    expect(notice).toHaveTextContent('Showing results for jeans · Search instead for jaens');
    expect(api.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'jaens', asTyped: false, origin: 'search_box:layer' }),
      expect.anything(),
    );

    await user.click(within(notice).getByRole('button', { name: 'Search instead for “jaens”' }));

    expect(box).toHaveValue('jaens');
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('0 results for “jaens”'));
    expect(api.search).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'jaens', asTyped: true, origin: 'spellcheck:layer' }),
      expect.anything(),
    );
    expect(screen.queryByText('Showing results for', { exact: false })).not.toBeInTheDocument();
    // The corrected answer was acted on, and the choice is a search of its own, tracked at once.
    await waitFor(() =>
      expect(queries()).toEqual([
        ['jaens', 'jeans'],
        ['jaens', 'spellcheck:layer'],
      ]),
    );
  });

  it('should search the correction from the keyboard, tracked as a spellcheck choice', async () => {
    const api = fakeApi((query, _filters, request) =>
      query === 'jaens'
        ? answer([product('p1')], { spellchecked: 'jeans' })
        : answer([product('p1')], {
            tagging: {
              query: `https://search.example.com/tagging/v1/track/shop-1a2b/query?q=${query}&origin=${request.origin}&totalHits=1`,
              display: '',
            },
          }),
    );
    const { user } = renderLayer(api, { initialQuery: 'jaens' });

    const correction = await screen.findByRole('button', { name: 'Search for “jeans”' });
    correction.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('jeans');
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: 'jeans', asTyped: false, origin: 'spellcheck:layer' }),
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(sentUrls().filter((url) => url.searchParams.get('origin') === 'spellcheck:layer')).toHaveLength(
        1,
      ),
    );
  });

  it('should forget the choice once the shopper types another query', async () => {
    const api = fakeApi((query, _filters, request) =>
      query === 'jaens' && !request.asTyped ? answer([product('p1')], { spellchecked: 'jeans' }) : answer([]),
    );
    const { user } = renderLayer(api, { initialQuery: 'jaens' });
    await user.click(await screen.findByRole('button', { name: 'Search instead for “jaens”' }));
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ asTyped: true }),
        expect.anything(),
      ),
    );

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), ' slim');

    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: 'jaens slim', asTyped: false, origin: 'search_box:layer' }),
        expect.anything(),
      ),
    );
  });

  it.each([
    ['en', ['nights'], 'No results for all your words; showing results without “nights”'],
    ['en', ['warm', 'nights'], 'No results for all your words; showing results without “warm” and “nights”'],
    [
      'en-GB',
      ['warm', 'nights'],
      'No results for all your words; showing results without ‘warm’ and ‘nights’',
    ],
    [
      'es',
      ['cálida', 'noches'],
      'Ningún resultado con todas tus palabras; mostrando resultados sin «cálida» ni «noches»',
    ],
  ])(
    'should say which words it dropped so that something matched (%s, %j)',
    async (lang, relaxedTerms, text) => {
      renderLayer(
        fakeApi(() => answer([product('p1')], { relaxedTerms })),
        { initialQuery: 'warm blanket for winter nights', lang },
      );

      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 3, '3 results'],
    ['en', 1, '1 result'],
    ['en', 1240, '1,240 results'],
    ['en-GB', 1240, '1,240 results'],
    ['es', 12400, '12.400 resultados'],
  ])('should show the result count (%s, %i)', async (lang, numFound, text) => {
    renderLayer(
      fakeApi(() => answer([product('p1')], { numFound })),
      { initialQuery: 'jeans', lang },
    );

    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('should show the no-results state: popular searches and featured products labelled as such, no facets of zeros', async () => {
    const zeros = { ...brandFacet, values: brandFacet.values.map((value) => ({ ...value, count: 0 })) };
    const { user } = renderLayer(
      fakeApi(() => answer([], { facets: [zeros] })),
      { initialQuery: 'sofa' },
    );

    expect(await screen.findByText('Nothing matches “sofa”.')).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured products instead:' });
    expect(within(featured).getByRole('heading', { name: 'Featured products instead:' })).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Featured sneaker' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+ results?$/)).not.toBeInTheDocument();

    const popular = screen.getByRole('navigation', { name: 'Popular searches' });
    await user.click(within(popular).getByRole('button', { name: 'shoes' }));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('shoes');
  });

  it.each([
    ['en-GB', 'Nothing matches ‘sofa’.', 'Featured products instead:'],
    ['es', 'Nada coincide con «sofa».', 'En su lugar, productos destacados:'],
  ])('should speak %s in the no-results state', async (lang, nothing, featured) => {
    renderLayer(
      fakeApi(() => answer([])),
      { initialQuery: 'sofa', lang },
    );

    expect(await screen.findByText(nothing)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: featured })).toBeInTheDocument();
  });

  it('should show the correction in Spanish', async () => {
    renderLayer(
      fakeApi(() => answer([product('p1')], { spellchecked: 'vaqueros' })),
      { initialQuery: 'vaqeros', lang: 'es' },
    );

    expect(await screen.findByRole('button', { name: 'Buscar «vaqueros»' })).toHaveTextContent('vaqueros');
    expect(screen.getByRole('button', { name: 'Buscar en cambio «vaqeros»' })).toHaveTextContent('vaqeros');
  });

  it('should show what each word of a low-result query finds, and search a word from it', async () => {
    const api = fakeApi((query) =>
      query === 'scarf sneakers'
        ? answer([], {
            partials: [
              { term: 'sneakers', numFound: 12, content: [product('s1'), product('s2', {}, 2)] },
              { term: 'scarf', numFound: 1, content: [product('w1')] },
            ],
          })
        : answer([product('s1'), product('s2', {}, 2), product('s3', {}, 3)]),
    );
    const { user } = renderLayer(api, { initialQuery: 'scarf sneakers' });

    const partials = await screen.findByRole('region', { name: 'Results for part of your search' });
    expect(within(partials).getByRole('list', { name: '12 results for “sneakers”' })).toBeInTheDocument();
    expect(within(partials).getAllByRole('article')).toHaveLength(3);
    await user.click(within(partials).getByRole('button', { name: 'See all for “sneakers”' }));

    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('sneakers');
    expect(await screen.findByRole('list', { name: '3 results for “sneakers”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results for part of your search' })).not.toBeInTheDocument();
  });

  it('should show popular searches and featured products before anything is typed', async () => {
    const api = fakeApi(jeans);
    renderLayer(api);

    expect(await screen.findByRole('list', { name: 'Featured products' })).toHaveTextContent(
      'Featured sneaker',
    );
    expect(screen.getByRole('navigation', { name: 'Popular searches' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });

  it("should follow the instance's layer settings: its shortest query and how many of each suggestion", async () => {
    const api = fakeApi(jeans);
    const config = layerConfig({
      behaviour: {
        debounceMs: 0,
        minQueryLength: 3,
        suggestions: { querySuggestions: 1, popularSearches: 0, nextQueries: 0, relatedPrompts: 2 },
      },
    });
    const { user } = renderLayer(api, { config });
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(box, 'je');
    expect(await screen.findByRole('list', { name: 'Featured products' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Popular searches' })).not.toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();

    await user.type(box, 'a');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['jea slim']);
    expect(api.suggestions).toHaveBeenCalledWith('jea', 1, expect.anything());
    expect(api.suggestions).not.toHaveBeenCalledWith('', expect.anything(), expect.anything());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(api.nextQueries).not.toHaveBeenCalled();
  });

  it('should show next queries, banners and promoted tiles of the answer', async () => {
    const tile = (id: string) => ({
      id,
      title: `Tile ${id}`,
      url: `https://shop.example.com/${id}`,
      image_url: `https://cdn.example.com/${id}.png`,
      position: 1,
      tagging: { click: `https://search.example.com/tagging/v1/track/shop-1a2b/click?productId=${id}` },
    });
    const api = fakeApi(() => ({
      ...answer([product('p1')]),
      banner: { content: [tile('b1')] },
      promoted: { content: [tile('pr1')] },
    }));
    const { user } = renderLayer(api, { initialQuery: 'jeans' });

    expect(await screen.findByRole('img', { name: 'Tile b1' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: '1 result for “jeans”' });
    const cells = within(grid).getAllByRole('listitem');
    expect(within(cells[0]!).getByRole('img', { name: 'Tile pr1' })).toBeInTheDocument();
    expect(within(cells[1]!).getByRole('article')).toBeInTheDocument();
    const next = await screen.findByRole('navigation', { name: 'People also search for' });
    await user.click(within(next).getByRole('button', { name: 'jeans men' }));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('jeans men');
  });

  it('should offer the redirection of a query and follow it on Enter, tracking the click', async () => {
    const api = fakeApi(() => ({
      ...answer([]),
      direct: {
        content: [
          {
            id: 'r1',
            url: 'https://shop.example.com/returns',
            tagging: { click: 'https://search.example.com/tagging/v1/track/shop-1a2b/click?productId=r1' },
          },
        ],
      },
    }));
    renderLayer(api, { initialQuery: 'returns' });

    expect(
      await screen.findByRole('link', { name: 'Go to https://shop.example.com/returns' }),
    ).toBeInTheDocument();
  });

  it('should show related prompts, track their display, and search a next query of an opened prompt', async () => {
    const api = fakeApi(jeans);
    api.relatedPrompts = vi.fn(async () => [
      {
        suggestionText: 'Jeans for summer',
        type: 'CURATED',
        nextQueries: ['light jeans'],
        tagging: {
          toolingDisplay: 'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplay?prompt=1',
          toolingDisplayClick:
            'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayClick?prompt=1',
          nextQueries: {
            'light jeans': {
              toolingDisplay:
                'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplay?q=light+jeans',
              toolingDisplayClick:
                'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayClick?q=light+jeans',
              toolingDisplayAdd2Cart:
                'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayAdd2Cart?q=light+jeans',
            },
          },
        },
      },
    ]);
    const { user } = renderLayer(api, { initialQuery: 'jeans' });

    await user.click(await screen.findByRole('button', { name: 'Jeans for summer' }));
    await user.click(screen.getByRole('button', { name: 'light jeans' }));

    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('light jeans');
    const events = sentUrls().map((url) => url.pathname.split('/').at(-1));
    expect(events).toEqual(['toolingDisplay', 'toolingDisplayClick', 'toolingDisplayClick']);
  });

  it("should send a next query's add-to-cart for each product added from its results, and none once the shopper types", async () => {
    const api = fakeApi(jeans);
    const add2cart = 'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayAdd2Cart';
    api.relatedPrompts = vi.fn(async () => [
      {
        suggestionText: 'Jeans for summer',
        type: 'CURATED',
        nextQueries: ['light jeans'],
        tagging: {
          toolingDisplay: 'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplay?prompt=1',
          toolingDisplayClick:
            'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayClick?prompt=1',
          nextQueries: {
            'light jeans': {
              toolingDisplay: 'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplay?prompt=1',
              toolingDisplayClick:
                'https://search.example.com/tagging/v1/track/shop-1a2b/toolingDisplayClick?prompt=1',
              toolingDisplayAdd2Cart: `${add2cart}?q=light+jeans&prompt=1&productId=EXPAND`,
            },
          },
        },
      },
    ]);
    const { user } = renderLayer(api, { initialQuery: 'jeans' });
    await user.click(await screen.findByRole('button', { name: 'Jeans for summer' }));
    await user.click(screen.getByRole('button', { name: 'light jeans' }));
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: 'light jeans', origin: 'related_prompts:layer' }),
        expect.anything(),
      ),
    );
    const addToCart = async (id: string) =>
      user.click((await screen.findAllByRole('button', { name: `Add to cart: Product ${id}` }))[0]!);
    await addToCart('p1');
    await addToCart('p2');
    await addToCart('p1');
    const attributed = () => sentUrls().filter((url) => url.pathname.endsWith('/toolingDisplayAdd2Cart'));
    expect(
      attributed().map((url) => [url.searchParams.get('productId'), url.searchParams.get('prompt')]),
    ).toEqual([
      ['p1', '1'],
      ['p2', '1'],
      ['p1', '1'],
    ]);
    expect(attributed()[0]!.searchParams.get('title')).toBe('Product p1');

    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'dark jeans');
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: 'dark jeans', origin: 'search_box:layer' }),
        expect.anything(),
      ),
    );
    await addToCart('p3');
    expect(attributed()).toHaveLength(3);
  });

  it('should close on Escape, the suggestions first, keeping the query', async () => {
    const { user, onClose } = renderLayer(fakeApi(jeans));
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(box, 'jeans');
    await screen.findByRole('listbox');
    // A search field clears itself on Escape unless the key's default action is prevented.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box).toHaveValue('jeans');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should close the suggestions when the focus leaves the search box', async () => {
    const { user } = renderLayer(fakeApi(jeans));
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(box, 'jeans');
    await screen.findByRole('listbox');
    await user.tab();

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('should offer a skip from the search box to the results', async () => {
    const { user } = renderLayer(fakeApi(jeans));

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'jeans');
    const grid = await screen.findByRole('list', { name: '3 results for “jeans”' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip to results' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(grid).toHaveFocus();
    await user.tab();

    expect(within(grid).getByRole('link', { name: 'Product p1' })).toHaveFocus();
  });

  it('should close from the close button and from the backdrop, counting the query shown', async () => {
    const { user, onClose } = renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    await user.click(screen.getByRole('dialog'));

    expect(onClose).toHaveBeenCalledTimes(2);
    expect(sentUrls().map((url) => url.pathname.split('/').at(-1))).toEqual(['query']);
  });

  it('should keep the focus inside the dialog when tabbing past either end', async () => {
    const { user } = renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });
    await screen.findAllByRole('article');
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.tab({ shift: true });
    const last = document.activeElement;
    expect(screen.getByRole('dialog')).toContainElement(last as HTMLElement);
    expect(last).not.toBe(box);
    await user.tab();

    expect(box).toHaveFocus();
  });

  it('should track a product click through its tagging URL with the session id', async () => {
    const { user } = renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });

    const link = (await screen.findAllByRole('link', { name: 'Product p2' }))[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);

    const events = sentUrls();
    const click = events.find((url) => url.pathname.endsWith('/click'));
    expect(click?.searchParams.get('position')).toBe('2');
    expect(click?.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
    // Acting on the results settles the query: it is tracked before the click.
    expect(events.map((url) => url.pathname.split('/').at(-1))).toEqual(['query', 'click']);
  });

  it('should track one search per query typed: a filter refines it, a query typed with the filter on is new', async () => {
    // Each answer's query URL carries the text it answers, as the search API's do.
    const tagged = (query: string, filters: string[]) => {
      const found = jeans(query, filters);
      const url = new URL(found.catalog.tagging.query);
      url.searchParams.set('q', query);
      if (filters.length > 0) url.searchParams.set('filtered', 'true');
      return {
        ...found,
        catalog: { ...found.catalog, tagging: { ...found.catalog.tagging, query: url.toString() } },
      };
    };
    const { user } = renderLayer(fakeApi(tagged), { initialQuery: 'jeans' });
    const queries = () =>
      sentUrls()
        .filter((url) => url.pathname.endsWith('/query'))
        .map((url) => [url.searchParams.get('q'), url.searchParams.get('refined')]);

    // Ticking a facet settles the search before it.
    await user.click(await screen.findByRole('checkbox', { name: 'Levis (2)' }));
    const link = await screen.findByRole('link', { name: 'Product p1' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Product p1' }));
    expect(queries()).toEqual([
      ['jeans', 'false'],
      ['jeans', 'true'],
    ]);

    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'shirt');
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('“shirt”'));
    const shirt = screen.getAllByRole('link', { name: 'Product p1' })[0]!;
    shirt.addEventListener('click', (event) => event.preventDefault());
    await user.click(shirt);
    expect(queries().at(-1)).toEqual(['shirt', 'false']);
  });

  it('should send one click per product per list of results, however often it is clicked', async () => {
    const { user } = renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });
    const clicks = () => sentUrls().filter((url) => url.pathname.endsWith('/click'));

    const link = (await screen.findAllByRole('link', { name: 'Product p2' }))[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await user.dblClick(link);
    await user.click(link);
    expect(clicks()).toHaveLength(1);

    // Another list of results (a facet ticked): the product's click counts again there.
    await user.click(screen.getByRole('checkbox', { name: 'Levis (2)' }));
    const again = await screen.findByRole('link', { name: 'Product p1' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    again.addEventListener('click', (event) => event.preventDefault());
    await user.dblClick(screen.getByRole('link', { name: 'Product p1' }));
    expect(clicks().map((url) => url.searchParams.get('productId'))).toEqual(['p2', 'p1']);
  });

  it('should add to the cart through a shop handler of playboard:add-to-cart and track add2cart', async () => {
    const handler = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('playboard:add-to-cart', handler);
    const { user } = renderLayer(fakeApi(jeans), { initialQuery: 'jeans' });

    await user.click((await screen.findAllByRole('button', { name: 'Add to cart: Product p1' }))[0]!);

    window.removeEventListener('playboard:add-to-cart', handler);
    expect((handler.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({
      productId: 'p1',
      quantity: 1,
      price: 20,
    });
    const add = sentUrls().find((url) => url.pathname.endsWith('/add2cart'));
    expect(add?.searchParams.get('productId')).toBe('p1');
    expect(add?.searchParams.get('quantity')).toBe('1');
    expect(await screen.findByText('Product p1 added to the cart')).toBeInTheDocument();
  });
});
