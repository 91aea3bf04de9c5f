import { describe, expect, it } from 'vitest';
import {
  decodeChange,
  encodeCatalogChange,
  encodeConfigChange,
  maxPayloadBytes,
  maxPayloadsPerChange,
} from './change-payload.ts';

const siteId = '7f1c2d9e-4b5a-4c3d-9e8f-0a1b2c3d4e5f';
const from = 'app-a';
const ids = (count: number, prefix = 'product') =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(6, '0')}`);

describe('encodeCatalogChange', () => {
  it('should announce a small change in one notification that decodes to the same ids', () => {
    const payloads = encodeCatalogChange(from, { siteId, upserted: ['p1', 'p2'], removed: ['p3'] });
    expect(payloads).toHaveLength(1);
    expect(decodeChange(payloads[0]!)).toEqual({
      from,
      kind: 'catalog',
      siteId,
      upserted: ['p1', 'p2'],
      removed: ['p3'],
    });
  });

  it('should split a change too large for one 8,000-byte notification without losing an id', () => {
    const upserted = ids(1000);
    const removed = ids(200, 'gone');
    const payloads = encodeCatalogChange(from, { siteId, upserted, removed });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    const decoded = payloads.map((payload) => decodeChange(payload));
    expect(decoded.flatMap((change) => (change?.kind === 'catalog' ? change.upserted : []))).toEqual(
      upserted,
    );
    expect(decoded.flatMap((change) => (change?.kind === 'catalog' ? change.removed : []))).toEqual(removed);
  });

  it('should count bytes, not characters, for ids outside ASCII', () => {
    const upserted = ids(800, 'camiseta-niño-talla-única');
    for (const payload of encodeCatalogChange(from, { siteId, upserted, removed: [] }))
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
  });

  it(`should announce a rebuild of the site when the ids need more than ${maxPayloadsPerChange} notifications`, () => {
    const payloads = encodeCatalogChange(from, { siteId, upserted: ids(20_000), removed: [] });
    expect(payloads).toHaveLength(1);
    expect(decodeChange(payloads[0]!)).toEqual({
      from,
      kind: 'catalog',
      siteId,
      upserted: [],
      removed: [],
      rebuild: true,
    });
  });

  it('should announce a change that asks for a rebuild as a rebuild', () => {
    const payloads = encodeCatalogChange(from, { siteId, upserted: [], removed: [], rebuild: true });
    expect(payloads.map((payload) => decodeChange(payload))).toEqual([
      { from, kind: 'catalog', siteId, upserted: [], removed: [], rebuild: true },
    ]);
  });
});

describe('decodeChange', () => {
  it('should read a configuration change with its resource, entities and revision', () => {
    const change = { siteId, resource: 'synonym' as const, ids: ['g1'], revision: 'r1' };
    expect(decodeChange(encodeConfigChange(from, change))).toEqual({ from, kind: 'config', ...change });
    expect(decodeChange(encodeConfigChange(from, { siteId }))).toEqual({ from, kind: 'config', siteId });
  });

  it('should name only the resource of a change whose entities do not fit in one notification', () => {
    const change = { siteId, resource: 'synonym' as const, ids: ids(1000) };
    const payload = encodeConfigChange(from, change);
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(maxPayloadBytes);
    expect(decodeChange(payload)).toEqual({ from, kind: 'config', siteId, resource: 'synonym' });
  });

  it.each(['not json', '{"from":"x","kind":"price","siteId":"s"}', '{"kind":"config"}'])(
    'should ignore a notification it does not know (%s)',
    (payload) => {
      expect(decodeChange(payload)).toBeUndefined();
    },
  );
});
