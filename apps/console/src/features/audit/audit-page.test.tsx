import type { AuditLogEntry, AuditLogPage } from '@playboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { apiError, mockApi } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { refreshProfile } from '../../lib/session.ts';
import {
  organizationFixture,
  profileFixture,
  signedInWith,
  siteFixture,
} from '../../testing/session-fixtures.ts';
import { Component as AuditPage } from './audit-page.tsx';
import { Component as PlatformAuditPage } from './platform-audit-page.tsx';

const profile = profileFixture([organizationFixture('o1')]);
const path = 'GET /account/v1/organizations/o1/audit';

function entry(overrides: Partial<AuditLogEntry>): AuditLogEntry {
  return {
    id: crypto.randomUUID(),
    area: 'team',
    action: 'invite.create',
    entityId: 'grace@shop.test',
    siteId: null,
    before: null,
    after: { email: 'grace@shop.test', role: 'admin' },
    actor: { userId: 'u1', email: 'ada@shop.test' },
    createdAt: '2026-11-27T10:00:00Z',
    ...overrides,
  };
}

function page(entries: AuditLogEntry[], total = entries.length): AuditLogPage {
  return { entries, total, actors: ['ada@shop.test', 'bob@shop.test'] };
}

function openAuditOnly(handlers: Parameters<typeof mockApi>[0], url = '/audit') {
  const api = mockApi(handlers);
  renderScreen(AuditPage, { path: '/audit', url });
  return { api, user: userEvent.setup() };
}

async function openAudit(handlers: Parameters<typeof mockApi>[0], url = '/audit') {
  await signedInWith(profile);
  return openAuditOnly(handlers, url);
}

describe('AuditPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('should list the changes of every area with who, when and what, and show before and after', async () => {
    const { user } = await openAudit({
      [path]: {
        status: 200,
        body: page([
          entry({}),
          entry({
            area: 'tuning',
            action: 'synonym.update',
            before: { terms: ['sofa'] },
            after: { terms: ['sofa', 'couch'] },
            actor: { userId: 'u2', email: 'bob@shop.test' },
          }),
          entry({ area: 'billing', action: 'plan.change', actor: null }),
        ]),
      },
    });

    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('ada@shop.test');
    expect(rows[0]).toHaveTextContent('Team');
    expect(rows[0]).toHaveTextContent('Invitation sent');
    expect(rows[0]).toHaveTextContent('grace@shop.test');
    expect(rows[1]).toHaveTextContent('Search tuning');
    expect(rows[2]).toHaveTextContent('Playboard (automatic)');

    await user.click(within(rows[1]!).getByText('Show before and after'));
    expect(within(rows[1]!).getByText(/"couch"/)).toBeVisible();
  });

  it('should filter by person, area and dates and start again from the first page', async () => {
    const { api, user } = await openAudit({ [path]: { status: 200, body: page([entry({})], 45) } });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(api.calls.at(-1)?.query).toMatchObject({ offset: '20', limit: '20' });

    await user.selectOptions(screen.getByLabelText('Person'), 'bob@shop.test');
    expect(api.calls.at(-1)?.query).toMatchObject({ actor: 'bob@shop.test', offset: '0' });
    // The flags are the platform's: an organisation's log has no such area.
    expect(within(screen.getByLabelText('Area')).queryByRole('option', { name: 'Feature flags' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Area'), 'billing');
    expect(api.calls.at(-1)?.query).toMatchObject({ actor: 'bob@shop.test', area: 'billing' });
    await user.type(screen.getByLabelText('From'), '11/01/2026');
    await user.tab();
    // A day of the log's time zone (UTC here: the organisation has no shop yet).
    expect(api.calls.at(-1)?.query).toMatchObject({ from: '2026-11-01T00:00:00.000Z' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(api.calls.at(-1)?.query).toEqual({ limit: '20', offset: '0' });
  });

  it("should say what changed in words, name it, and read times and days in the shop's time zone (issue 32)", async () => {
    const shop = siteFixture('77777777-7777-4777-8777-777777777777', {
      name: 'Linea Verde',
      timeZone: 'Europe/Madrid',
    });
    const api = mockApi({
      'GET /account/v1/users': { status: 200, body: profile },
      'GET /main/v1/organizations/o1': { status: 200, body: { ...organizationFixture('o1'), sites: [shop] } },
    });
    await refreshProfile();
    api.restore();
    await i18n.changeLanguage('en-GB');
    const { api: log, user } = await openAuditOnly({
      [path]: {
        status: 200,
        body: page([
          entry({
            area: 'tuning',
            action: 'searchSettings.revert',
            entityId: shop.uuid,
            siteId: shop.uuid,
            before: null,
            after: null,
            createdAt: '2026-11-27T23:30:00Z',
          }),
          entry({
            area: 'tuning',
            action: 'synonym.delete',
            entityId: '9d7e1b8e-8c4b-4a55-9d0e-2f7a3f6f1a10',
            siteId: shop.uuid,
            before: { terms: ['sofa', 'couch'] },
            after: null,
          }),
          entry({
            area: 'billing',
            action: 'plan.change',
            entityId: 'o1',
            before: { plan: { key: 'FREE' } },
            after: { plan: { key: 'MAXI' } },
          }),
          entry({
            area: 'assignments',
            action: 'assignment.delete',
            entityId: '5b0c7f43-2c4e-4c43-8a55-0a1f1b9c2d3e',
            before: { userId: 'u9', role: { id: 3, name: 'Viewer' }, conditions: [] },
            after: null,
          }),
        ]),
      },
    });

    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(within(table).getByRole('columnheader', { name: 'When (Europe/Madrid)' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    // 23:30 UTC is half past midnight the next day in Madrid.
    expect(rows[0]).toHaveTextContent('28 Nov 2026, 00:30');
    expect(rows[0]).toHaveTextContent('Search settings (earlier changes) reverted');
    expect(rows[0]).toHaveTextContent('on Linea Verde');
    expect(rows[1]).toHaveTextContent('Synonyms deleted');
    expect(rows[1]).toHaveTextContent('sofa, couch');
    expect(rows[2]).toHaveTextContent('Plan changed');
    expect(rows[2]).toHaveTextContent('Free → Maxi');
    expect(rows[3]).toHaveTextContent('Role unassigned');
    expect(rows[3]).toHaveTextContent('Viewer');
    for (const row of rows) {
      expect(row.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|\w\.(revert|delete|change)/);
    }

    // The day filter in the interface's order (en-GB: dd/mm/yyyy), as a day of Madrid.
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(from, '02/11/2026{Enter}');
    expect(log.calls.at(-1)?.query).toMatchObject({ from: '2026-11-01T23:00:00.000Z' });
    expect(from).toHaveValue('02/11/2026');
    await user.clear(from);
    await user.type(from, '31/02/2026');
    await user.tab();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Type a day as DD/MM/YYYY.')).toBeInTheDocument();
  });

  it('should explain the tool with an example when nothing was recorded yet', async () => {
    await openAudit({ [path]: { status: 200, body: { entries: [], total: 0, actors: [] } } });

    expect(await screen.findByRole('heading', { name: 'No changes recorded yet' })).toBeInTheDocument();
    // No made-up person, date or time that could pass for a recorded change (issue 32 item 10).
    const example = screen.getByText(/^For example: who changed which synonym group, when/);
    expect(example.textContent).not.toMatch(/\d|@/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('should say when no change matches the filters', async () => {
    await openAudit(
      { [path]: { status: 200, body: { entries: [], total: 0, actors: [] } } },
      '/audit?area=roles',
    );

    expect(
      await screen.findByText('No changes match these filters. Try another person, area or date.'),
    ).toBeInTheDocument();
  });

  it('should show a failure with a retry that loads the log again', async () => {
    let fail = true;
    const { user } = await openAudit({
      [path]: () => (fail ? apiError(503, 'global-503') : { status: 200, body: page([entry({})]) }),
    });

    expect(await screen.findByText("The audit log couldn't be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('should export the filtered entries as a CSV file', async () => {
    const createObjectURL = vi.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { api, user } = await openAudit(
      {
        [path]: { status: 200, body: page([entry({})]) },
        'GET /account/v1/organizations/o1/audit.csv': { status: 200, body: 'date,person\r\n' },
      },
      '/audit?area=team',
    );
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(api.calls.at(-1)).toMatchObject({
      path: '/account/v1/organizations/o1/audit.csv',
      query: { area: 'team' },
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('should speak Spanish', async () => {
    await openAudit({ [path]: { status: 200, body: page([entry({})]) } });
    await i18n.changeLanguage('es');

    expect(await screen.findByRole('heading', { name: 'Registro de auditoría' })).toBeInTheDocument();
    expect(screen.getByLabelText('Persona')).toBeInTheDocument();
  });

  it("should show the platform's own log to its operators, with the flags area and without the tuning one", async () => {
    await signedInWith(profile);
    const ranking = {
      name: 'PLAY_QUERY_RANKING',
      description: 'The query ranking business rules',
      mode: 'off',
      instances: [],
      forcedOn: false,
      strategies: [],
      updatedAt: null,
      updatedBy: null,
    };
    const api = mockApi({
      'GET /management/v1/audit': {
        status: 200,
        body: page([
          entry({ area: 'assignments', action: 'assignment.create' }),
          entry({
            area: 'flags',
            action: 'flag.update',
            entityId: 'PLAY_QUERY_RANKING',
            before: ranking,
            after: { ...ranking, mode: 'everyone', updatedBy: 'ada@shop.test' },
          }),
        ]),
      },
    });
    renderScreen(PlatformAuditPage, { path: '/platform-audit' });

    expect(await screen.findByRole('heading', { name: 'Platform audit log' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Role assigned/ })).toBeInTheDocument();
    const flagRow = screen.getByRole('row', { name: /Feature flag changed/ });
    expect(flagRow).toHaveTextContent('Feature flags');
    expect(flagRow).toHaveTextContent('PLAY_QUERY_RANKING');
    const areas = within(screen.getByLabelText('Area'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(areas).not.toContain('Search tuning');
    expect(areas).toContain('Role assignments');
    expect(areas).toContain('Feature flags');
    expect(api.calls[0]?.path).toBe('/management/v1/audit');
  });
});
