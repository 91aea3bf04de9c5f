import type { Redirection, SearchPreview } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { apiError } from '../../testing/mock-api.ts';
import { leaveEditorWithUnsavedTerm, held, tuningListKit, type Reply } from '../../testing/tuning-list.ts';
import { alertStore } from '../../ui/alerts/alert-store.ts';
import { Component as RedirectionsPage } from './redirections-page.tsx';
import { emptyPreviewAnswer } from '../../testing/preview-answers.ts';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: 'console-token-1' }) as ReturnType<typeof getUser>,
}));

const returns: Redirection = {
  id: 'r1',
  language: 'en',
  matchingQueries: ['returns', 'refund'],
  targetUrl: 'https://shop.example.com/returns',
  enabled: true,
  updatedTime: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const delivery: Redirection = {
  id: 'r2',
  language: 'en',
  matchingQueries: ['delivery'],
  targetUrl: 'https://shop.example.com/delivery',
  enabled: false,
  schedule: { activationDate: '2026-12-01T00:00:00Z', deactivationDate: null },
  updatedTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const emptyAnswer = emptyPreviewAnswer;
const noPreview: Reply = { status: 200, body: { before: emptyAnswer, after: emptyAnswer } };

const {
  base,
  list,
  page,
  open,
  listCalls,
  lastListQuery,
  rows,
  alerts,
  addTerms,
  expectDeletedAfterConfirmation,
  expectKeptOnEscape,
  chipsIn,
} = tuningListKit({
  Screen: RedirectionsPage,
  path: '/redirections',
  resource: 'redirections',
  heading: 'Redirections',
  table: 'Redirections',
  items: [returns, delivery],
});

afterEach(() => vi.restoreAllMocks());

describe('RedirectionsPage', () => {
  it("should list the language's redirections: terms as chips, the target as a link, on or off, when each changed", async () => {
    const { api } = await open();
    expect(lastListQuery(api.calls)).toEqual({
      language: 'en',
      sort: 'updated',
      order: 'desc',
      limit: '20',
      offset: '0',
    });
    const [first, second] = rows();
    expect(chipsIn(first!)).toEqual(['returns', 'refund']);
    expect(within(first!).getByRole('link', { name: 'https://shop.example.com/returns' })).toHaveAttribute(
      'href',
      'https://shop.example.com/returns',
    );
    expect(first).toHaveTextContent('On');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(second).toHaveTextContent('Off');
    expect(second).toHaveTextContent(/From Dec 1, 2026/);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?kind=redirection',
    );
  });

  it('should search on the server once typing pauses, and say so when nothing matches', async () => {
    const { api } = await open({ [list]: (call) => (call.query?.q ? page([]) : page([returns, delivery])) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search redirections' }), 'zzz');
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'zzz', offset: '0' }));
    expect(
      await screen.findByText('No redirection has a term or an address containing “zzz”.'),
    ).toBeInTheDocument();
  });

  it('should sort by terms, page by 20 and switch language on the server', async () => {
    const { api } = await open({ [list]: page([returns, delivery], 45) });
    await userEvent.click(screen.getByRole('button', { name: 'Terms' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'terms', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ offset: '20', limit: '20' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es', offset: '0' }));
  });

  it('should show the loading skeleton, then the redirections', async () => {
    const reply = held(page([returns]));
    await open({ [list]: reply.handler }, { waitForRows: false });
    expect(screen.getByRole('status', { name: 'Loading redirections…' })).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Redirections' })).toBeInTheDocument();
  });

  it('should explain redirections with one example when there are none', async () => {
    await open({ [list]: page([]) }, { waitForRows: false });
    expect(await screen.findByRole('heading', { name: 'No redirections yet' })).toBeInTheDocument();
    expect(screen.getByText('returns')).toBeInTheDocument();
    expect(screen.getByText('https://yourshop.com/returns')).toBeInTheDocument();
    expect(screen.getByText('A search for “returns” opens your returns page.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a redirection' })).toHaveLength(2);
  });

  it('should say what failed and load again on retry', async () => {
    let calls = 0;
    await open(
      {
        [list]: () =>
          ++calls === 1 ? (apiError(500, 'global-500-x', 'Server down') as Reply) : page([returns]),
      },
      { waitForRows: false },
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The redirections couldn't be loaded");
    expect(failure).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Redirections' })).toBeInTheDocument();
  });

  it('should refuse a 256-character term and a bad URL with the domain messages, then create it (spec 1 §5)', async () => {
    const { api } = await open({
      [`POST ${base}/redirections`]: (call) => ({
        status: 201,
        body: { ...(call.body as object), id: 'r3' },
      }),
      [`POST ${base}/search-preview`]: noPreview,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a redirection' }));
    const panel = await screen.findByRole('dialog', { name: 'New redirection' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Add at least one term.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Terms' }));
    await userEvent.paste(`${'x'.repeat(256)}, `);
    expect(within(panel).getByText('Each term can have at most 255 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Terms' }), '{Backspace}');
    await addTerms('returns');
    const url = within(panel).getByRole('textbox', { name: 'Target URL' });
    await userEvent.type(url, 'not a url');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The URL must start with http:// or https:// Try again.',
    );
    await userEvent.clear(url);
    await userEvent.type(url, 'https://shop.example.com/returns');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === `${base}/redirections`)?.body,
    ).toEqual({
      language: 'en',
      matchingQueries: ['returns'],
      targetUrl: 'https://shop.example.com/returns',
      enabled: true,
    });
    expect(alerts()).toHaveTextContent('Redirection created.');
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(1));
  });

  it('should refuse a 31st term (spec 1 §5: 1 to 30 terms)', async () => {
    await open({ [`POST ${base}/search-preview`]: noPreview });
    await userEvent.click(screen.getByRole('button', { name: 'Add a redirection' }));
    const panel = await screen.findByRole('dialog', { name: 'New redirection' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Terms' }));
    await userEvent.paste(Array.from({ length: 31 }, (_, index) => `term${index}`).join(', '));
    expect(within(panel).getByText('You can add up to 30 terms.')).toBeInTheDocument();
  });

  it('should keep the editor open with search-extensions-7 naming the term another redirection has', async () => {
    await open({
      [`POST ${base}/redirections`]: apiError(
        409,
        'search-extensions-7',
        'Redirection term "Returns" already exists in redirection r1',
      ) as Reply,
      [`POST ${base}/search-preview`]: noPreview,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a redirection' }));
    const panel = await screen.findByRole('dialog', { name: 'New redirection' });
    await addTerms('Returns');
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Target URL' }),
      'https://shop.example.com/x',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const message =
      '“Returns” already takes shoppers somewhere: another redirection has this term, or it is in the list twice.';
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(alertStore.getSnapshot()).toContainEqual(expect.objectContaining({ type: 'error', message }));
  });

  it('should edit a redirection, switching it on, the row saying Updating… while it saves', async () => {
    const reply = held({ status: 200, body: { ...returns, enabled: false } });
    const { api } = await open({
      [`PUT ${base}/redirections/r2`]: reply.handler,
      [`POST ${base}/search-preview`]: noPreview,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit delivery' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit redirection' });
    expect(within(panel).getByRole('checkbox', { name: 'On' })).not.toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'On' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updating…', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'en',
      matchingQueries: ['delivery'],
      targetUrl: 'https://shop.example.com/delivery',
      enabled: true,
      schedule: { activationDate: '2026-12-01T00:00:00Z', deactivationDate: null },
    });
    reply.release();
    await waitFor(() => expect(alerts()).toHaveTextContent('Redirection updated.'));
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });

  it('should ask before closing the editor on unsaved changes, and close it at once when nothing changed', async () => {
    await open({ [`POST ${base}/search-preview`]: noPreview });
    await leaveEditorWithUnsavedTerm({
      edit: 'Edit returns, refund',
      panelName: 'Edit redirection',
      term: 'clearance',
      lost: 'Your changes to this redirection will be lost.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should delete after confirmation, the row saying Deleting… until the server answers', async () => {
    await expectDeletedAfterConfirmation({
      id: 'r1',
      remove: 'Delete returns, refund',
      dialogName: 'Delete this redirection?',
      shows: 'https://shop.example.com/returns',
      row: 0,
      done: 'Redirection deleted.',
    });
  });

  it('should delete nothing when the confirmation is cancelled with Escape', async () => {
    await expectKeptOnEscape({ remove: 'Delete returns, refund', dialogName: 'Delete this redirection?' });
  });
});

describe('RedirectionsPage preview', () => {
  it('should show where the shopper would go with the unsaved redirection, storing nothing', async () => {
    const preview: SearchPreview = {
      before: {
        total: 0,
        products: [],
        redirection: null,
        spellchecked: null,
        relaxedTerms: [],
        builtInSynonyms: [],
        banners: [],
      },
      after: {
        total: 0,
        spellchecked: null,
        relaxedTerms: [],
        builtInSynonyms: [],
        products: [],
        redirection: { targetUrl: 'https://shop.example.com/size-guide' },
        banners: [],
      },
    };
    const { api } = await open({ [`POST ${base}/search-preview`]: { status: 200, body: preview } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a redirection' }));
    const panel = await screen.findByRole('dialog', { name: 'New redirection' });
    await addTerms('size guide');
    expect(
      within(panel).getByText('Add a term and a valid target URL to preview the redirection.'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Target URL' }),
      'https://shop.example.com/size-guide',
    );

    expect(
      await within(panel).findByRole('link', { name: 'https://shop.example.com/size-guide' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: 'Search for' })).toHaveValue('size guide');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/search-preview')).at(-1)?.body).toEqual({
        language: 'en',
        query: 'size guide',
        change: {
          kind: 'redirection',
          value: {
            language: 'en',
            matchingQueries: ['size guide'],
            targetUrl: 'https://shop.example.com/size-guide',
            enabled: true,
          },
        },
      }),
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${base}/redirections`)).toBe(
      false,
    );
    await userEvent.click(within(panel).getByRole('radio', { name: 'Now' }));
    expect(within(panel).queryByRole('link', { name: 'https://shop.example.com/size-guide' })).toBeNull();
  });
});
