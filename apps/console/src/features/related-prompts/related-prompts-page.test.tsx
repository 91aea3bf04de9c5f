import {
  relatedPromptDocumentSchema,
  relatedPromptReviewsSchema,
  type RelatedPromptDocument,
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
import { Component as RelatedPromptsPage } from './related-prompts-page.tsx';

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
const listPath = `/suggestions/manage/${site.instance}`;
const proposalsPath = `/merchandising/v1/sites/${site.uuid}/related-prompt-proposals`;
const denim = {
  query: 'jeans',
  suggestionText: 'More denim',
  nextQueries: ['denim jacket', 'denim shorts'],
  sessions: 5,
};
const previewPath = `/suggestions/manage/tool/preview/${site.instance}`;
const reviewsPath = `/merchandising/v1/sites/${site.uuid}/related-prompt-reviews`;

// Prompts as the API answers them, parsed by the domain's schema so a fixture cannot drift.
const doc = (input: unknown): RelatedPromptDocument => relatedPromptDocumentSchema.parse(input);
const fit = doc({
  id: '11111111-1111-4111-8111-111111111111',
  uuid: '11111111-1111-4111-8111-111111111111',
  nextQueries: ['slim jeans', 'straight jeans'],
  active: true,
  pivots: { query: 'jeans,denim', lang: 'en' },
  suggestionText: 'Which fit suits you?',
  suggestionImageUrl: 'https://img.test/fit.png',
  type: 'SUGGESTION',
});
const rain = doc({
  id: '22222222-2222-4222-8222-222222222222',
  uuid: '22222222-2222-4222-8222-222222222222',
  nextQueries: [],
  active: false,
  pivots: {},
  suggestionText: 'Ready for the rain?',
  type: 'SUGGESTION',
});

const list = (results: RelatedPromptDocument[], numFound = results.length): Reply => ({
  status: 200,
  body: { results, numFound },
});

async function open(handlers: Record<string, Handler> = {}, waitForRows = true) {
  await signedInWithSite(site);
  selectEngine(english!.uuid);
  const api = mockApi({
    [`GET ${listPath}`]: list([fit, rain]),
    [`GET ${previewPath}`]: list([fit]),
    [`GET ${proposalsPath}`]: { status: 200, body: { proposals: [] } },
    [`GET ${reviewsPath}`]: {
      status: 200,
      body: { range: { from: '2026-11-05', to: '2026-12-04' }, siteCtr: null, reviews: [] },
    },
    ...handlers,
  });
  renderScreen(RelatedPromptsPage, { path: '/related-prompts' });
  await screen.findByRole('heading', { level: 1, name: 'Related prompts' });
  if (waitForRows) await screen.findByRole('table', { name: 'Related prompts' });
  return { api };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === listPath);
const alerts = () => screen.getByRole('list', { name: 'Notifications' });
/** The preview's URLs as sent: the repeated `pivots` parameters each kept. */
const previewUrls = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === previewPath);
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function newJeansPrompt() {
  await userEvent.click(screen.getByRole('button', { name: 'New prompt' }));
  const panel = await screen.findByRole('dialog', { name: 'New prompt' });
  await userEvent.type(
    within(panel).getByRole('textbox', { name: 'Shown after these searches' }),
    'jeans{Enter}',
  );
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Prompt' }), 'Which wash do you like?');
  const next = within(panel).getByRole('textbox', { name: 'Add a next query' });
  for (const query of ['light wash jeans', 'dark wash jeans', 'black jeans'])
    await userEvent.type(next, `${query}{Enter}`);
  return panel;
}

afterEach(async () => {
  vi.restoreAllMocks();
  token.current = '';
  await i18n.changeLanguage('en');
});

describe('RelatedPromptsPage', () => {
  it('should list the prompts in display order: text and image, searches, language, next queries, status', async () => {
    const { api } = await open();
    expect(listCalls(api.calls).at(-1)?.query).toEqual({
      page: '0',
      size: '20',
      'sort.field': 'position',
      'sort.direction': 'asc',
    });
    const [first, second] = rows();
    expect(first).toHaveTextContent('Which fit suits you?');
    expect(first!.querySelector('img')).toHaveAttribute('src', 'https://img.test/fit.png');
    expect(first).toHaveTextContent('jeansdenim');
    expect(first).toHaveTextContent('English');
    expect(first).toHaveTextContent('2 next queries');
    expect(within(first!).getByRole('switch', { name: 'Which fit suits you?' })).toBeChecked();
    expect(second).toHaveTextContent('Every search');
    expect(second).toHaveTextContent('All languages');
    expect(second).toHaveTextContent('0 next queries');
    expect(within(second!).getByRole('switch', { name: 'Ready for the rain?' })).not.toBeChecked();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('kind=relatedPrompt'),
    );
  });

  it('should search, sort and page on the server', async () => {
    const { api } = await open({ [`GET ${listPath}`]: list([fit, rain], 45) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'fit');
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)?.query).toMatchObject({ query: 'fit', page: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Prompt/ }));
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)?.query).toMatchObject({
        'sort.field': 'text',
        'sort.direction': 'desc',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query).toMatchObject({ page: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to the order shoppers see' }));
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)?.query).toMatchObject({
        'sort.field': 'position',
        'sort.direction': 'asc',
        page: '0',
      }),
    );
  });

  it('should switch a prompt on at once with its whole body, and switch it back when the server refuses', async () => {
    // Someone else deleted it meanwhile.
    const gone = `Related prompt ${rain.id} not found`;
    const refused = held({
      status: 404,
      body: { errors: [{ code: 'global-404', message: gone }], error: { status: 404, message: gone } },
    });
    const { api } = await open({ [`PUT ${listPath}/${rain.id}`]: refused.handler });
    const toggle = screen.getByRole('switch', { name: 'Ready for the rain?' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(within(rows()[1]!).getByRole('status')).toHaveTextContent('Updating…');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      nextQueries: [],
      active: true,
      pivots: {},
      suggestionText: 'Ready for the rain?',
      type: 'SUGGESTION',
    });
    refused.release();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Ready for the rain?' })).not.toBeChecked(),
    );
    expect(alerts()).toHaveTextContent(gone);
  });

  it('should say so when a switch is saved', async () => {
    await open({
      [`PUT ${listPath}/${fit.id}`]: (call) => ({
        status: 200,
        body: { ...fit, ...(call.body as object) },
      }),
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Which fit suits you?' }));
    expect(
      await screen.findByText('Switched off. Shoppers no longer see this prompt; it stays here for later.'),
    ).toBeInTheDocument();
  });

  it('should explain related prompts when there are none, and retry a failed load', async () => {
    let calls = 0;
    await open(
      { [`GET ${listPath}`]: () => (++calls === 1 ? (apiError(500, 'global-500') as Reply) : list([])) },
      false,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("The related prompts couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No related prompts yet' })).toBeInTheDocument();
    expect(screen.getByText('Which fit suits you?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New prompt' })).toBeInTheDocument();
  });

  it(
    'should create a prompt for “jeans” with its next queries reordered by keyboard, previewed, and saved once',
    { timeout: 20_000 },
    async () => {
      const created = held({
        status: 201,
        body: doc({ ...fit, id: '33333333-3333-4333-8333-333333333333', suggestionText: 'Which wash?' }),
      });
      const { api } = await open({ [`POST ${listPath}`]: created.handler });
      const panel = await newJeansPrompt();
      const order = () => texts(within(panel).getByRole('list', { name: 'Next queries, in order' }));
      expect(order()).toEqual([
        expect.stringContaining('light wash jeans'),
        expect.stringContaining('dark wash jeans'),
        expect.stringContaining('black jeans'),
      ]);
      within(panel).getByRole('button', { name: 'Move black jeans up' }).focus();
      await userEvent.keyboard('{Enter}');
      within(panel).getByRole('button', { name: 'Move black jeans up' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(order()[0]).toContain('black jeans');
      await userEvent.click(within(panel).getByRole('button', { name: 'Remove dark wash jeans' }));

      const now = await within(panel).findByRole('list', { name: 'Prompts: Shoppers see now' });
      expect(texts(now)).toEqual(['Which fit suits you?']);
      const after = within(panel).getByRole('list', { name: 'Prompts: With your changes' });
      expect(texts(after)).toEqual(['Which fit suits you?', 'Which wash do you like?(this prompt)']);
      expect(texts(within(panel).getByRole('list', { name: 'Next queries offered' }))).toEqual([
        'black jeans',
        'light wash jeans',
      ]);
      const [url] = previewUrls();
      expect(url?.searchParams.getAll('pivots')).toEqual(['query:jeans', 'lang:en']);
      expect(url?.searchParams.get('start')).toBe('0');

      const save = within(panel).getByRole('button', { name: 'Save' });
      await userEvent.dblClick(save);
      await waitFor(() => expect(save).toHaveAccessibleName('Saving…'));
      await userEvent.click(save);
      created.release();
      expect(
        await screen.findByText('Saved. Shoppers see this prompt after its searches now.'),
      ).toBeInTheDocument();
      const posts = api.calls.filter((call) => call.method === 'POST' && call.path === listPath);
      expect(posts).toHaveLength(1);
      expect(posts[0]?.body).toEqual({
        suggestionText: 'Which wash do you like?',
        nextQueries: ['black jeans', 'light wash jeans'],
        active: true,
        pivots: { query: 'jeans' },
        type: 'SUGGESTION',
      });
    },
  );

  it('should ask for a search and a text, and show the image a 400 refuses under its field', async () => {
    const message = 'suggestionImageUrl: The URL must show an image.';
    const { api } = await open({
      [`POST ${listPath}`]: {
        status: 400,
        body: { errors: [{ code: 'global-400', message }], error: { status: 400, message } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New prompt' }));
    const panel = await screen.findByRole('dialog', { name: 'New prompt' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Add at least one search.')).toBeInTheDocument();
    expect(within(panel).getByText('This field cannot be empty.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Shown after these searches' }),
      'jeans{Enter}',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Prompt' }), 'Which fit?');
    const image = within(panel).getByRole('textbox', { name: 'Image URL (optional)' });
    await userEvent.type(image, 'https://img.test/page.html');
    // The preview shows the image in the prompt's chip, as the layer will.
    await waitFor(() =>
      expect(panel.querySelector('img[src="https://img.test/page.html"]')).toBeInTheDocument(),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('The URL must show an image.')).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')[0]?.body).toMatchObject({
      suggestionImageUrl: 'https://img.test/page.html',
    });
  });

  it('should offer to try a failed save again', async () => {
    let failing = true;
    const { api } = await open({
      [`POST ${listPath}`]: () =>
        failing ? (apiError(503, 'global-503', 'Search is down') as Reply) : { status: 201, body: fit },
    });
    const panel = await newJeansPrompt();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText("The prompt couldn't be saved")).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Saved. Shoppers see this prompt after its searches now.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('should preview an edited prompt in its place, and show the preview once tried again', async () => {
    let failing = true;
    await open({
      [`GET ${previewPath}`]: () =>
        failing ? (apiError(503, 'global-503', 'Search is down') as Reply) : list([rain, fit]),
    });
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit Which fit suits you?' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit prompt' });
    const failed = await within(panel).findByText(/The preview couldn't be shown\./);
    failing = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const after = await within(panel).findByRole('list', { name: 'Prompts: With your changes' });
    const text = within(panel).getByRole('textbox', { name: 'Prompt' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Slim or straight?');
    expect(texts(after)).toEqual(['Ready for the rain?', 'Slim or straight?(this prompt)']);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'On' }));
    expect(texts(within(panel).getByRole('list', { name: 'Prompts: With your changes' }))).toEqual([
      'Ready for the rain?',
    ]);
    expect(within(panel).getByText("This prompt is off: shoppers won't see it.")).toBeInTheDocument();
  });

  it('should open a prompt read only for a member with READ on play.relatedPrompts', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play.relatedPrompts', instances: [site.instance], accessLevel: 'READ' },
    ]);
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('button', { name: 'New prompt' })).not.toBeInTheDocument();
    const [first] = rows();
    expect(within(first!).getByRole('switch')).toBeDisabled();
    expect(within(first!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'View Which fit suits you?' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Prompt' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Move slim jeans, at position 1' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Remove slim jeans' })).toBeDisabled();
  });

  it('should propose prompts from what shoppers searched next, added once reviewed in the editor', async () => {
    const { api } = await open({
      [`GET ${proposalsPath}`]: { status: 200, body: { proposals: [denim] } },
      [`POST ${listPath}`]: { status: 201, body: { ...fit, suggestionText: 'More denim' } },
    });
    const proposals = await screen.findByRole('list', { name: 'Suggested prompts' });
    const item = within(proposals).getByRole('listitem', { name: 'Suggested prompt for “jeans”' });
    expect(item).toHaveTextContent('More denim');
    expect(item).toHaveTextContent('5 sessions searched these after “jeans”.');
    expect(api.calls.find((call) => call.path === proposalsPath)?.query).toEqual({ language: 'en' });
    // Nothing is published from the list: reviewing opens the editor filled in.
    await userEvent.click(
      within(item).getByRole('button', { name: 'Review and add the prompt for “jeans”' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'New prompt' });
    expect(within(panel).getByRole('textbox', { name: 'Prompt' })).toHaveValue('More denim');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Shoppers see this prompt after its searches now.');
    const posts = api.calls.filter((call) => call.method === 'POST' && call.path === listPath);
    expect(posts.map((call) => call.body)).toEqual([
      {
        suggestionText: 'More denim',
        nextQueries: ['denim jacket', 'denim shorts'],
        active: true,
        pivots: { query: 'jeans', lang: 'en' },
        type: 'SUGGESTION',
      },
    ]);
  });

  it('should dismiss a proposal once for a double click, say why none shows, and retry a failed load', async () => {
    let answered = 0;
    const { api } = await open({
      [`GET ${proposalsPath}`]: (): Reply =>
        answered++ === 0
          ? { status: 500, body: { errors: [{ code: 'global-500', message: 'down' }] } }
          : { status: 200, body: { proposals: answered > 2 ? [] : [denim] } },
      [`POST ${proposalsPath}/dismissals`]: { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss the prompt for “jeans”' });
    await userEvent.dblClick(dismiss);
    expect(await screen.findByText(/No suggestions now\./)).toBeInTheDocument();
    const dismissals = api.calls.filter((call) => call.path === `${proposalsPath}/dismissals`);
    expect(dismissals.map((call) => call.body)).toEqual([{ language: 'en', query: 'jeans' }]);
  });

  it('should show proposals without their buttons to a READ-only member', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play.relatedPrompts', instances: [site.instance], accessLevel: 'READ' },
    ]);
    await open({ [`GET ${proposalsPath}`]: { status: 200, body: { proposals: [denim] } } });
    const item = await screen.findByRole('listitem', { name: 'Suggested prompt for “jeans”' });
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  // The "To review" panel, its figures as the API answers them (parsed, so they cannot drift).
  const toReview = relatedPromptReviewsSchema.parse({
    range: { from: '2026-11-05', to: '2026-12-04' },
    siteCtr: 0.06,
    reviews: [
      {
        promptId: fit.id,
        suggestionText: fit.suggestionText,
        flag: 'noResults',
        impressions: 30,
        clicks: 3,
        ctr: 0.1,
        addToCarts: 0,
        emptyNextQueries: ['straight jeans'],
      },
      {
        promptId: fit.id,
        suggestionText: fit.suggestionText,
        flag: 'review',
        impressions: 420,
        clicks: 2,
        ctr: 0.005,
        addToCarts: 0,
        emptyNextQueries: [],
      },
    ],
  });

  it('should list the prompts to review with the reason in words and figures, and turn one off, edit it or keep it', async () => {
    let kept = false;
    const { api } = await open({
      [`GET ${reviewsPath}`]: (): Reply => ({
        status: 200,
        body: kept ? { ...toReview, reviews: toReview.reviews.slice(1) } : toReview,
      }),
      [`GET ${listPath}/${fit.id}`]: { status: 200, body: fit },
      [`PUT ${listPath}/${fit.id}`]: { status: 200, body: { ...fit, active: false } },
      [`POST ${reviewsPath}/keeps`]: (): Reply => {
        kept = true;
        return { status: 204 };
      },
    });
    const panel = await screen.findByRole('list', { name: 'Prompts to review' });
    expect(texts(panel)).toEqual([
      expect.stringContaining(
        'Which fit suits you? No results“straight jeans” finds nothing now.Turn offEditKeep',
      ),
      expect.stringContaining(
        'Which fit suits you? Rarely pickedShown 420 times, picked 0.5% of the time, site average 6%.Turn offEditKeep',
      ),
    ]);

    const [empty] = within(panel).getAllByRole('button', { name: 'Keep “Which fit suits you?” as it is' });
    await userEvent.dblClick(empty!);
    await waitFor(() =>
      expect(texts(screen.getByRole('list', { name: 'Prompts to review' }))).toHaveLength(1),
    );
    const keeps = api.calls.filter((call) => call.path === `${reviewsPath}/keeps`);
    expect(keeps.map((call) => call.body)).toEqual([{ promptId: fit.id, language: 'en', flag: 'noResults' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off “Which fit suits you?”' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ active: false }),
    );
    await waitFor(() => expect(alerts()).toHaveTextContent('Switched off.'));

    await userEvent.click(screen.getByRole('button', { name: 'Edit “Which fit suits you?”' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit prompt' });
    expect(within(editor).getByRole('textbox', { name: 'Prompt' })).toHaveValue('Which fit suits you?');
  });

  it('should say when nothing is to review, and retry a failed load', async () => {
    let answered = 0;
    await open({
      [`GET ${reviewsPath}`]: (): Reply =>
        answered++ === 0
          ? { status: 500, body: { errors: [{ code: 'global-500', message: 'down' }] } }
          : { status: 200, body: { ...toReview, reviews: [] } },
    });
    expect(await screen.findByText(/The prompts to review couldn't be loaded\./)).toBeInTheDocument();
    const failed = screen.getByText(/The prompts to review couldn't be loaded\./);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing to review:/)).toBeInTheDocument();
  });

  it('should show the prompts to review without their buttons to a READ-only member', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play.relatedPrompts', instances: [site.instance], accessLevel: 'READ' },
    ]);
    await open({ [`GET ${reviewsPath}`]: { status: 200, body: toReview } });
    const [item] = await screen.findAllByRole('listitem', { name: 'To review: “Which fit suits you?”' });
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('should delete a prompt after confirming', async () => {
    let results = [fit, rain];
    const { api } = await open({
      [`GET ${listPath}`]: () => list(results),
      [`DELETE ${listPath}/${fit.id}`]: () => {
        results = [rain];
        return { status: 204 };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Which fit suits you?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this prompt?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(alerts()).toHaveTextContent('Deleted. Shoppers no longer see this prompt.');
  });

  it('should speak Spanish', async () => {
    await open();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sugerencias relacionadas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva sugerencia' })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('2 búsquedas siguientes');
    expect(rows()[1]).toHaveTextContent('Todas las búsquedas');
    expect(rows()[1]).toHaveTextContent('Desactivada');
  });
});
