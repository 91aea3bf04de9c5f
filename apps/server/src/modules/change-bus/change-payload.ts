// What one app instance tells the others on the PostgreSQL notification channel: a catalogue or a
// configuration change of one site, tagged with the sending instance. The database handle of a
// change never travels; the receiver re-emits the change with its own.
import { z } from 'zod';
import type { CatalogChange } from '../catalog/index.ts';

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
export function encodeCatalogChange(from: string, change: Omit<CatalogChange, 'db'>): string[] {
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

export function encodeConfigChange(from: string, siteId: string): string {
  return JSON.stringify({ from, kind: 'config', siteId });
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
