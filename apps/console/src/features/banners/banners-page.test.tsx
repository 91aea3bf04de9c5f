import type { BannerWithState, SearchPreview } from '@playboard/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { apiError } from '../../testing/mock-api.ts';
import {
  leaveEditorWithUnsavedTerm,
  held,
  tuningListKit,
  type Handler,
  type Reply,
} from '../../testing/tuning-list.ts';
import { alertStore } from '../../ui/alerts/alert-store.ts';
import { Component as BannersPage } from './banners-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: 'console-token-1' }) as ReturnType<typeof getUser>,
}));

const summer: BannerWithState = {
  id: 'b1',
  kind: 'BANNER',
  position: 1,
  title: 'Summer sale',
  assetUrl: 'https://img.test/summer.jpg',
  targetUrl: 'https://shop.example.com/summer',
  matchingQueries: ['swimsuit', 'sandals'],
  status: 'ACTIVE',
  schedule: { type: 'ALWAYS' },
  language: 'en',
  state: 'live',
  updatedTime: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const christmas: BannerWithState = {
  id: 'b2',
  kind: 'BANNER',
  position: 1,
  assetUrl: 'https://img.test/christmas.jpg',
  matchingQueries: ['gifts'],
  status: 'ACTIVE',
  schedule: { type: 'LIMITED', startDate: '2026-12-01', endDate: '2026-12-24', timeZone: 'America/New_York' },
  language: 'en',
  state: 'scheduled',
  updatedTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const emptyAnswer = {
  total: 0,
  products: [],
  redirection: null,
  spellchecked: null,
  relaxedTerms: [],
  builtInSynonyms: [],
  banners: [],
};
const noPreview: Reply = { status: 200, body: { before: emptyAnswer, after: emptyAnswer } };

/** What the browser finds at each image URL: a size, or nothing (not an image). */
const images: Record<string, { width: number; height: number }> = {
  'https://img.test/summer.jpg': { width: 1640, height: 320 },
  'https://img.test/christmas.jpg': { width: 1640, height: 320 },
  'https://img.test/wide.png': { width: 1200, height: 400 },
  'https://img.test/tall.png': { width: 1000, height: 545 },
};

/** The browser's Image, loading the sizes above and failing on any other URL. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    setTimeout(() => {
      const size = images[url];
      if (!size) return this.onerror?.();
      this.naturalWidth = size.width;
      this.naturalHeight = size.height;
      this.onload?.();
    });
  }
}

const {
  base,
  list,
  page,
  open,
  lastListQuery,
  rows,
  alerts,
  addTerms,
  expectDeletedAfterConfirmation,
  expectKeptOnEscape,
  chipsIn,
} = tuningListKit({
  Screen: BannersPage,
  path: '/banners',
  resource: 'banners',
  heading: 'Banners',
  table: 'Banners',
  items: [summer, christmas],
});

async function openNew(handlers: Record<string, Handler> = {}) {
  const opened = await open({ [`POST ${base}/search-preview`]: noPreview, ...handlers });
  await userEvent.click(screen.getByRole('button', { name: 'Add a banner' }));
  const panel = await screen.findByRole('dialog', { name: 'New banner' });
  return { ...opened, panel };
}

beforeEach(() => vi.stubGlobal('Image', FakeImage));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BannersPage', () => {
  it('should list the banners with a thumbnail, their terms, their state and language, and when each changed', async () => {
    const { api } = await open();
    expect(lastListQuery(api.calls)).toEqual({
      language: 'en',
      sort: 'updated',
      order: 'desc',
      limit: '20',
      offset: '0',
    });
    const [first, second] = rows();
    expect(within(first!).getByRole('img', { name: 'Summer sale' })).toHaveAttribute(
      'src',
      'https://img.test/summer.jpg',
    );
    expect(chipsIn(first!)).toEqual(['swimsuit', 'sandals']);
    expect(first).toHaveTextContent('LiveAlways');
    expect(first).toHaveTextContent('English');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(within(second!).getByRole('img', { name: 'Banner for gifts' })).toBeInTheDocument();
    expect(second).toHaveTextContent('ScheduledDec 1, 2026 – Dec 24, 2026 (America/New_York)');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history?kind=banner');
  });

  it('should search, sort, page and switch language on the server', async () => {
    const { api } = await open({
      [list]: (call) => (call.query?.q === 'zzz' ? page([]) : page([summer, christmas], 45)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Terms' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ sort: 'terms', order: 'desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ offset: '20', limit: '20' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(lastListQuery(api.calls)).toMatchObject({ language: 'es', offset: '0' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search banners' }), 'zzz');
    expect(
      await screen.findByText('No banner has a term, a title or an address containing “zzz”.'),
    ).toBeInTheDocument();
  });

  it('should show the loading skeleton, then the banners', async () => {
    const reply = held(page([summer]));
    await open({ [list]: reply.handler }, { waitForRows: false });
    expect(screen.getByRole('status', { name: 'Loading banners…' })).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Banners' })).toBeInTheDocument();
  });

  it('should explain banners with one example when there are none', async () => {
    await open({ [list]: page([]) }, { waitForRows: false });
    expect(await screen.findByRole('heading', { name: 'No banners yet' })).toBeInTheDocument();
    expect(screen.getByText('Summer sale banner, 1640 × 320')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a banner' })).toHaveLength(2);
  });

  it('should say what failed and load again on retry', async () => {
    let calls = 0;
    await open(
      {
        [list]: () =>
          ++calls === 1 ? (apiError(500, 'global-500-x', 'Server down') as Reply) : page([summer]),
      },
      { waitForRows: false },
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The banners couldn't be loaded");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Banners' })).toBeInTheDocument();
  });
});

describe('BannersPage editor', () => {
  it('should refuse a URL that is not an image and one higher than 544 px, saving nothing (spec 1 §5)', async () => {
    const { api, panel } = await openNew();
    await addTerms('swimsuit');
    const url = within(panel).getByRole('textbox', { name: 'Image URL' });
    await userEvent.type(url, 'https://shop.example.com/summer.html');
    expect(await within(panel).findByText('The URL must show an image.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveFocus());

    await userEvent.clear(url);
    await userEvent.type(url, 'https://img.test/tall.png');
    expect(await within(panel).findByText(/This image is 1000 × 545 px\./)).toBeInTheDocument();
    expect(
      within(panel).getByText('The image can be at most 544 px high. We recommend 1640x320.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${base}/banners`)).toBe(false);
  });

  it('should show the real size with the recommended 1640x320 and the image at its aspect ratio', async () => {
    const { panel } = await openNew();
    const url = within(panel).getByRole('textbox', { name: 'Image URL' });
    await userEvent.type(url, 'https://img.test/wide.png');
    expect(
      await within(panel).findByText(
        'This image is 1200 × 400 px. We recommend 1640 × 320 px; it can be at most 544 px high.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'The banner image' })).toHaveStyle({
      aspectRatio: '1200 / 400',
    });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://img.test/summer.jpg');
    expect(
      await within(panel).findByText('This image is 1640 × 320 px. That is the recommended size.'),
    ).toBeInTheDocument();
  });

  it('should create a banner limited to dates in ET, switching at 0:00 there', async () => {
    const { api, panel } = await openNew({
      [`POST ${base}/banners`]: (call) => ({
        status: 201,
        body: { ...(call.body as object), id: 'b3', state: 'scheduled' },
      }),
    });
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Image URL' }),
      'https://img.test/wide.png',
    );
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Title (optional)' }), 'Black Friday');
    await addTerms('tv', 'laptop');
    await userEvent.click(within(panel).getByRole('radio', { name: /Limited to dates/ }));
    fireEvent.change(within(panel).getByLabelText('First day'), { target: { value: '2026-11-27' } });
    fireEvent.change(within(panel).getByLabelText('Last day'), { target: { value: '2026-11-30' } });
    const zone = within(panel).getByRole('combobox', { name: 'Time zone' });
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 2),
    ).toEqual(['UTC', 'ET (America/New York)']);
    await userEvent.selectOptions(zone, 'ET (America/New York)');
    expect(
      within(panel).getByText(
        'The banner goes live at 0:00 on the first day and ends at 0:00 after the last day, America/New_York time.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST' && call.path === `${base}/banners`)?.body).toEqual(
      {
        language: 'en',
        kind: 'BANNER',
        position: 1,
        title: 'Black Friday',
        assetUrl: 'https://img.test/wide.png',
        matchingQueries: ['tv', 'laptop'],
        status: 'ACTIVE',
        schedule: {
          type: 'LIMITED',
          startDate: '2026-11-27',
          endDate: '2026-11-30',
          timeZone: 'America/New_York',
        },
      },
    );
    expect(alerts()).toHaveTextContent('Banner created.');
  });

  it('should refuse a last day before the first with the domain message', async () => {
    const { panel } = await openNew();
    await userEvent.click(within(panel).getByRole('radio', { name: /Limited to dates/ }));
    fireEvent.change(within(panel).getByLabelText('First day'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(panel).getByLabelText('Last day'), { target: { value: '2026-12-01' } });
    expect(await within(panel).findByText('The start date must be before the end date.')).toBeInTheDocument();
  });

  it('should keep the editor open with the banner-1 alert when the banner already exists', async () => {
    const { panel } = await openNew({
      [`POST ${base}/banners`]: apiError(409, 'banner-1', 'Banner already exists') as Reply,
    });
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Image URL' }),
      'https://img.test/summer.jpg',
    );
    await addTerms('swimsuit');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('This banner already exists.')).toBeInTheDocument();
    expect(alertStore.getSnapshot()).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'This banner already exists.' }),
    );
  });

  it('should edit a banner, switching it off, the row saying Updating… while it saves', async () => {
    const reply = held({ status: 200, body: { ...summer, status: 'INACTIVE', state: 'inactive' } });
    const { api } = await open({
      [`PUT ${base}/banners/b1`]: reply.handler,
      [`POST ${base}/search-preview`]: noPreview,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit the banner for swimsuit, sandals' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit banner' });
    expect(within(panel).getByRole('textbox', { name: 'Link (optional)' })).toHaveValue(
      'https://shop.example.com/summer',
    );
    await userEvent.click(within(panel).getByRole('radio', { name: /Inactive/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updating…', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      language: 'en',
      kind: 'BANNER',
      position: 1,
      title: 'Summer sale',
      assetUrl: 'https://img.test/summer.jpg',
      targetUrl: 'https://shop.example.com/summer',
      matchingQueries: ['swimsuit', 'sandals'],
      status: 'INACTIVE',
      schedule: { type: 'ALWAYS' },
    });
    reply.release();
    await waitFor(() => expect(alerts()).toHaveTextContent('Banner updated.'));
  });

  it('should ask before closing the editor on unsaved changes, and close it at once when nothing changed', async () => {
    await open({ [`POST ${base}/search-preview`]: noPreview });
    await leaveEditorWithUnsavedTerm({
      edit: 'Edit the banner for swimsuit, sandals',
      panelName: 'Edit banner',
      term: 'clearance',
      lost: 'Your changes to this banner will be lost.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should delete after confirmation, the row saying Deleting… until the server answers', async () => {
    await expectDeletedAfterConfirmation({
      id: 'b2',
      remove: 'Delete the banner for gifts',
      dialogName: 'Delete this banner?',
      row: 1,
      done: 'Banner deleted.',
    });
  });

  it('should delete nothing when the confirmation is cancelled with Escape', async () => {
    await expectKeptOnEscape({ remove: 'Delete the banner for gifts', dialogName: 'Delete this banner?' });
  });
});

describe('BannersPage preview', () => {
  it('should show where the unsaved banner appears, storing nothing', async () => {
    const preview: SearchPreview = {
      before: emptyAnswer,
      after: {
        ...emptyAnswer,
        banners: [{ assetUrl: 'https://img.test/wide.png', targetUrl: null, title: null, position: 1 }],
      },
    };
    const { api, panel } = await openNew({ [`POST ${base}/search-preview`]: { status: 200, body: preview } });
    await addTerms('swimsuit');
    expect(within(panel).getByText('Add an image URL and a term to preview the banner.')).toBeInTheDocument();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Image URL' }),
      'https://img.test/wide.png',
    );
    expect(await within(panel).findByText('Banner in position 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/search-preview')).at(-1)?.body).toMatchObject({
        language: 'en',
        query: 'swimsuit',
        change: {
          kind: 'banner',
          value: { assetUrl: 'https://img.test/wide.png', matchingQueries: ['swimsuit'], status: 'ACTIVE' },
        },
      }),
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${base}/banners`)).toBe(false);
  });
});
