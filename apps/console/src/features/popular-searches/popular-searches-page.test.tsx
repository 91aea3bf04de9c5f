import {
  defaultSuggestionRules,
  popularSearchBuildSchema,
  popularSearchPageSchema,
  popularSearchSchema,
  suggestionRulesSchema,
  type PopularSearch,
  type PopularSearchBuild,
  type PopularSearchPage,
  type SuggestionRules,
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
import { Component as PopularSearchesPage } from './popular-searches-page.tsx';

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
const listPath = `${base}/popular-searches`;
const buildsPath = `${base}/popular-searches/builds`;
const rulesPath = `${base}/suggestion-rules`;

// Answers as the API gives them, parsed by the domain's schemas so a fixture cannot drift.
const rules: SuggestionRules = suggestionRulesSchema.parse({
  ...defaultSuggestionRules,
  bannedWords: ['cheap'],
});
const lastBuild: PopularSearchBuild = popularSearchBuildSchema.parse({
  language: 'en',
  builtAt: '2026-12-01T09:30:00Z',
  durationMs: 1250,
  trigger: 'schedule',
  rules,
  searchesRead: 1234,
  kept: 3,
  nextQueries: 5,
  dropped: { noResults: 40, fewSessions: 120, noEngagement: 12, misspelling: 7, banned: 2 },
  examples: [
    { query: 'shrt', reason: 'misspelling', searches: 9, correction: 'shirt' },
    { query: 'jeens', reason: 'misspelling', searches: 4, correction: 'jeans' },
    { query: 'unicorn saddle', reason: 'noResults', searches: 6 },
  ],
});
const search = (input: Partial<PopularSearch> & { query: string }): PopularSearch =>
  popularSearchSchema.parse({ searches: 10, sessions: 5, misspellings: [], state: 'learned', ...input });
const shirt = search({
  query: 'red shirt',
  searches: 60,
  sessions: 31,
  misspellings: ['red shrt', 'red shirtt'],
});
const jeans = search({ query: 'jeans', searches: 40, sessions: 22 });
const cheapShoes = search({
  query: 'cheap shoes',
  searches: 12,
  sessions: 6,
  state: 'banned',
  bannedBy: 'cheap',
});
const pageOf = (items: PopularSearch[], extra: Partial<PopularSearchPage> = {}): PopularSearchPage =>
  popularSearchPageSchema.parse({
    build: lastBuild,
    nextBuildAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    items,
    total: items.length,
    ...extra,
  });
const ok = (body: unknown): Reply => ({ status: 200, body });

async function open(handlers: Record<string, Handler> = {}, heading = 'Popular searches') {
  await signedInWithSite(site);
  selectEngine(site.engines[0]!.uuid);
  const api = mockApi({
    [`GET ${listPath}`]: ok(pageOf([shirt, jeans, cheapShoes])),
    [`GET ${rulesPath}`]: ok(rules),
    ...handlers,
  });
  renderScreen(PopularSearchesPage, { path: '/popular-searches' });
  await screen.findByRole('heading', { level: 1, name: heading });
  return { api };
}

const table = () => screen.findByRole('table', { name: 'Popular searches' });
const rows = () =>
  within(screen.getByRole('table', { name: 'Popular searches' }))
    .getAllByRole('row')
    .slice(1);
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === listPath);
const lastListQuery = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.query;
const puts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === rulesPath);
const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === buildsPath);
const alerts = () => screen.getByRole('list', { name: 'Notifications' });
const rulesForm = () => screen.getByRole('form', { name: 'Rules' });

afterEach(async () => {
  vi.restoreAllMocks();
  token.current = '';
  await i18n.changeLanguage('en');
});

describe('PopularSearchesPage', () => {
  it('should explain how popular searches are learned before the first build, and build them now', async () => {
    let built = false;
    const { api } = await open({
      [`GET ${listPath}`]: () => ok(built ? pageOf([shirt]) : pageOf([], { build: null })),
      [`POST ${buildsPath}`]: () => {
        built = true;
        return ok({ ...lastBuild, trigger: 'manual', kept: 1 });
      },
    });
    expect(await screen.findByRole('heading', { name: 'No popular searches yet' })).toBeInTheDocument();
    expect(
      await screen.findByText('at least 2 different sessions typed it in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/“shrt” counts for “shirt”/)).toBeInTheDocument();
    expect(screen.getByText('The schedule builds them next:')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(lastListQuery(api.calls)).toEqual({
      language: 'en',
      sort: 'searches',
      order: 'desc',
      limit: '20',
      offset: '0',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Build now' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('Popular searches rebuilt: 1 kept from 1,234 searches.'),
    );
    expect(posts(api.calls).map((call) => call.body)).toEqual([{ language: 'en' }]);
    expect(within(await table()).getByText('red shirt')).toBeInTheDocument();
  });

  it('should show the last build, what it left out by reason, and open a reason to its examples', async () => {
    await open();
    const facts = await screen.findByRole('region', { name: 'Last build' });
    expect(within(facts).getByText('Built').nextSibling).toHaveTextContent(/\(Dec 1, 2026, 10:30/);
    expect(within(facts).getByText('Took').nextSibling).toHaveTextContent('1.3 sec');
    expect(within(facts).getByText('Started by').nextSibling).toHaveTextContent('The schedule');
    expect(within(facts).getByText('Searches read').nextSibling).toHaveTextContent('1,234');
    expect(within(facts).getByText('Popular searches kept').nextSibling).toHaveTextContent('3');
    expect(within(facts).getByText('Next queries learned').nextSibling).toHaveTextContent('5');
    expect(within(facts).getByText('Next scheduled build').nextSibling).toHaveTextContent(/in 5 hours/);

    const reasons = within(facts).getByRole('list', { name: 'Left out, by reason' });
    const bars = within(reasons).getAllByRole('button');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Found nothing40',
      'Too few sessions120',
      'No click or add to cart12',
      'Misspelling7',
      'Banned word2',
    ]);
    const misspelling = within(reasons).getByRole('button', { name: /^Misspelling/ });
    expect(misspelling).toHaveAttribute('aria-expanded', 'false');
    misspelling.focus();
    await userEvent.keyboard('{Enter}');
    expect(misspelling).toHaveAttribute('aria-expanded', 'true');
    const examples = within(facts).getByRole('list', { name: 'Examples: Misspelling' });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['shrt → shirt9 searches', 'jeens → jeans4 searches']);
    await userEvent.click(within(reasons).getByRole('button', { name: /^Too few sessions/ }));
    expect(within(facts).getByText('Typed in fewer than 2 sessions in the last 30 days.')).toBeVisible();
    expect(within(facts).getByText('No examples were kept for this reason.')).toBeInTheDocument();
    expect(misspelling).toHaveAttribute('aria-expanded', 'false');
  });

  it('should rebuild once for a double click, busy meanwhile, and say what it kept', async () => {
    const reply = held(ok({ ...lastBuild, trigger: 'manual', kept: 4, searchesRead: 1300 }));
    const { api } = await open({ [`POST ${buildsPath}`]: reply.handler });
    await table();
    const rebuild = screen.getByRole('button', { name: 'Rebuild now' });
    await userEvent.dblClick(rebuild);
    await waitFor(() => expect(rebuild).toHaveAccessibleName('Building…'));
    expect(rebuild).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(rebuild);
    reply.release();
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('Popular searches rebuilt: 4 kept from 1,300 searches.'),
    );
    expect(posts(api.calls)).toHaveLength(1);
    expect(rebuild).toHaveAccessibleName('Rebuild now');
  });

  it('should say when a rebuild failed and retry it', async () => {
    let fail = true;
    const { api } = await open({
      [`POST ${buildsPath}`]: () =>
        fail ? (apiError(503, 'global-503', 'Search is down') as Reply) : ok(lastBuild),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Rebuild now' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("The popular searches couldn't be rebuilt.");
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('Popular searches rebuilt: 3 kept from 1,234 searches.'),
    );
    expect(screen.queryByText("The popular searches couldn't be rebuilt.")).not.toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(2);
  });

  it('should show each search with its counts, misspellings and state; search, sort, page and filter on the server', async () => {
    const many = Array.from({ length: 20 }, (_, index) => search({ query: `query ${index}` }));
    const { api } = await open({
      [`GET ${listPath}`]: (call) =>
        ok(
          call.query?.offset === '20'
            ? pageOf([jeans], { total: 21 })
            : pageOf([shirt, ...many.slice(1)], { total: 21 }),
        ),
    });
    await table();
    const [first] = rows();
    expect(first).toHaveTextContent('red shirt');
    expect(first).toHaveTextContent('60');
    expect(first).toHaveTextContent('31');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['red shrt', 'red shirtt']);
    expect(first).toHaveTextContent('Shown');
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search popular searches' }), 'shirt');
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'shirt', offset: '0' }));
    await userEvent.click(screen.getByRole('button', { name: /^Sessions/ }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'sessions', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: /^Sessions/ }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'sessions', order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ offset: '20', limit: '20' }));
    expect(await screen.findByText('Showing 21–21 of 21')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Banned');
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ state: 'banned', offset: '0' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await waitFor(() => expect(lastListQuery(api.calls)).not.toHaveProperty('state'));
  });

  it('should say why no search qualifies, and when none matches the search', async () => {
    const { api } = await open({
      [`GET ${listPath}`]: ok(pageOf([])),
    });
    expect(await screen.findByRole('heading', { name: 'No search qualifies yet' })).toBeInTheDocument();
    expect(screen.getByText(/The last build read 1,234 searches and none qualified/)).toHaveTextContent(
      'at least 2 sessions in the last 30 days',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search popular searches' }), 'zzz');
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'zzz' }));
    expect(await screen.findByText('No popular search matches.')).toBeInTheDocument();
  });

  it('should load the list again after a failure', async () => {
    let calls = 0;
    await open({
      [`GET ${listPath}`]: () =>
        ++calls === 1 ? (apiError(500, 'global-500') as Reply) : ok(pageOf([shirt])),
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("The popular searches couldn't be loaded.");
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getByText('red shirt')).toBeInTheDocument();
  });

  it('should ban a search as a whole phrase, and unban a banned one by its word', async () => {
    let saved = rules;
    const state = (item: PopularSearch): PopularSearch => {
      const word = saved.bannedWords.find((banned) => item.query.includes(banned));
      return word
        ? { ...item, state: 'banned', bannedBy: word }
        : { ...item, state: 'learned', bannedBy: undefined };
    };
    const { api } = await open({
      [`GET ${listPath}`]: () => ok(pageOf([shirt, jeans, cheapShoes].map(state))),
      [`PUT ${rulesPath}`]: (call) => {
        saved = suggestionRulesSchema.parse(call.body);
        return ok(saved);
      },
    });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Ban red shirt' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('“red shirt” is banned: the storefront no longer suggests it.'),
    );
    expect(puts(api.calls).map((call) => call.body)).toEqual([
      { bannedWords: ['cheap', 'red shirt'], minSessions: 2, lookbackDays: 30 },
    ]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Banned: “red shirt”'));

    await userEvent.click(
      screen.getByRole('button', { name: 'Unban cheap shoes (removes the banned word “cheap”)' }),
    );
    await waitFor(() => expect(alerts()).toHaveTextContent('“cheap” is no longer banned'));
    expect(puts(api.calls).at(-1)?.body).toEqual({
      bannedWords: ['red shirt'],
      minSessions: 2,
      lookbackDays: 30,
    });
    await waitFor(() => expect(rows()[2]).toHaveTextContent('Shown'));
    // The rules panel follows the saved words.
    expect(
      within(rulesForm())
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['red shirt']);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=suggestionRules'),
    );
  });

  it('should add a banned word with Enter, refuse a duplicate, remove one by keyboard and save the words', async () => {
    const { api } = await open({ [`PUT ${rulesPath}`]: (call) => ok(call.body) });
    const form = await screen.findByRole('form', { name: 'Rules' });
    const input = within(form).getByRole('textbox', { name: 'Banned words and phrases' });
    await userEvent.type(input, 'free{Enter}');
    await userEvent.type(input, 'Cheap{Enter}');
    expect(await within(form).findByText('This term has already been added.')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save rules' });
    await userEvent.click(save);
    expect(puts(api.calls)).toHaveLength(0);

    within(form).getByRole('button', { name: 'Remove Cheap' }).focus();
    await userEvent.keyboard('{Enter}');
    within(form).getByRole('button', { name: 'Remove cheap' }).focus();
    await userEvent.keyboard(' ');
    expect(within(form).queryByText('This term has already been added.')).not.toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['free']);
    await userEvent.click(save);
    expect(
      await within(form).findByText('Saved. The storefront applies the banned words now.'),
    ).toBeInTheDocument();
    expect(puts(api.calls).map((call) => call.body)).toEqual([
      { bannedWords: ['free'], minSessions: 2, lookbackDays: 30 },
    ]);
    expect(posts(api.calls)).toHaveLength(0);
  });

  it('should refuse an over-long word and show a 400’s message, saving once for a double submit', async () => {
    const reply = held(apiError(400, 'global-400', 'bannedWords: at most 500 words') as Reply);
    const { api } = await open({ [`PUT ${rulesPath}`]: reply.handler });
    const form = await screen.findByRole('form', { name: 'Rules' });
    const input = within(form).getByRole('textbox', { name: 'Banned words and phrases' });
    await userEvent.type(input, `${'x'.repeat(101)}{Enter}`);
    expect(
      await within(form).findByText('Each banned word or phrase can have at most 100 characters.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: `Remove ${'x'.repeat(101)}` }));
    await userEvent.type(input, 'gratis{Enter}');
    const save = within(form).getByRole('button', { name: 'Save rules' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toHaveAccessibleName('Saving…'));
    await userEvent.click(save);
    reply.release();
    const failed = await within(form).findByRole('alert');
    expect(failed).toHaveTextContent("The rules couldn't be saved.bannedWords: at most 500 words");
    expect(puts(api.calls)).toHaveLength(1);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(puts(api.calls)).toHaveLength(2));
  });

  it('should save new thresholds, then rebuild with them and say so', async () => {
    const { api } = await open({
      [`PUT ${rulesPath}`]: (call) => ok(call.body),
      [`POST ${buildsPath}`]: ok({
        ...lastBuild,
        trigger: 'manual',
        rules: { ...rules, minSessions: 3, lookbackDays: 14 },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Rules' });
    const sessions = within(form).getByRole('spinbutton', { name: /Sessions a search needs/ });
    await userEvent.clear(sessions);
    await userEvent.type(sessions, '101');
    expect(await within(form).findByText('It must be 100 or less.')).toBeInTheDocument();
    await userEvent.clear(sessions);
    await userEvent.type(sessions, '3');
    const days = within(form).getByRole('spinbutton', { name: /Days looked back/ });
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    expect(within(form).getByText(/saving them rebuilds the popular searches now/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(
      await within(form).findByText('Saved. Rebuilding the popular searches with the new thresholds…'),
    ).toBeInTheDocument();
    await waitFor(() => expect(alerts()).toHaveTextContent('Popular searches rebuilt'));
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${rulesPath}`,
      `POST ${buildsPath}`,
    ]);
    expect(writes[0]?.body).toEqual({ bannedWords: ['cheap'], minSessions: 3, lookbackDays: 14 });
    expect(writes[1]?.body).toEqual({ language: 'en' });
  });

  it('should show everything and change nothing for a READ-only member', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play', instances: [site.instance], accessLevel: 'READ' },
    ]);
    await open();
    expect(screen.getByText(/You can read this screen but not change it/)).toBeInTheDocument();
    await table();
    expect(screen.queryByRole('button', { name: 'Rebuild now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ban / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unban / })).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Rules' });
    expect(within(form).getByRole('textbox', { name: 'Banned words and phrases' })).toBeDisabled();
    expect(within(form).getByRole('spinbutton', { name: /Sessions a search needs/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['cheap']);
  });

  it('should show the list without the rules to a member without play.blacklist', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play.nextQueries', instances: [site.instance], accessLevel: 'WRITE' },
    ]);
    const { api } = await open();
    await table();
    expect(screen.getByRole('button', { name: 'Rebuild now' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ban / })).not.toBeInTheDocument();
    expect(rows()[2]).toHaveTextContent('Banned: “cheap”');
    expect(api.calls.some((call) => call.path === rulesPath)).toBe(false);
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('should build the language chosen in the language switch', async () => {
    const { api } = await open({ [`POST ${buildsPath}`]: ok({ ...lastBuild, language: 'es' }) });
    await table();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rebuild now' }));
    await waitFor(() => expect(posts(api.calls).map((call) => call.body)).toEqual([{ language: 'es' }]));
  });

  it('should speak Spanish', async () => {
    await open();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Búsquedas populares' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Error ortográfico/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Prohibir red shirt' })).toBeInTheDocument();
    const spanish = screen.getByRole('table', { name: 'Búsquedas populares' });
    expect(within(spanish).getAllByRole('row')[3]).toHaveTextContent('Prohibida: «cheap»');
    expect(screen.getByRole('form', { name: 'Reglas' })).toBeInTheDocument();
  });
});
