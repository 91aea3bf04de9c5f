import type { SynonymGroup } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { getUser } from '../../lib/auth.ts';
import { apiError, type RecordedCall } from '../../testing/mock-api.ts';
import { noProposals, proposalsAnswer, sofa, trainers } from '../../testing/synonym-proposals.ts';
import { held, tuningListKit, type Handler } from '../../testing/tuning-list.ts';
import { Component as SynonymsPage } from './synonyms-page.tsx';

vi.mock(import('../../lib/auth.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getUser: () => ({ access_token: 'console-token-1' }) as ReturnType<typeof getUser>,
}));

const jumpers: SynonymGroup = {
  id: 'g1',
  language: 'en',
  terms: ['jumper', 'sweater'],
  oneWay: false,
  updated: new Date().toISOString(),
};

const { base, open, alerts } = tuningListKit({
  Screen: SynonymsPage,
  path: '/synonyms',
  resource: 'synonyms',
  heading: 'Synonyms',
  table: 'Synonym groups',
  answers: {
    'GET /synonyms/settings': { status: 200, body: { builtIn: true } },
    'GET /synonyms/proposals': { status: 200, body: proposalsAnswer([trainers, sofa]) },
  },
  items: [jumpers],
});

const proposalsPath = `GET ${base}/synonyms/proposals`;
const section = () => screen.getByRole('region', { name: "Suggested from your shoppers' searches" });
const proposalList = () => within(section()).getByRole('list', { name: 'Suggested synonym groups' });
const proposalCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === `${base}/synonyms/proposals`);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('SynonymsPage proposals (issue 30)', () => {
  it("should propose the built-in synonyms that served the language's searches, with how many and the queries", async () => {
    const { api } = await open();
    const list = await within(section()).findByRole('list', { name: 'Suggested synonym groups' });
    expect(proposalCalls(api.calls).at(-1)?.query).toEqual({ language: 'en' });
    const [first, second] = within(list).getAllByRole('listitem', { name: /also finds/ });
    expect(first).toHaveTextContent('trainers→sneakers');
    expect(within(first!).getByRole('img', { name: 'also finds' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Served 6 searches');
    expect(first).toHaveTextContent('Searched as “trainers”, “white trainers”, “nike trainers”');
    expect(second).toHaveTextContent('Served 1 search');
    expect(
      within(second!).getByRole('button', { name: 'Add as synonym group: sofa, couch, settee' }),
    ).toBeVisible();
  });

  it('should add a proposal as a one-way group by keyboard, saying Adding… until the server answers, then let it go', async () => {
    const reply = held({ status: 201, body: { ...jumpers, id: 'g9', terms: trainers.terms, oneWay: true } });
    let added = false;
    const { api } = await open({
      [`POST ${base}/synonyms`]: async () => {
        const answer = await reply.handler();
        added = true;
        return answer;
      },
      [proposalsPath]: () => ({ status: 200, body: proposalsAnswer(added ? [sofa] : [trainers, sofa]) }),
    } as Record<string, Handler>);
    const add = await within(section()).findByRole('button', {
      name: 'Add as synonym group: trainers, sneakers',
    });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      language: 'en',
      terms: ['trainers', 'sneakers'],
      oneWay: true,
    });
    expect(add).toHaveTextContent('Adding…');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    reply.release();
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('Synonym group added: “trainers” also finds sneakers.'),
    );
    expect(within(proposalList()).queryByText('trainers')).not.toBeInTheDocument();
    expect(within(proposalList()).getByText('sofa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Suggested from your shoppers' searches" })).toHaveFocus();
    // The list of groups and the proposals both load again.
    await waitFor(() => expect(proposalCalls(api.calls).length).toBeGreaterThan(1));
  });

  it('should say why a proposal could not be added and add it on retry', async () => {
    let posts = 0;
    const { api } = await open({
      [`POST ${base}/synonyms`]: () =>
        ++posts === 1
          ? apiError(500, 'global-500-x', 'Server down')
          : { status: 201, body: { ...jumpers, id: 'g9', terms: trainers.terms, oneWay: true } },
    } as Record<string, Handler>);
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Add as synonym group: trainers, sneakers' }),
    );
    const failure = await within(section()).findByRole('alert');
    expect(failure).toHaveTextContent("The group couldn't be added. Server down");
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(alerts()).toHaveTextContent('Synonym group added: “trainers” also finds sneakers.'),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('should hide a dismissed proposal for the rest of the session, in its language only', async () => {
    const { unmount } = await open();
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Dismiss trainers, sneakers' }),
    );
    expect(within(proposalList()).queryByText('trainers')).not.toBeInTheDocument();
    expect(within(proposalList()).getByText('sofa')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    await open();
    expect(await within(section()).findByText('sofa')).toBeInTheDocument();
    expect(within(section()).queryByText('trainers')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    await waitFor(() => expect(within(section()).getByText('trainers')).toBeInTheDocument());
  });

  it('should say so when no built-in synonym served a search, and when the built-in synonyms are off', async () => {
    const { unmount } = await open({ [proposalsPath]: { status: 200, body: noProposals } });
    expect(
      await within(section()).findByText(
        "No built-in synonym served your shoppers' searches in the last 30 days.",
      ),
    ).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    await open({ [proposalsPath]: { status: 200, body: proposalsAnswer([trainers], false) } });
    expect(
      await screen.findByText(
        'The built-in synonyms are switched off: these are the searches they would have served.',
      ),
    ).toBeInTheDocument();
  });

  it('should show a spinner while the proposals load, and a retry when they fail', async () => {
    const reply = held({ status: 200, body: proposalsAnswer([sofa]) });
    let calls = 0;
    const { unmount } = await open({
      [proposalsPath]: () =>
        ++calls === 1 ? reply.handler() : { status: 200, body: proposalsAnswer([trainers]) },
    } as Record<string, Handler>);
    expect(
      within(section()).getByRole('status', { name: "Looking at your shoppers' searches…" }),
    ).toBeVisible();
    reply.release();
    expect(await within(section()).findByText('sofa')).toBeInTheDocument();
    unmount();

    vi.restoreAllMocks();
    let failures = 0;
    await open({
      [proposalsPath]: () =>
        ++failures === 1
          ? apiError(500, 'global-500-x', 'Server down')
          : { status: 200, body: proposalsAnswer([trainers]) },
    } as Record<string, Handler>);
    const failure = await within(section()).findByRole('alert');
    expect(failure).toHaveTextContent("The suggestions couldn't be loaded. Server down");
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('trainers')).toBeInTheDocument();
  });
});
