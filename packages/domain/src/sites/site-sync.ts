import { z } from 'zod';
import { PLATFORMS } from '../platforms/platform-capabilities.ts';
import { SETUP_STATUSES, SYNC_STATUSES } from './sites.ts';

/** A full sync reads the whole catalogue; an incremental one what changed since the last success. */
export const SYNC_MODES = ['full', 'incremental'] as const;

/** What started a sync. */
export const SYNC_TRIGGERS = ['setup', 'manual', 'schedule', 'retry'] as const;

/** The most rejected products a sync reports with their reasons. */
export const SYNC_REJECTIONS_SHOWN = 50;

const timestamp = z.iso.datetime({ offset: true });

/** One catalogue sync as the Index API and the `sync:progress` event report it (queued and running read IN_PROGRESS). */
export const syncViewSchema = z.object({
  id: z.string(),
  mode: z.enum(SYNC_MODES),
  trigger: z.enum(SYNC_TRIGGERS),
  status: z.enum(SYNC_STATUSES),
  processed: z.number().int(),
  /** Unknown until the shop reports its catalogue size. */
  total: z.number().int().nullable(),
  percentage: z.number().int().min(0).max(100).nullable(),
  upserted: z.number().int(),
  removed: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ id: z.string(), reason: z.string() })).max(SYNC_REJECTIONS_SHOWN),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});

/** A sync. */
export type SyncView = z.infer<typeof syncViewSchema>;

/** GET sites/{id}/syncs/current (Index API). */
export const currentSyncSchema = z.object({
  sync: syncViewSchema.nullable(),
  lastSuccessAt: timestamp.nullable(),
  nextScheduledAt: timestamp.nullable(),
});

/** The current sync of a site, its last success and its next scheduled run. */
export type CurrentSync = z.infer<typeof currentSyncSchema>;

/** GET sites/{id}/setup and POST sites/{id}/setup/retries (spec 1 §7): DONE means indexed. */
export const setupStateSchema = z.object({
  status: z.enum(SETUP_STATUSES),
  sync: syncViewSchema.nullable(),
});

/** The indexing status of a new site. */
export type SetupState = z.infer<typeof setupStateSchema>;

/** Payload of the realtime `sync:progress` event, sent to the site's organisation. */
export const syncProgressEventSchema = z.object({ siteId: z.string(), sync: syncViewSchema });

/** A `sync:progress` event. */
export type SyncProgressEvent = z.infer<typeof syncProgressEventSchema>;

/** GET connectors/{type}/sites/check (spec 1 §7): what the shop's module reported. */
export const siteCheckSchema = z.object({
  shopName: z.string(),
  platform: z.enum(PLATFORMS),
  moduleVersion: z.string().nullable(),
  languages: z.array(z.string()),
  currency: z.string().nullable(),
});

/** A successful connection check. */
export type SiteCheck = z.infer<typeof siteCheckSchema>;

/** GET sites/{id}/connector (spec 1 §7): the installed module against the platform's versions. */
export const connectorInfoSchema = z.object({
  platform: z.enum(PLATFORMS),
  installedVersion: z.string().nullable(),
  latestVersion: z.string().nullable(),
  minimumVersion: z.string().nullable(),
  updateAvailable: z.boolean(),
  updateable: z.boolean(),
});

/** A site's connector versions. */
export type ConnectorInfo = z.infer<typeof connectorInfoSchema>;
