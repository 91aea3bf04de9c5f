// What one app instance tells the others on the PostgreSQL notification channel: a catalogue or a
// configuration change of one site, tagged with the sending instance; the receiver emits it on its
// own change stream.
import { configRevisionKindSchema } from '@playboard/domain';
import { z } from 'zod';
import type { CatalogChange, ConfigChange } from '../../plugins/changes.ts';

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const maxPayloadBytes = 7999;
/**
 * A catalogue change whose ids need more notifications than this is announced as a rebuild of
 * its site instead: a change that large (thousands of products) is cheaper to rebuild from the
 * database than to apply id by id.
 */
export const maxPayloadsPerChange = 16;

const catalogPayload = z.object({
  from: z.string(),
  kind: z.literal('catalog'),
  siteId: z.string(),
  upserted: z.array(z.string()),
  removed: z.array(z.string()),
  rebuild: z.literal(true).optional(),
});

const configPayload = z.object({
  from: z.string(),
  kind: z.literal('config'),
  siteId: z.string(),
  resource: configRevisionKindSchema.optional(),
  ids: z.array(z.string()).optional(),
  revision: z.string().optional(),
});

const changePayload = z.discriminatedUnion('kind', [catalogPayload, configPayload]);

export type ChangePayload = z.infer<typeof changePayload>;

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * The notification payloads announcing a catalogue change: one when it fits, its ids split over
 * several when not, a single rebuild of the site when even that takes too many.
 */
export function encodeCatalogChange(from: string, change: CatalogChange): string[] {
  const header = { from, kind: 'catalog' as const, siteId: change.siteId };
  const rebuild = [JSON.stringify({ ...header, upserted: [], removed: [], rebuild: true })];
  if (change.rebuild) return rebuild;
  const whole = JSON.stringify({ ...header, upserted: change.upserted, removed: change.removed });
  if (bytes(whole) <= maxPayloadBytes) return [whole];

  // Product ids are at most 128 characters, so every id fits in a part of its own.
  const payloads: string[] = [];
  const fixed = bytes(JSON.stringify({ ...header, upserted: [], removed: [] }));
  let part = { upserted: [] as string[], removed: [] as string[] };
  let size = fixed;
  const ids = [
    ...change.upserted.map((id) => ['upserted', id] as const),
    ...change.removed.map((id) => ['removed', id] as const),
  ];
  for (const [list, id] of ids) {
    // The id's JSON string and the comma before it.
    const cost = bytes(JSON.stringify(id)) + 1;
    if (size + cost > maxPayloadBytes) {
      payloads.push(JSON.stringify({ ...header, ...part }));
      if (payloads.length === maxPayloadsPerChange) return rebuild;
      part = { upserted: [], removed: [] };
      size = fixed;
    }
    part[list].push(id);
    size += cost;
  }
  payloads.push(JSON.stringify({ ...header, ...part }));
  return payloads;
}

/**
 * The notification announcing a configuration change; a change naming too many entities for one
 * notification (a bulk import) names its resource alone, which the receiver reloads whole.
 */
export function encodeConfigChange(from: string, change: ConfigChange): string {
  const whole = JSON.stringify({ from, kind: 'config', ...change });
  if (bytes(whole) <= maxPayloadBytes) return whole;
  const { ids: _ids, ...named } = change;
  return JSON.stringify({ from, kind: 'config', ...named });
}

/** The change a notification announces, or undefined for a payload this version does not know. */
export function decodeChange(payload: string): ChangePayload | undefined {
  try {
    const parsed = changePayload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
