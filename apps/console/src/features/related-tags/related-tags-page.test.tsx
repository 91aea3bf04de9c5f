import {
  relatedTagsPageSchema,
  relatedTagsResponseSchema,
  relatedTagsSchema,
  type RelatedTags,
  type RelatedTagsPage as RelatedTagsAnswer,
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
import { siteFixture } from '../../testing/session-fixtures.ts';
import { held, type Handler, type Reply } from '../../testing/tuning-list.ts';
import { Component as RelatedTagsPage } from './related-tags-page.tsx';

const token = { current: '' };
vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

const site = siteFixture('77777777-7777-4777-8777-777777777777', {
  instance: 'demo-shop-77',
  timeZone: 'Europe/Madrid',
  engines: [
    { uuid: '88888888-8888-4888-8888-888888888888', language: 'en', default: true },
    { uuid: '99999999-9999-4999-8999-999999999999', language: 'es', default: false },
  ],
});
const base = `/merchandising/v1/sites/${site.uuid}`;
const listPath = `${base}/related-tags`;
const entryPath = (id: string) => `${listPath}/${id}`;
const storefrontPath = `/relatedtags/${site.instance}`;

// Answers as the API gives them, parsed by the domain's schemas so a fixture cannot drift.
const jeansEntry: RelatedTags = relatedTagsSchema.parse({
  id: 'e1',
  language: 'en',
  query: 'jeans',
  tags: ['skinny', 'high waist'],
  hidden: ['black'],
  updatedTime: '2026-12-01T10:00:00Z',
});
type Item = RelatedTagsAnswer['items'][number];
const jeans: Item = {
  query: 'jeans',
  curated: jeansEntry,
  organic: [
    { tag: 'levis', state: 'shown' },
    { tag: 'black', state: 'hidden' },
  ],
};
const linen: Item = {
  query: 'linen shirt',
  curated: null,
  organic: [{ tag: 'white', state: 'shown' }],
};
const pageOf = (items: Item[], total = items.length): RelatedTagsAnswer =>
  relatedTagsPageSchema.parse({ items, total });
const ok = (body: unknown, status = 200): Reply => ({ status, body });
const suggestions = (query: string, ...tags: [string, 'CURATED' | 'ORGANIC'][]) =>
  ok(
    relatedTagsResponseSchema.parse({
      data: {
        relatedtags: tags.map(([tag, source], index) => ({
          query: `${query} ${tag}`,
          tag,
          source,
          position: index + 1,
        })),
      },
      status: 200,
    }),
  );

async function open(handlers: Record<string, Handler> = {}, heading = 'Related tags') {
  await signedInWithSite(site);
  selectEngine(site.engines[0]!.uuid);
  const api = mockApi({
    [`GET ${listPath}`]: ok(pageOf([jeans, linen])),
    [`GET ${storefrontPath}`]: suggestions(''),
    ...handlers,
  });
  renderScreen(RelatedTagsPage, { path: '/related-tags' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api };
}

const list = () => screen.findByRole('list', { name: 'Searches and their related tags' });
const entryOf = (query: string) => screen.getByRole('listitem', { name: query });
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === listPath);
const lastListQuery = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.query;
const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const alerts = () => screen.getByRole('list', { name: 'Notifications' });
const panel = () => screen.findByRole('dialog', { name: /related tags/i });
const chips = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  vi.restoreAllMocks();
  token.current = '';
  await i18n.changeLanguage('en');
});

describe('RelatedTagsPage', () => {
  it('should list each query with its tags and the catalogue’s, and search and page on the server', async () => {
    const many = Array.from({ length: 19 }, (_, index) => ({ ...linen, query: `query ${index}` }));
    const { api } = await open({
      [`GET ${listPath}`]: (call) =>
        ok(call.query?.offset === '20' ? pageOf([linen], 21) : pageOf([jeans, ...many], 21)),
    });
    await list();
    const row = entryOf('jeans');
    expect(chips(within(row).getByRole('list', { name: 'Your tags for jeans' }))).toEqual([
      'skinny',
      'high waist',
    ]);
    const organic = within(row).getByRole('table', { name: 'Tags the catalog suggests for jeans' });
    expect(
      within(organic)
        .getAllByRole('row')
        .slice(1)
        .map((each) => each.textContent),
    ).toEqual(['levisShownHide', 'blackHiddenShow']);
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=relatedTags'),
    );
    expect(lastListQuery(api.calls)).toEqual({ language: 'en', limit: '20', offset: '0' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search queries' }), 'jea');
    await waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({ language: 'en', search: 'jea', limit: '20', offset: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ search: 'jea', offset: '20' }));
    expect(await screen.findByText('Showing 21–21 of 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es', offset: '0' }));
  });

  it('should explain what related tags are and where they come from when there are none', async () => {
    const { api } = await open({ [`GET ${listPath}`]: ok(pageOf([])) });
    expect(await screen.findByRole('heading', { name: 'No related tags yet' })).toBeInTheDocument();
    expect(screen.getByText(/brands and attribute values frequent among the products/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add related tags' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('should load the list again after a failure', async () => {
    let calls = 0;
    await open({
      [`GET ${listPath}`]: () =>
        ++calls === 1 ? (apiError(500, 'global-500') as Reply) : ok(pageOf([linen])),
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("The related tags couldn't be loaded.");
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getByText('white')).toBeInTheDocument();
  });

  it('should hide an organic tag with a new entry, once for a double click, then show one again by changing the entry', async () => {
    const created = held(
      ok(
        relatedTagsSchema.parse({
          id: 'e2',
          language: 'en',
          query: 'linen shirt',
          tags: [],
          hidden: ['white'],
        }),
        201,
      ),
    );
    const { api } = await open({
      [`POST ${listPath}`]: created.handler,
      [`PUT ${entryPath('e1')}`]: (call) => ok({ ...jeansEntry, ...(call.body as object) }),
    });
    await list();
    const hide = within(entryOf('linen shirt')).getByRole('button', { name: 'Hide white for linen shirt' });
    await userEvent.dblClick(hide);
    await waitFor(() => expect(hide).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(hide);
    created.release();
    await waitFor(() =>
      expect(alerts()).toHaveTextContent(
        '“white” is hidden: the storefront no longer offers it for “linen shirt”.',
      ),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { language: 'en', query: 'linen shirt', tags: [], hidden: ['white'] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show black for jeans' }));
    await waitFor(() => expect(alerts()).toHaveTextContent('“black” is offered again for “jeans”.'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { language: 'en', query: 'jeans', tags: ['skinny', 'high waist'], hidden: [] },
    ]);
    expect(writes(api.calls)).toEqual([`POST ${listPath}`, `PUT ${entryPath('e1')}`]);
  });

  it('should say when hiding failed and retry it', async () => {
    let fail = true;
    const { api } = await open({
      [`PUT ${entryPath('e1')}`]: (call) =>
        fail
          ? (apiError(503, 'global-503', 'Down') as Reply)
          : ok({ ...jeansEntry, ...(call.body as object) }),
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Hide levis for jeans' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("“levis” couldn't be hidden for “jeans”.");
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alerts()).toHaveTextContent('“levis” is hidden'));
    const body = {
      language: 'en',
      query: 'jeans',
      tags: ['skinny', 'high waist'],
      hidden: ['black', 'levis'],
    };
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([body, body]);
  });

  it(
    'should add tags with Enter, reorder them by keyboard, save and show the storefront’s answer',
    { timeout: 20_000 },
    async () => {
      let saved = false;
      const { api } = await open({
        [`POST ${listPath}`]: () => {
          saved = true;
          return ok(
            relatedTagsSchema.parse({
              id: 'e3',
              language: 'en',
              query: 'boots',
              tags: ['leather', 'brown'],
              hidden: [],
              updatedTime: '2026-12-04T10:00:00Z',
            }),
            201,
          );
        },
        [`GET ${storefrontPath}`]: () =>
          saved
            ? suggestions('boots', ['leather', 'CURATED'], ['brown', 'CURATED'], ['timberland', 'ORGANIC'])
            : suggestions('boots', ['timberland', 'ORGANIC']),
      });
      await list();
      await userEvent.click(screen.getByRole('button', { name: 'Add related tags' }));
      const editor = await panel();
      await userEvent.type(within(editor).getByRole('textbox', { name: 'For the search' }), 'boots');
      const add = within(editor).getByRole('textbox', { name: 'Your tags' });
      await userEvent.type(add, 'brown{Enter}');
      await userEvent.type(add, 'leather{Enter}');
      await userEvent.type(add, 'Brown{Enter}');
      expect(within(editor).getByText('This term has already been added.')).toBeInTheDocument();
      await userEvent.clear(add);
      const order = within(editor).getByRole('list', { name: 'Your tags, in order' });
      within(editor).getByRole('button', { name: 'Move leather up' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(chips(order).map((text) => text?.replace(/↑↓Remove$/, ''))).toEqual(['1leather', '2brown']);
      const before = await within(editor).findByRole('list', { name: 'Tags offered for boots' });
      expect(chips(before)).toEqual(['1timberlandFrom the catalog']);

      await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
      const after = await panel();
      expect(
        await within(after).findByText('Saved: the storefront offers them now.', {
          selector: '[role="status"]',
        }),
      ).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { language: 'en', query: 'boots', tags: ['leather', 'brown'], hidden: [] },
      ]);
      await waitFor(() =>
        expect(chips(within(after).getByRole('list', { name: 'Tags offered for boots' }))).toEqual([
          '1leatherYours',
          '2brownYours',
          '3timberlandFrom the catalog',
        ]),
      );
      expect(api.calls.find((call) => call.path === storefrontPath)?.query).toEqual({
        query: 'boots',
        lang: 'en',
      });
    },
  );

  it('should tell a query already has related tags and open them', async () => {
    const { api } = await open({ [`POST ${listPath}`]: apiError(409, 'related-tags-1') as Reply });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Add related tags' }));
    let editor = await panel();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'For the search' }), 'Jeans');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText(/^Add a tag, or keep one of the catalog hidden/)).toBeInTheDocument();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Your tags' }), 'bootcut{Enter}');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('“Jeans” already has related tags.')).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Open its related tags' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ search: 'Jeans', limit: '100' }));
    editor = await panel();
    await waitFor(() =>
      expect(within(editor).getByRole('heading', { name: 'Edit related tags' })).toBeInTheDocument(),
    );
  });

  it('should delete an entry after a confirmation, and show a hidden one again from the editor', async () => {
    const { api } = await open({
      [`DELETE ${entryPath('e1')}`]: { status: 204 },
      [`PUT ${entryPath('e1')}`]: (call) => ok({ ...jeansEntry, ...(call.body as object) }),
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the related tags of jeans' }));
    const editor = await panel();
    expect(chips(within(editor).getByRole('list', { name: 'Hidden tags of the catalog' }))).toEqual([
      'blackShow again',
    ]);
    await userEvent.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the related tags of “jeans”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent(
        "The related tags of “jeans” are deleted: the catalog's show again.",
      ),
    );
    expect(writes(api.calls)).toEqual([`DELETE ${entryPath('e1')}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit the related tags of jeans' }));
    const again = await panel();
    await userEvent.click(within(again).getByRole('button', { name: 'Show again: black' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(2));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'en',
      query: 'jeans',
      tags: ['skinny', 'high waist'],
      hidden: [],
    });
  });

  it('should show everything and change nothing for a READ-only member', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play', instances: [site.instance], accessLevel: 'READ' },
    ]);
    const { api } = await open();
    expect(screen.getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    await list();
    expect(screen.getByText('levis')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Hide|Show) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add related tags' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View the related tags of jeans' }));
    const editor = await panel();
    expect(within(editor).getByRole('textbox', { name: 'Your tags' })).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Show again: black' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('should speak Spanish', async () => {
    await open();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Etiquetas relacionadas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir etiquetas relacionadas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar levis para jeans' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar las etiquetas relacionadas de jeans' }));
    const editor = await screen.findByRole('dialog', { name: 'Editar etiquetas relacionadas' });
    expect(within(editor).getByRole('button', { name: 'Volver a mostrar: black' })).toBeInTheDocument();
  });
});
