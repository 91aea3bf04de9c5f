// spec 2 §6: a READ-only member reads the business rules (both versions) but finds no button that
// would write; the server would answer 403 global-403 anyway.
import type { BusinessRule, QueryRankingRuleDocument } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { tokenWith } from '../../testing/access-token.ts';
import { tuningListKit } from '../../testing/tuning-list.ts';
import { Component as BusinessRulesPage } from './business-rules-page.tsx';
import { emptyPreviewAnswer } from '../../testing/preview-answers.ts';

const SITE = '77777777-7777-4777-8777-777777777777';
const token = { current: '' };
const flags = { queryRanking: false };

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: token.current }) as ReturnType<typeof getUser>,
}));
vi.mock('../../lib/flags.ts', () => ({
  useFlags: () => (flag: string) => flag === 'PLAY_QUERY_RANKING' && flags.queryRanking,
}));

const readOnly = () =>
  tokenWith([
    { resource: '*', instances: [], accessLevel: 'WRITE' },
    { resource: 'play', instances: [SITE], accessLevel: 'READ' },
  ]);

const levis: BusinessRule = {
  id: 'b1',
  language: 'en',
  field: 'BRAND',
  type: 'BOOST',
  values: ['Levis'],
  matchingQueries: ['jeans'],
  updatedTime: new Date().toISOString(),
};
const jeansWeek: QueryRankingRuleDocument = {
  id: 'q1',
  title: 'Jeans week',
  endpointId: 'search',
  criteria: { enabled: true, pivots: [], queries: ['jeans'] },
  productsRanking: [],
  attributesRanking: [],
  hiddenAttributes: [],
  hiddenProducts: [
    {
      fieldName: 'PRODUCT_ID',
      fieldValue: 'p2',
      action: 'HIDE',
      filters: {},
      schedule: { activationDate: null, deactivationDate: null },
    },
  ],
  pinnedProducts: [],
  restrictedRoles: [],
  metadata: { created: null, updated: null, author: null },
};

const older = tuningListKit({
  Screen: BusinessRulesPage,
  path: '/business-rules',
  resource: 'business-rules',
  heading: 'Business rules',
  table: 'Business rules',
  items: [],
});
const rulesPath = `/configurations/clients/${SITE}/features/groups/query_ranking`;
const nothing = emptyPreviewAnswer;
const noPreview = { status: 200, body: { before: nothing, after: nothing } };

afterEach(() => {
  vi.restoreAllMocks();
  flags.queryRanking = false;
});

describe('BusinessRulesPage, READ-only', () => {
  it('should show the older rules with View alone and say why', async () => {
    token.current = readOnly();
    await older.open({
      [older.list]: { status: 200, body: { businessRules: [levis], total: 1 } },
      [`POST ${older.base}/search-preview`]: noPreview,
    });
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('button', { name: 'Add a business rule' })).not.toBeInTheDocument();
    const [row] = older.rows();
    expect(within(row!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('should show the query ranking rules without Add or Delete, and their editor without Save', async () => {
    token.current = readOnly();
    flags.queryRanking = true;
    await older.open(
      {
        [`GET ${rulesPath}`]: { status: 200, body: { results: [jeansWeek], numFound: 1 } },
        [`GET ${older.base}/business-rules/values`]: {
          status: 200,
          body: { field: 'PRODUCT_ID', values: [] },
        },
        [`POST ${older.base}/search-preview`]: noPreview,
      },
      { waitForRows: false },
    );
    const table = await screen.findByRole('table', { name: 'Query ranking rules' });
    expect(screen.getByRole('status')).toHaveTextContent('You can read this screen but not change it');
    expect(screen.queryByRole('button', { name: 'Add a rule' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'View Jeans week' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Title' })).toBeDisabled();
  });
});
