import type { Site } from '@playboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { refreshProfile, selectEngine } from '../lib/session.ts';
import { mockApi, type RecordedCall } from './mock-api.ts';
import { renderScreen } from './render-screen.tsx';
import { organizationFixture, profileFixture, siteFixture } from './session-fixtures.ts';

// What the per-language tuning list screens (synonyms, redirections, banners) are tested with.

export type Reply = { status: number; body?: unknown };
export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

const organization = organizationFixture('o1');
const shop: Site = siteFixture('77777777-7777-4777-8777-777777777777', {
  engines: [
    { uuid: '88888888-8888-4888-8888-888888888888', language: 'en', default: true },
    { uuid: '99999999-9999-4999-8999-999999999999', language: 'es', default: false },
  ],
});

/** A reply the test releases when it wants: the screen shows its pending state until then. */
export function held(reply: Reply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release: () => release() };
}

/** Signs in to the site, in English. */
async function signedIn() {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [shop] } },
  });
  await refreshProfile();
  // The catalog language is remembered for the session: each test starts in English.
  selectEngine(shop.engines[0]!.uuid);
  api.restore();
}

interface TuningListScreen<Item> {
  Screen: ComponentType;
  path: string;
  /** The list's path under the site and its key in a page's body, e.g. 'synonyms'. */
  resource: string;
  heading: string;
  /** The table's accessible name. */
  table: string;
  /** The items the list answers with unless a test says otherwise. */
  items: Item[];
  /** Other calls the screen makes, answered so unless a test says otherwise (paths under the site). */
  answers?: Record<string, Reply>;
}

/**
 * A tuning list screen on a signed-in owner's site with an English and a Spanish catalogue: the
 * list's API paths, a page of items as the API answers it, `signedIn` (in English), `open` (signs in,
 * renders the screen and waits for its table), and the queries the tests read the screen with.
 */
export function tuningListKit<Item>({
  Screen,
  path,
  resource,
  heading,
  table,
  items,
  answers = {},
}: TuningListScreen<Item>) {
  const base = `/merchandising/v1/sites/${shop.uuid}`;
  const defaults = Object.fromEntries(
    Object.entries(answers).map(([call, reply]) => {
      const [method, rest] = call.split(' ');
      return [`${method} ${base}${rest}`, reply];
    }),
  );
  const list = `GET ${base}/${resource}`;
  const page = (pageItems: Item[], total = pageItems.length): Reply => ({
    status: 200,
    body: { [resource]: pageItems, total },
  });
  const listCalls = (calls: RecordedCall[]) =>
    calls.filter((call) => call.method === 'GET' && call.path === `${base}/${resource}`);
  const open = async (handlers: Record<string, Handler> = {}, { waitForRows = true } = {}) => {
    await signedIn();
    const api = mockApi({ [list]: page(items), ...defaults, ...handlers });
    const rendered = renderScreen(Screen, { path });
    await screen.findByRole('heading', { level: 1, name: heading });
    if (waitForRows) await screen.findByRole('table', { name: table });
    return { api, ...rendered };
  };
  const rows = () =>
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .slice(1);
  const alerts = () => screen.getByRole('list', { name: 'Notifications' });
  const deleted = (calls: RecordedCall[]) => calls.some((call) => call.method === 'DELETE');
  return {
    base,
    list,
    page,
    signedIn,
    open,
    listCalls,
    lastListQuery: (calls: RecordedCall[]) => listCalls(calls).at(-1)?.query,
    rows,
    /** The terms a row shows as chips. */
    chipsIn: (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    alerts,
    addTerms,
    /**
     * Opens the screen and deletes the item `id` from its row's Delete (`remove`): the confirmation
     * (`dialogName`, showing `shows` when given) has Cancel focused; once confirmed, row `row` (from 0)
     * says Deleting… until the server answers, then the alert says `done`.
     */
    async expectDeletedAfterConfirmation({
      id,
      remove,
      dialogName,
      row,
      done,
      shows,
    }: {
      id: string;
      remove: string;
      dialogName: string;
      row: number;
      done: string;
      shows?: string;
    }) {
      const reply = held({ status: 204 });
      const { api } = await open({ [`DELETE ${base}/${resource}/${id}`]: reply.handler });
      await userEvent.click(screen.getByRole('button', { name: remove }));
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      if (shows) expect(dialog).toHaveTextContent(shows);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(within(rows()[row]!).getByRole('status')).toHaveTextContent('Deleting…');
      expect(deleted(api.calls)).toBe(true);
      reply.release();
      await waitFor(() => expect(alerts()).toHaveTextContent(done));
    },
    /** Opens the screen, a row's Delete (`remove`), then Escape: the confirmation closes, nothing deleted. */
    async expectKeptOnEscape({ remove, dialogName }: { remove: string; dialogName: string }) {
      const { api } = await open();
      await cancelDeleteWithEscape({ remove, dialogName });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deleted(api.calls)).toBe(false);
    },
  };
}

async function addTerms(...terms: string[]) {
  const input = screen.getByRole('textbox', { name: 'Terms' });
  for (const term of terms) await userEvent.type(input, `${term}{Enter}`);
}

/**
 * On an open screen: the row's editor closes at once when nothing changed; with a term added it
 * asks (`lost` is what it says will be lost), Stay keeps the term, then Cancel and Leave (the test
 * checks the panel is gone).
 */
export async function leaveEditorWithUnsavedTerm({
  edit,
  panelName,
  term,
  lost,
}: {
  /** The row's Edit button's accessible name. */
  edit: string;
  panelName: string;
  term: string;
  lost: string;
}) {
  await userEvent.click(screen.getByRole('button', { name: edit }));
  await screen.findByRole('dialog', { name: panelName });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: edit }));
  await screen.findByRole('dialog', { name: panelName });
  await addTerms(term);
  await userEvent.keyboard('{Escape}');
  const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  expect(ask).toHaveTextContent(lost);
  await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
  const panel = screen.getByRole('dialog', { name: panelName });
  expect(within(panel).getByRole('button', { name: `Remove ${term}` })).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
      name: 'Leave',
    }),
  );
}

/** On an open screen: a row's Delete, then Escape on its confirmation. */
export async function cancelDeleteWithEscape({ remove, dialogName }: { remove: string; dialogName: string }) {
  await userEvent.click(screen.getByRole('button', { name: remove }));
  await screen.findByRole('dialog', { name: dialogName });
  await userEvent.keyboard('{Escape}');
}
