// spec 2 §6: a READ-only member reads the synonyms but finds no button that would write (the
// server would answer 403 global-403 anyway); the shared tuning list, table and editor decide it.
import type { SynonymGroup } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { noProposals, proposalsAnswer, trainers } from '../../testing/synonym-proposals.ts';
import { tuningListKit } from '../../testing/tuning-list.ts';
import { Component as SynonymsPage } from './synonyms-page.tsx';

const SITE = '77777777-7777-4777-8777-777777777777';
const token = { current: '' };

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));

afterEach(() => vi.restoreAllMocks());

const jumpers: SynonymGroup = {
  id: 'g1',
  language: 'en',
  terms: ['jumper', 'sweater'],
  oneWay: false,
  updated: new Date().toISOString(),
};

const { open, rows } = tuningListKit({
  Screen: SynonymsPage,
  path: '/synonyms',
  resource: 'synonyms',
  heading: 'Synonyms',
  table: 'Synonym groups',
  answers: {
    'GET /synonyms/settings': { status: 200, body: { builtIn: true } },
    'GET /synonyms/proposals': { status: 200, body: noProposals },
  },
  items: [jumpers],
});

describe('SynonymsPage, READ-only', () => {
  it('should show the synonyms with View alone, an editor without Save, and say why', async () => {
    token.current = tokenWith([
      { resource: '*', instances: [], accessLevel: 'WRITE' },
      { resource: 'play', instances: [SITE], accessLevel: 'READ' },
    ]);
    await open({
      'POST /merchandising/v1/search-preview': { status: 200, body: {} },
      [`GET /merchandising/v1/sites/${SITE}/synonyms/proposals`]: {
        status: 200,
        body: proposalsAnswer([trainers]),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    // The proposals show, to dismiss but not to add.
    expect(await screen.findByRole('button', { name: 'Dismiss trainers, sneakers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add as synonym group/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add synonyms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Search built-in synonyms too' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    const [row] = rows();
    expect(within(row!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(row!).getByRole('button', { name: 'View jumper, sweater' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(within(panel).getByRole('group')).toBeDisabled();
  });

  it('should keep Add, Edit and Delete for WRITE', async () => {
    token.current = tokenWith([{ resource: '*', instances: [SITE], accessLevel: 'WRITE' }]);
    await open();
    expect(screen.getByRole('button', { name: 'Add synonyms' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });
});
