import {
  nextQueriesPageSchema,
  nextQueriesResponseSchema,
  nextQueriesSchema,
  popularSearchPageSchema,
  type NextQueries,
  type NextQueriesPage as NextQueriesAnswer,
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
import { Component as NextQueriesPage } from './next-queries-page.tsx';

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
const listPath = `${base}/next-queries`;
const entryPath = (id: string) => `${listPath}/${id}`;
const popularPath = `${base}/popular-searches`;
const storefrontPath = `/nextqueries/${site.instance}`;

// Answers as the API gives them, parsed by the domain's schemas so a fixture cannot drift.
const jeansEntry: NextQueries = nextQueriesSchema.parse({
  id: 'e1',
  language: 'en',
  query: 'jeans',
  nextQueries: ['black jeans', 'denim jacket'],
  hidden: ['belt'],
  updatedTime: '2026-12-01T10:00:00Z',
});
type Item = NextQueriesAnswer['items'][number];
const jeans: Item = {
  query: 'jeans',
  curated: jeansEntry,
  learned: [
    { query: 'white sneakers', sessions: 12, lift: 3.25, state: 'shown' },
    { query: 'belt', sessions: 8, lift: 1.5, state: 'hidden' },
    { query: 'cheap jeans', sessions: 4, lift: 1.2, state: 'banned' },
  ],
};
const linen: Item = {
  query: 'linen shirt',
  curated: null,
  learned: [{ query: 'linen trousers', sessions: 5, lift: 2.1, state: 'shown' }],
};
const pageOf = (items: Item[], total = items.length): NextQueriesAnswer =>
  nextQueriesPageSchema.parse({ items, total });
const ok = (body: unknown, status = 200): Reply => ({ status, body });
const lastBuild = popularSearchPageSchema.parse({
  build: {
    language: 'en',
    builtAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    durationMs: 900,
    trigger: 'schedule',
    rules: { bannedWords: [], minSessions: 2, lookbackDays: 30 },
    searchesRead: 500,
    kept: 3,
    nextQueries: 7,
    dropped: { noResults: 0, fewSessions: 0, noEngagement: 0, misspelling: 0, banned: 0 },
    examples: [],
  },
  nextBuildAt: null,
  items: [],
  total: 0,
});
const suggestions = (...queries: [string, 'CURATED' | 'ORGANIC'][]) =>
  ok(
    nextQueriesResponseSchema.parse({
      data: {
        nextqueries: queries.map(([query, source], index) => ({ query, source, position: index + 1 })),
      },
    }),
  );

async function open(handlers: Record<string, Handler> = {}, heading = 'Next queries') {
  await signedInWithSite(site);
  selectEngine(site.engines[0]!.uuid);
  const api = mockApi({
    [`GET ${listPath}`]: ok(pageOf([jeans, linen])),
    [`GET ${popularPath}`]: ok(lastBuild),
    [`GET ${storefrontPath}`]: suggestions(),
    ...handlers,
  });
  renderScreen(NextQueriesPage, { path: '/next-queries' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api };
}

const list = () => screen.findByRole('list', { name: 'Queries and their next queries' });
const entryOf = (query: string) => screen.getByRole('listitem', { name: query });
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === listPath);
const lastListQuery = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.query;
const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const alerts = () => screen.getByRole('list', { name: 'Notifications' });
const panel = () => screen.findByRole('dialog', { name: /next queries/i });
const chips = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  vi.restoreAllMocks();
  token.current = '';
  await i18n.changeLanguage('en');
});

describe('NextQueriesPage', () => {
  it('should list each query with its next queries and learned ones, and search and page on the server', async () => {
    const many = Array.from({ length: 19 }, (_, index) => ({ ...linen, query: `query ${index}` }));
    const { api } = await open({
      [`GET ${listPath}`]: (call) =>
        ok(call.query?.offset === '20' ? pageOf([linen], 21) : pageOf([jeans, ...many], 21)),
    });
    await list();
    const row = entryOf('jeans');
    expect(chips(within(row).getByRole('list', { name: 'Your next queries of jeans' }))).toEqual([
      'black jeans',
      'denim jacket',
    ]);
    const learned = within(row).getByRole('table', { name: 'Learned after jeans' });
    const rows = within(learned).getAllByRole('row').slice(1);
    expect(rows.map((each) => each.textContent)).toEqual([
      'white sneakers12×3.25ShownSuggested after this search.Hide',
      'belt8×1.50HiddenYou hid it: never suggested after this search.Show',
      'cheap jeans4×1.20BannedIt holds a banned word (Popular searches rules): never suggested.',
    ]);
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Popular searches' })).toHaveAttribute(
      'href',
      '/popular-searches',
    );
    expect(screen.getByText(/The last one learned 7 next queries,/)).toHaveTextContent('3 hours ago');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=nextQueries'),
    );
    expect(lastListQuery(api.calls)).toEqual({ language: 'en', limit: '20', offset: '0' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search queries' }), 'jea');
    await waitFor(() =>
      expect(lastListQuery(api.calls)).toEqual({ language: 'en', q: 'jea', limit: '20', offset: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'jea', offset: '20' }));
    expect(await screen.findByText('Showing 21–21 of 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es', offset: '0' }));
  });

  it('should explain what next queries are and how they are learned when there are none', async () => {
    const { api } = await open({
      [`GET ${listPath}`]: ok(pageOf([])),
      [`GET ${popularPath}`]: ok({ ...lastBuild, build: null }),
    });
    expect(await screen.findByRole('heading', { name: 'No next queries yet' })).toBeInTheDocument();
    expect(screen.getByText(/ranked by lift/)).toBeInTheDocument();
    expect(screen.getByText(/None has run yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add next queries' })).toBeInTheDocument();
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
    expect(failed).toHaveTextContent("The next queries couldn't be loaded.");
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getByText('linen trousers')).toBeInTheDocument();
  });

  it('should hide a learned next query with a new entry, once for a double click, then show one again by changing the entry', async () => {
    const created = held(
      ok(
        nextQueriesSchema.parse({
          id: 'e2',
          language: 'en',
          query: 'linen shirt',
          nextQueries: [],
          hidden: ['linen trousers'],
        }),
        201,
      ),
    );
    const { api } = await open({
      [`POST ${listPath}`]: created.handler,
      [`PUT ${entryPath('e1')}`]: (call) => ok({ ...jeansEntry, ...(call.body as object) }),
    });
    await list();
    const hide = within(entryOf('linen shirt')).getByRole('button', {
      name: 'Hide linen trousers after linen shirt',
    });
    await userEvent.dblClick(hide);
    await waitFor(() => expect(hide).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(hide);
    created.release();
    await waitFor(() =>
      expect(alerts()).toHaveTextContent(
        '“linen trousers” is hidden: the storefront no longer suggests it after “linen shirt”.',
      ),
    );
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { language: 'en', query: 'linen shirt', nextQueries: [], hidden: ['linen trousers'] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Show belt after jeans' }));
    await waitFor(() => expect(alerts()).toHaveTextContent('“belt” is shown again after “jeans”.'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { language: 'en', query: 'jeans', nextQueries: ['black jeans', 'denim jacket'], hidden: [] },
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
    await userEvent.click(screen.getByRole('button', { name: 'Hide white sneakers after jeans' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("“white sneakers” couldn't be hidden after “jeans”.");
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alerts()).toHaveTextContent('“white sneakers” is hidden'));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['black jeans', 'denim jacket'],
        hidden: ['belt', 'white sneakers'],
      },
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['black jeans', 'denim jacket'],
        hidden: ['belt', 'white sneakers'],
      },
    ]);
  });

  it(
    'should add next queries with Enter, reorder them by keyboard, save once for a double click and show the storefront’s answer',
    { timeout: 20_000 },
    async () => {
      let saved = false;
      const created = held(
        ok(
          nextQueriesSchema.parse({
            id: 'e3',
            language: 'en',
            query: 'linen trousers',
            nextQueries: ['linen shirt', 'sandals'],
            hidden: [],
            updatedTime: '2026-12-04T10:00:00Z',
          }),
          201,
        ),
      );
      const { api } = await open({
        [`POST ${listPath}`]: async () => {
          const reply = await created.handler();
          saved = true;
          return reply;
        },
        [`GET ${storefrontPath}`]: () =>
          saved
            ? suggestions(['linen shirt', 'CURATED'], ['sandals', 'CURATED'], ['linen shorts', 'ORGANIC'])
            : suggestions(['linen shorts', 'ORGANIC']),
      });
      await list();
      await userEvent.click(screen.getByRole('button', { name: 'Add next queries' }));
      const editor = await panel();
      await userEvent.type(
        within(editor).getByRole('textbox', { name: 'After the search' }),
        'linen trousers',
      );
      const add = within(editor).getByRole('textbox', { name: 'Your next queries' });
      await userEvent.type(add, 'sandals{Enter}');
      await userEvent.type(add, 'linen shirt{Enter}');
      await userEvent.type(add, 'Sandals{Enter}');
      expect(within(editor).getByText('This term has already been added.')).toBeInTheDocument();
      await userEvent.clear(add);
      await userEvent.type(add, 'hat{Enter}');
      const order = within(editor).getByRole('list', { name: 'Your next queries, in order' });
      expect(chips(order).map((text) => text?.replace(/↑↓Remove$/, ''))).toEqual([
        '1sandals',
        '2linen shirt',
        '3hat',
      ]);
      within(editor).getByRole('button', { name: 'Move linen shirt up' }).focus();
      await userEvent.keyboard('{Enter}');
      within(editor).getByRole('button', { name: 'Remove hat' }).focus();
      await userEvent.keyboard(' ');
      expect(chips(order).map((text) => text?.replace(/↑↓Remove$/, ''))).toEqual([
        '1linen shirt',
        '2sandals',
      ]);
      const before = await within(editor).findByRole('list', { name: 'Suggested after linen trousers' });
      expect(chips(before)).toEqual(['1linen shortsLearned or popular']);

      const save = within(editor).getByRole('button', { name: 'Save' });
      await userEvent.dblClick(save);
      await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
      await userEvent.click(save);
      created.release();
      const after = await panel();
      expect(
        await within(after).findByText('Saved: the storefront suggests them now.', {
          selector: '[role="status"]',
        }),
      ).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { language: 'en', query: 'linen trousers', nextQueries: ['linen shirt', 'sandals'], hidden: [] },
      ]);
      expect(within(after).getByRole('heading', { name: 'Edit next queries' })).toBeInTheDocument();
      await waitFor(() =>
        expect(chips(within(after).getByRole('list', { name: 'Suggested after linen trousers' }))).toEqual([
          '1linen shirtYours',
          '2sandalsYours',
          '3linen shortsLearned or popular',
        ]),
      );
      expect(api.calls.find((call) => call.path === storefrontPath)?.query).toEqual({
        query: 'linen trousers',
        lang: 'en',
      });
    },
  );

  it('should tell a query already has next queries and open them, and show a 400’s message on the form', async () => {
    let reply: Reply = apiError(409, 'next-queries-1', 'The next queries of "jeans" exist: e1') as Reply;
    const { api } = await open({ [`POST ${listPath}`]: () => reply });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Add next queries' }));
    let editor = await panel();
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText('This field cannot be empty.')).toBeInTheDocument();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'After the search' }), 'Jeans');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText(/^Add a next query, or keep a learned one hidden/)).toBeInTheDocument();
    await userEvent.type(
      within(editor).getByRole('textbox', { name: 'Your next queries' }),
      'skinny jeans{Enter}',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('“Jeans” already has next queries.')).toBeInTheDocument();

    reply = apiError(400, 'global-400', 'nextQueries: at most 30') as Reply;
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    const failed = await within(editor).findByText('nextQueries: at most 30');
    expect(failed.closest('[role="alert"]')).toHaveTextContent("The next queries couldn't be saved.");

    reply = apiError(409, 'next-queries-1') as Reply;
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(editor).findByRole('button', { name: 'Open its next queries' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'Jeans', limit: '100' }));
    editor = await panel();
    await waitFor(() =>
      expect(within(editor).getByRole('heading', { name: 'Edit next queries' })).toBeInTheDocument(),
    );
    expect(
      chips(within(editor).getByRole('list', { name: 'Your next queries, in order' })).map((text) =>
        text?.replace(/↑↓Remove$/, ''),
      ),
    ).toEqual(['1black jeans', '2denim jacket']);
  });

  it('should delete an entry after a confirmation, and show a hidden one again from the editor', async () => {
    const { api } = await open({
      [`DELETE ${entryPath('e1')}`]: { status: 204 },
      [`PUT ${entryPath('e1')}`]: (call) => ok({ ...jeansEntry, ...(call.body as object) }),
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the next queries of jeans' }));
    const editor = await panel();
    const hidden = within(editor).getByRole('list', { name: 'Hidden learned next queries' });
    expect(chips(hidden)).toEqual(['beltShow again']);
    await userEvent.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the next queries of “jeans”?' });
    expect(confirm).toHaveTextContent('the learned next queries you hid show again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent(
        'The next queries of “jeans” are deleted: the learned ones show again.',
      ),
    );
    expect(writes(api.calls)).toEqual([`DELETE ${entryPath('e1')}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit the next queries of jeans' }));
    const again = await panel();
    await userEvent.click(within(again).getByRole('button', { name: 'Show again: belt' }));
    expect(within(again).getByText('None hidden. Hide a learned one from the list.')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(2));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'en',
      query: 'jeans',
      nextQueries: ['black jeans', 'denim jacket'],
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
    expect(screen.getByText('white sneakers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Hide|Show) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add next queries' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View the next queries of jeans' }));
    const editor = await panel();
    expect(within(editor).getByRole('textbox', { name: 'Your next queries' })).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Show again: belt' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('should speak Spanish', async () => {
    await open();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siguientes búsquedas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir siguientes búsquedas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar white sneakers tras jeans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Búsquedas populares' })).toBeInTheDocument();
    expect(screen.getByText('La has ocultado: nunca se sugiere tras esta búsqueda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar las siguientes búsquedas de jeans' }));
    const editor = await screen.findByRole('dialog', { name: 'Editar siguientes búsquedas' });
    expect(within(editor).getByRole('button', { name: 'Volver a mostrar belt' })).toBeInTheDocument();
  });
});
