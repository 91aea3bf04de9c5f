import { SYNC_MODES, type SYNC_TRIGGERS } from '@playboard/domain';
import { z } from 'zod';
import { productIdsSchema } from '../catalog/index.ts';

export {
  currentSyncSchema,
  setupStateSchema,
  SYNC_REJECTIONS_SHOWN,
  syncViewSchema,
  type SyncView,
} from '@playboard/domain';

export type SyncMode = (typeof SYNC_MODES)[number];
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

export const startSyncBody = z.object({ mode: z.enum(SYNC_MODES).optional() }).strict();

export const engineIndexResponse = z.object({
  engineId: z.uuid(),
  status: z.literal('IN_PROGRESS'),
});

/** Products one push call may carry (docs/connectors.md). */
export const PUSH_MAX_PRODUCTS = 1000;

const rejection = z.object({ id: z.string(), reason: z.string() });

export const pushProductsBody = z.object({
  products: z.array(z.unknown()).max(PUSH_MAX_PRODUCTS),
});

export const pushProductsResponse = z.object({
  upserted: z.number().int(),
  rejected: z.array(rejection),
});

export const pushDeletionsBody = z.object({ ids: productIdsSchema.max(PUSH_MAX_PRODUCTS) });

export const pushDeletionsResponse = z.object({ removed: z.number().int() });
