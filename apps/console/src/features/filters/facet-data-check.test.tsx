import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { facetCheckSchema } from '@playboard/domain';
import { FacetDataCheck, type FacetDataCheckProps } from './facet-data-check.tsx';

const engineId = '88888888-8888-4888-8888-888888888888';
const checkPath = `/index/v1/fields/engines/${engineId}/facet-check`;
const names = { brand: 'Brand', colour: 'Colour', volume: 'Volume', material: 'Material' };
const single = Array.from({ length: 50 }, (_, index) => `Model ${index + 1}`);

// Parsed with the server's schema, so a reply it could not send fails here.
const findings = facetCheckSchema.parse({
  products: 300,
  facets: [
    { field: 'brand', products: 300, findings: [] },
    {
      field: 'colour',
      products: 280,
      findings: [
        {
          kind: 'variants',
          values: [
            { value: 'navy blue', count: 12 },
            { value: 'Navy-Blue', count: 3 },
            { value: 'navyblue', count: 1 },
          ],
        },
        { kind: 'singleProductValues', values: single, total: 1230 },
      ],
    },
    {
      field: 'volume',
      products: 40,
      findings: [
        {
          kind: 'mixedUnits',
          units: [
            { unit: 'ml', count: 37, example: '500 ml' },
            { unit: 'l', count: 3, example: '0.5 l' },
          ],
        },
      ],
    },
    { field: 'material', products: 12, findings: [{ kind: 'fewProducts', share: 0.04 }] },
  ],
});
const clean = facetCheckSchema.parse({
  products: 300,
  facets: [{ field: 'brand', products: 300, findings: [] }],
});

function show(props: Partial<FacetDataCheckProps> = {}) {
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const handlers = { onHideValues: vi.fn(), onRemoveFacet: vi.fn() };
  const all: FacetDataCheckProps = {
    engineId,
    fields: ['brand', 'colour', 'volume', 'material'],
    names,
    hidden: {},
    ...handlers,
    ...props,
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FacetDataCheck {...all} />
    </QueryClientProvider>,
  );
  const rerender = (next: Partial<FacetDataCheckProps>) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <FacetDataCheck {...all} {...next} />
      </QueryClientProvider>,
    );
  return { ...handlers, rerender, user: userEvent.setup() };
}

/** The findings listed under a facet's name. */
const findingsOf = (name: string) => screen.getByRole('list', { name: `Problems in ${name}` });

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('FacetDataCheck', () => {
  it('should show a spinner, then each facet’s findings in plain words under its name', async () => {
    const api = mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    show();

    expect(await screen.findByRole('status', { name: "Checking the filters' data…" })).toBeInTheDocument();
    const colour = await screen.findByRole('list', { name: 'Problems in Colour' });
    expect(api.calls).toEqual([
      expect.objectContaining({ path: checkPath, query: { facets: 'brand,colour,material,volume' } }),
    ]);
    expect(screen.getByRole('button', { name: /Data check 4 problems/, expanded: true })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Problems in Brand' })).not.toBeInTheDocument();
    expect(
      within(colour).getByText(
        'navy blue, Navy-Blue, and navyblue are one value spelled differently (12, 3, 1 products).',
      ),
    ).toBeInTheDocument();
    expect(
      within(colour).getByText(
        "Rename them in your shop so shoppers see one value. A change made here would be undone by your shop's next sync.",
      ),
    ).toBeInTheDocument();
    expect(
      within(colour).getByText(
        '1,230 values belong to a single product each (e.g. Model 1, Model 2, and Model 3).',
      ),
    ).toBeInTheDocument();
    expect(
      within(colour).getByText('Hiding covers the first 50, the ones the check lists.'),
    ).toBeInTheDocument();
    expect(
      within(findingsOf('Volume')).getByText(
        'Its values mix units: ml (e.g. 500 ml, 37 products) and l (e.g. 0.5 l, 3 products).',
      ),
    ).toBeInTheDocument();
    expect(
      within(findingsOf('Material')).getByText('Only 4% of products have it (12 of 300).'),
    ).toBeInTheDocument();
  });

  it('should fold and unfold the findings from its keyboard-reachable button', async () => {
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    const { user } = show();
    await screen.findByRole('list', { name: 'Problems in Colour' });

    await user.tab();
    expect(screen.getByRole('button', { name: /Data check/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Data check/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Problems in Colour' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(findingsOf('Colour')).toBeInTheDocument();
  });

  it('should hide the listed single-product values, and show the fix as done once they are hidden', async () => {
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    const { onHideValues, rerender, user } = show();

    await user.click(
      within(await screen.findByRole('list', { name: 'Problems in Colour' })).getByRole('button', {
        name: 'Hide these values',
      }),
    );
    expect(onHideValues).toHaveBeenCalledExactlyOnceWith('colour', single);

    rerender({ hidden: { colour: ['Another', ...single] } });
    expect(within(findingsOf('Colour')).getByText('Hidden here')).toBeInTheDocument();
    expect(within(findingsOf('Colour')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Data check 3 problems/ })).toBeInTheDocument();
  });

  it('should remove a facet few products have from the context', async () => {
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    const { onRemoveFacet, rerender, user } = show();

    await user.click(
      within(await screen.findByRole('list', { name: 'Problems in Material' })).getByRole('button', {
        name: 'Remove from here',
      }),
    );
    expect(onRemoveFacet).toHaveBeenCalledExactlyOnceWith('material');

    // The answer on screen still names it; the draft no longer shows it.
    rerender({ fields: ['brand', 'colour', 'volume'] });
    expect(screen.queryByRole('list', { name: 'Problems in Material' })).not.toBeInTheDocument();
  });

  it('should offer no fix to a member who only reads', async () => {
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    const { onHideValues, onRemoveFacet, user } = show({ readOnly: true });

    const hide = within(await screen.findByRole('list', { name: 'Problems in Colour' })).getByRole('button', {
      name: 'Hide these values',
    });
    const remove = within(findingsOf('Material')).getByRole('button', { name: 'Remove from here' });
    expect(hide).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(hide);
    await user.click(remove);
    expect(onHideValues).not.toHaveBeenCalled();
    expect(onRemoveFacet).not.toHaveBeenCalled();
  });

  it('should say why the check failed and ask again on Try again', async () => {
    let fail = true;
    const api = mockApi({
      [`GET ${checkPath}`]: () =>
        fail
          ? apiError(503, 'idx-unavailable', 'The search service is unavailable')
          : { status: 200, body: findings },
    });
    const { user } = show();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The filters' data couldn't be checked.");
    expect(alert).toHaveTextContent('The search service is unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Problems in Colour' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('should say so when the facets have no problem', async () => {
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: clean } });
    show({ fields: ['brand'] });

    expect(await screen.findByText('No problems found in these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data check' })).toBeInTheDocument();
  });

  it('should speak Spanish', async () => {
    await i18n.changeLanguage('es');
    mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    show({ names: { ...names, colour: 'Color', material: 'Material' } });

    const colour = await screen.findByRole('list', { name: 'Problemas en Color' });
    expect(
      within(colour).getByText(
        'navy blue, Navy-Blue y navyblue son un mismo valor escrito de distintas formas (12, 3, 1 productos).',
      ),
    ).toBeInTheDocument();
    expect(
      within(colour).getByText(
        '1230 valores pertenecen cada uno a un solo producto (p. ej., Model 1, Model 2 y Model 3).',
      ),
    ).toBeInTheDocument();
    const material = screen.getByRole('list', { name: 'Problemas en Material' });
    expect(
      within(material).getByText('Solo el 4 % de los productos la tiene (12 de 300).', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(within(material).getByRole('button', { name: 'Quitar de aquí' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Revisión de datos 4 problemas/ })).toBeInTheDocument();
  });

  it('should ask nothing while the draft shows no facet, and once per pause while it changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [`GET ${checkPath}`]: { status: 200, body: findings } });
    const { rerender } = show({ fields: [] });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Add a filter to check its data.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    rerender({ fields: ['brand'] });
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender({ fields: ['brand', 'colour'] });
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender({ fields: ['colour', 'brand'] });
    expect(api.calls).toEqual([]);
    await screen.findByRole('list', { name: 'Problems in Colour' });
    expect(api.calls).toEqual([expect.objectContaining({ query: { facets: 'brand,colour' } })]);
  });
});
