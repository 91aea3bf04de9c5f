import type { SearchPreview, SynonymGroup, SynonymImportResult } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import {
  leaveEditorWithUnsavedTerm,
  held,
  tuningListKit,
  type Handler,
  type Reply,
} from '../../testing/tuning-list.ts';
import { noProposals } from '../../testing/synonym-proposals.ts';
import { alertStore } from '../../ui/alerts/alert-store.ts';
import { Component as SynonymsPage } from './synonyms-page.tsx';
import { emptyPreviewAnswer } from '../../testing/preview-answers.ts';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: 'console-token-1' }) as ReturnType<typeof getUser>,
}));

const jumpers: SynonymGroup = {
  id: 'g1',
  language: 'en',
  terms: ['jumper', 'sweater'],
  oneWay: false,
  updated: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const sofas: SynonymGroup = {
  id: 'g2',
  language: 'en',
  terms: ['sofa', 'couch', 'settee'],
  oneWay: true,
  updated: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const {
  base,
  list,
  page,
  signedIn,
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
  Screen: SynonymsPage,
  path: '/synonyms',
  resource: 'synonyms',
  heading: 'Synonyms',
  table: 'Synonym groups',
  answers: {
    'GET /synonyms/settings': { status: 200, body: { builtIn: true } },
    'GET /synonyms/proposals': { status: 200, body: noProposals },
  },
  items: [jumpers, sofas],
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:synonyms');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('SynonymsPage', () => {
  it("should list the language's groups as chips, a one-way group as 'sofa → couch, settee', with when each changed", async () => {
    const { api } = await open();
    expect(lastListQuery(api.calls)).toEqual({
      language: 'en',
      sort: 'updated',
      order: 'desc',
      limit: '20',
      offset: '0',
    });
    const [first, second] = rows();
    expect(chipsIn(first!)).toEqual(['jumper', 'sweater']);
    expect(first).toHaveTextContent('5 minutes ago');
    expect(second).toHaveTextContent('sofa→couchsettee');
    expect(within(second!).getByRole('img', { name: 'also finds' })).toBeInTheDocument();
    expect(second).toHaveTextContent('2 hours ago');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history?kind=synonym');
  });

  it('should search on the server once typing pauses, from the first page', async () => {
    const { api } = await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search synonyms' }), 'jum');
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ q: 'jum', offset: '0' }));
    expect(listCalls(api.calls).filter((call) => call.query?.q !== undefined)).toHaveLength(1);
  });

  it('should say so when no group matches the search', async () => {
    await open({ [list]: (call) => (call.query?.q ? page([]) : page([jumpers, sofas])) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search synonyms' }), 'zzz');
    expect(await screen.findByText('No synonym group has a term containing “zzz”.')).toBeInTheDocument();
  });

  it('should sort by terms, then flip the order', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Terms' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'terms', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Terms' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'terms', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Terms' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('should page on the server, 20 groups at a time', async () => {
    const { api } = await open({ [list]: page([jumpers, sofas], 45) });
    expect(screen.getByText('Showing 1–2 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ offset: '20', limit: '20' }));
    expect(await screen.findByText('Showing 21–22 of 45')).toBeInTheDocument();
  });

  it("should switch to another of the site's languages, remembered as the catalog language", async () => {
    const { api } = await open();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es' }));
    expect(screen.getByRole('radio', { name: 'Spanish' })).toBeChecked();
  });

  it('should show the loading skeleton, then the groups', async () => {
    const reply = held(page([jumpers]));
    await open({ [list]: reply.handler }, { waitForRows: false });
    expect(screen.getByRole('status', { name: 'Loading synonyms…' })).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Synonym groups' })).toBeInTheDocument();
  });

  it('should explain what synonyms do with one example, and offer to add or import, when there are none', async () => {
    await open({ [list]: page([]) }, { waitForRows: false });
    expect(await screen.findByRole('heading', { name: 'No synonyms yet' })).toBeInTheDocument();
    expect(screen.getByText('A search for “sweater” also finds jumpers and pullovers.')).toBeInTheDocument();
    expect(screen.getByText('pullover')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add synonyms' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Import' })).toHaveLength(2);
  });

  it('should switch the built-in synonyms off at once, saying Saving… until the server answers (issue 30)', async () => {
    const reply = held({ status: 200, body: { builtIn: false } });
    const { api } = await open({ [`PUT ${base}/synonyms/settings`]: reply.handler });
    const builtIn = await screen.findByRole('switch', { name: 'Search built-in synonyms too' });
    expect(builtIn).toBeChecked();
    expect(builtIn).toHaveAccessibleDescription(/British and American words/);
    await userEvent.click(builtIn);
    expect(builtIn).not.toBeChecked();
    expect(builtIn).toBeDisabled();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ builtIn: false });
    reply.release();
    await waitFor(() => expect(alerts()).toHaveTextContent('Search now uses your synonym groups only.'));
    expect(builtIn).toBeEnabled();
    expect(builtIn).not.toBeChecked();
  });

  it('should keep the built-in synonyms as they were when saving fails, and say why', async () => {
    await open({
      [`PUT ${base}/synonyms/settings`]: apiError(500, 'global-500-x', 'Server down') as Reply,
    });
    const builtIn = await screen.findByRole('switch', { name: 'Search built-in synonyms too' });
    await userEvent.click(builtIn);
    await waitFor(() =>
      expect(alerts()).toHaveTextContent("The built-in synonyms setting couldn't be saved"),
    );
    expect(alerts()).toHaveTextContent('Server down');
    expect(builtIn).toBeChecked();
  });

  it('should say the built-in synonyms setting failed to load and load it again on retry', async () => {
    let calls = 0;
    await open({
      [`GET ${base}/synonyms/settings`]: () =>
        ++calls === 1
          ? apiError(500, 'global-500-x', 'Server down')
          : { status: 200, body: { builtIn: false } },
    } as Record<string, Handler>);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The built-in synonyms setting couldn't be loaded. Server down");
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Search built-in synonyms too' })).not.toBeChecked();
  });

  it('should say what failed and load again on retry', async () => {
    let calls = 0;
    await open(
      {
        [list]: () => (++calls === 1 ? apiError(500, 'global-500-x', 'Server down') : page([jumpers])),
      } as Record<string, Handler>,
      { waitForRows: false },
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The synonyms couldn't be loaded");
    expect(failure).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Synonym groups' })).toBeInTheDocument();
  });

  it('should refuse a group of one term or a repeated term with the domain messages, then create it (spec 1 §5)', async () => {
    const { api } = await open({
      [`POST ${base}/synonyms`]: (call) => ({ status: 201, body: { ...(call.body as object), id: 'g3' } }),
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add synonyms' }));
    const panel = await screen.findByRole('dialog', { name: 'New synonym group' });
    await addTerms('jumper');
    expect(within(panel).getByText('Add more than one term to save a Synonym group')).toBeInTheDocument();
    await addTerms('Jumper');
    expect(within(panel).getByText('This term has already been added.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Terms' }), '{Backspace}');
    await addTerms('pullover');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === `${base}/synonyms`)?.body,
    ).toEqual({
      language: 'en',
      terms: ['jumper', 'pullover'],
      oneWay: false,
    });
    expect(alerts()).toHaveTextContent('Synonym group created.');
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(1));
  });

  it('should split a pasted "a, b, c" into three terms and explain the one-way direction', async () => {
    await open({
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add synonyms' }));
    const panel = await screen.findByRole('dialog', { name: 'New synonym group' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Terms' }));
    await userEvent.paste('sofa, couch, settee');
    const chips = within(within(panel).getByRole('list', { name: 'Terms' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['sofa', 'couch', 'settee']);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'One-way' }));
    expect(
      within(panel).getByText(
        "A search for “sofa” also finds couch, settee; a search for couch, settee doesn't find “sofa”.",
      ),
    ).toBeInTheDocument();
  });

  it('should ask before closing the editor on unsaved terms, and close it at once when nothing changed', async () => {
    await open({
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await leaveEditorWithUnsavedTerm({
      edit: 'Edit jumper, sweater',
      panelName: 'Edit synonym group',
      term: 'pullover',
      lost: 'Your changes to this synonym group will be lost.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should keep the editor open with the syn-2 alert when the group already exists', async () => {
    await open({
      [`POST ${base}/synonyms`]: apiError(409, 'syn-2', 'Synonym group already exists') as Reply,
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add synonyms' }));
    await addTerms('jumper', 'sweater');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = screen.getByRole('dialog', { name: 'New synonym group' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This synonym group already exists.');
    expect(alertStore.getSnapshot()).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'This synonym group already exists.' }),
    );
  });

  it('should edit a group and show the row as Updating… while it saves', async () => {
    const reply = held({ status: 200, body: { ...sofas, terms: ['sofa', 'couch'], oneWay: false } });
    const { api } = await open({
      [`PUT ${base}/synonyms/g2`]: reply.handler,
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit sofa, couch, settee' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit synonym group' });
    expect(within(panel).getByRole('checkbox', { name: 'One-way' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove settee' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'One-way' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updating…', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'en',
      terms: ['sofa', 'couch'],
      oneWay: false,
    });
    reply.release();
    await waitFor(() => expect(alerts()).toHaveTextContent('Synonym group updated.'));
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });

  it('should delete after confirmation, the row saying Deleting… until the server answers', async () => {
    await expectDeletedAfterConfirmation({
      id: 'g1',
      remove: 'Delete jumper, sweater',
      dialogName: 'Delete this synonym group?',
      row: 0,
      done: 'Synonym group deleted.',
    });
  });

  it('should delete nothing when the confirmation is cancelled with Escape', async () => {
    await expectKeptOnEscape({ remove: 'Delete jumper, sweater', dialogName: 'Delete this synonym group?' });
  });

  it('should show the syn-1 alert when the group cannot be deleted', async () => {
    await open({
      [`DELETE ${base}/synonyms/g1`]: apiError(409, 'syn-1', 'Synonyms could not be deleted') as Reply,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete jumper, sweater' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this synonym group?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(alerts()).toHaveTextContent("The synonyms couldn't be deleted."));
  });

  it('should download the language as synonyms-en.txt', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = await open({
      [`GET ${base}/synonyms/export`]: { status: 200, body: 'jumper, sweater\n' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.calls.find((call) => call.path.endsWith('/export'))?.query).toEqual({ language: 'en' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('synonyms-en.txt');
  });
});

const emptyAnswer = emptyPreviewAnswer;

describe('SynonymsPage import', () => {
  const dryRun: SynonymImportResult = {
    written: false,
    added: 2,
    unchanged: 1,
    refused: [{ line: 4, text: 'lonely', reason: 'validation.synonymTerms' }],
  };

  async function openImport(handler: Handler) {
    const opened = await open({ [`POST ${base}/synonyms/import`]: handler });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import synonyms' });
    return { ...opened, dialog };
  }

  it('should check the file with a dry run, then import it, all or nothing when asked', async () => {
    const { api, dialog } = await openImport((call) => {
      const body = call.body as { dryRun: boolean; atomic: boolean };
      return body.dryRun
        ? { status: 200, body: dryRun }
        : { status: 201, body: { ...dryRun, written: true } };
    });
    const file = new File(['jumper, sweater\nsofa => couch\njumper, sweater\nlonely\n'], 'synonyms.txt', {
      type: 'text/plain',
    });
    await userEvent.upload(within(dialog).getByLabelText('File'), file);

    expect(await within(dialog).findByText('Ready to import 2 groups')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 line already there');
    expect(dialog).toHaveTextContent('1 line refused');
    const refused = within(dialog).getByRole('table', { name: 'Refused lines' });
    expect(within(refused).getAllByRole('row')[1]).toHaveTextContent(
      '4lonelyAdd more than one term to save a Synonym group',
    );
    const dryRunCall = api.calls.find((call) => call.path.endsWith('/import'));
    expect(dryRunCall?.body).toEqual({
      fileName: 'synonyms.txt',
      content: 'jumper, sweater\nsofa => couch\njumper, sweater\nlonely\n',
      language: 'en',
      dryRun: true,
      atomic: false,
    });

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /All or nothing/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 groups' }));
    expect(await within(dialog).findByText('2 groups imported')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/import')).at(-1)?.body).toMatchObject({
      dryRun: false,
      atomic: true,
    });
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should refuse a file of 1MB and 1 byte in the browser, and accept one of exactly 1MB (spec 1 §5)', async () => {
    const { api, dialog } = await openImport({ status: 200, body: { ...dryRun, refused: [] } });
    const input = within(dialog).getByLabelText('File');
    await userEvent.upload(input, new File(['a'.repeat(1024 * 1024 + 1)], 'big.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be 1MB or smaller.');
    expect(api.calls.some((call) => call.path.endsWith('/import'))).toBe(false);

    await userEvent.upload(input, new File(['a'.repeat(1024 * 1024)], 'full.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Ready to import 2 groups')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should refuse a file that is neither CSV nor TXT, importing nothing', async () => {
    await signedIn();
    const api = mockApi({ [list]: page([jumpers]) });
    renderScreen(SynonymsPage, { path: '/synonyms' });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import synonyms' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'synonyms.pdf'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be a CSV or TXT file.');
    expect(api.calls.some((call) => call.path.endsWith('/import'))).toBe(false);
  });
});

describe('SynonymsPage preview', () => {
  const product = (id: string, name: string) => ({
    id,
    name,
    image: `https://img.test/${id}.jpg`,
    price: 20,
  });

  it('should show the storefront answer with the group being edited applied, the new products marked', async () => {
    const preview: SearchPreview = {
      before: {
        total: 1,
        products: [product('p1', 'Red jumper')],
        redirection: null,
        spellchecked: null,
        relaxedTerms: [],
        builtInSynonyms: [],
        banners: [],
      },
      after: {
        total: 3,
        spellchecked: null,
        relaxedTerms: [],
        builtInSynonyms: [],
        products: [
          product('p1', 'Red jumper'),
          product('p2', 'Wool pullover'),
          product('p3', 'Blue pullover'),
        ],
        redirection: null,
        banners: [],
      },
    };
    const { api } = await open({ [`POST ${base}/search-preview`]: { status: 200, body: preview } });
    await userEvent.click(screen.getByRole('button', { name: 'Add synonyms' }));
    const panel = await screen.findByRole('dialog', { name: 'New synonym group' });
    await addTerms('jumper');
    expect(
      within(panel).getByText('Add at least two different terms to preview the group.'),
    ).toBeInTheDocument();
    await addTerms('pullover');

    expect(await within(panel).findByText('+2 products')).toBeInTheDocument();
    expect(within(panel).getByText('Products found now: 1 · with this change: 3')).toBeInTheDocument();
    expect(within(panel).getAllByText('New')).toHaveLength(2);
    expect(within(panel).getByRole('searchbox', { name: 'Search for' })).toHaveValue('jumper');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/search-preview')).at(-1)?.body).toEqual({
        language: 'en',
        query: 'jumper',
        change: { kind: 'synonym', value: { language: 'en', terms: ['jumper', 'pullover'], oneWay: false } },
      }),
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${base}/synonyms`)).toBe(false);

    await userEvent.click(within(panel).getByRole('radio', { name: 'Now' }));
    expect(within(panel).queryByText('Wool pullover')).not.toBeInTheDocument();
    expect(within(panel).getByText('Red jumper')).toBeInTheDocument();
  });

  it('should preview an edited group as a change of that group, for the query the merchant types', async () => {
    const { api } = await open({
      [`POST ${base}/search-preview`]: { status: 200, body: { before: emptyAnswer, after: emptyAnswer } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit jumper, sweater' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit synonym group' });
    const query = within(panel).getByRole('searchbox', { name: 'Search for' });
    await userEvent.clear(query);
    await userEvent.type(query, 'knit');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/search-preview')).at(-1)?.body).toMatchObject({
        query: 'knit',
        change: { kind: 'synonym', id: 'g1' },
      }),
    );
    expect(await within(panel).findByText('Same number of products')).toBeInTheDocument();
  });
});
