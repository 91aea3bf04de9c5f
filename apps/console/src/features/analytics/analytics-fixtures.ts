import type { Site } from '@playboard/domain';
import { vi } from 'vitest';
import { refreshProfile } from '../../lib/session.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { organizationFixture, profileFixture, siteFixture } from '../../testing/session-fixtures.ts';
import type { AnalyticsEngine } from './api/get-analytics-engine.ts';

/** Today in every analytics test: the default range is 2026-11-16 – 2026-11-22 (spec 1 §9). */
export const NOW = new Date('2026-11-22T12:00:00.000Z');

export const site = siteFixture('44444444-4444-4444-8444-444444444444', { name: 'Demo Shop' });
export const engineId = `${site.uuid}-engine`;
export const analyticsBase = `/analytics/v1/engines/${engineId}`;

export function engineReply(overrides: Partial<AnalyticsEngine> = {}) {
  return {
    status: 200,
    body: {
      engineId,
      createdAt: '2026-01-10T09:00:00.000Z',
      timeZone: 'UTC',
      simulatedTraffic: false,
      ...overrides,
    },
  };
}

/** Signs in as the owner of an organisation whose current site is `current`. */
export async function signedIn(current: Site = site): Promise<void> {
  const organization = organizationFixture('o1');
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([organization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...organization, sites: [current] } },
  });
  await refreshProfile();
  api.restore();
}

/** The URLs (path and query) the screen fetched under `/analytics/v1`, in order. */
export function analyticsRequests(): URL[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'),
    )
    .filter((url) => url.pathname.startsWith('/analytics/v1/'));
}

/** The query of the last request to `resource` as a plain object. */
export function lastQuery(resource: string): Record<string, string> | undefined {
  const url = analyticsRequests()
    .filter((candidate) => candidate.pathname === `${analyticsBase}/${resource}`)
    .at(-1);
  return url ? Object.fromEntries(url.searchParams) : undefined;
}
