import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { SyncRow } from '../../db/schema/index.ts';
import { throttledAnnouncer } from './sync-progress.ts';

const site = { id: crypto.randomUUID(), organizationId: crypto.randomUUID() };

function row(processed: number): SyncRow {
  const now = new Date('2026-11-22T10:00:00Z');
  return {
    id: crypto.randomUUID(),
    siteId: site.id,
    mode: 'full',
    trigger: 'manual',
    status: 'running',
    cursor: null,
    pulledAt: null,
    updatedSince: null,
    total: 1000,
    processed,
    upserted: processed,
    removed: 0,
    rejected: 0,
    rejections: [],
    failureCode: null,
    failureReason: null,
    leaseExpiresAt: null,
    attempts: 1,
    startedAt: now,
    finishedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

describe('throttledAnnouncer', () => {
  it('should send at most one sync:progress per interval, and always the forced ones', async () => {
    const toOrganization = vi.fn();
    const announce = throttledAnnouncer(
      { realtime: { toOrganization } } as unknown as FastifyInstance,
      site,
      250,
    );

    for (let page = 1; page <= 20; page += 1) announce(row(page * 50));
    expect(toOrganization).toHaveBeenCalledTimes(1);
    expect(toOrganization).toHaveBeenLastCalledWith(site.organizationId, 'sync:progress', {
      siteId: site.id,
      sync: expect.objectContaining({ status: 'IN_PROGRESS', processed: 50, total: 1000, percentage: 5 }),
    });

    announce({ ...row(1000), status: 'done' }, true);
    expect(toOrganization).toHaveBeenCalledTimes(2);
    expect(toOrganization.mock.lastCall?.[2]).toMatchObject({ sync: { status: 'DONE', percentage: 100 } });

    await new Promise((resolve) => setTimeout(resolve, 260));
    announce(row(600));
    expect(toOrganization).toHaveBeenCalledTimes(3);
  });
});
