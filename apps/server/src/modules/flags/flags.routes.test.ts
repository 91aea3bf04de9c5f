// Feature flags per instance: the operators' flag states under /management/v1/flags (instanceManagement),
// each change audited in the platform's log, and the Unleash frontend API answering with the
// current engine of spec 1 §6's context.
import { FEATURE_FLAGS, flagStateSchema, flagStatesSchema } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, engines, featureFlags, sites } from '../../db/schema/index.ts';
import { operatorTestApp } from '../../testing/operators.ts';

const OPERATOR = 'flags-operator@playboard.test';

const { app, asOwner, site, otherSite, call } = await operatorTestApp('/management/v1', OPERATOR);
const [engine] = await app.db.select().from(engines).where(eq(engines.siteId, site.id));
const [otherEngine] = await app.db.select().from(engines).where(eq(engines.siteId, otherSite.id));

/** The names of the toggles the console of `engineUuid` gets, through a GET as unleash-proxy-client sends it. */
async function togglesOf(engineUuid?: string): Promise<string[]> {
  const context = engineUuid ? `&properties%5BengineUuid%5D=${engineUuid}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/flags/api/frontend?appName=playboard-console&sessionId=7${context}`,
    headers: { authorization: 'playboard-console' },
  });
  return response.json().toggles.map((toggle: { name: string }) => toggle.name);
}

const audited = (name: string) =>
  app.db.select().from(auditEntries).where(eq(auditEntries.entityId, name)).orderBy(auditEntries.createdAt);

describe('/management/v1/flags', () => {
  it('should refuse a merchant, even the owner of the instance (403)', async () => {
    expect((await call('GET', '/flags', undefined, asOwner)).status).toBe(403);
    const put = await call('PUT', '/flags/PLAY_USAGE', { mode: 'everyone' }, asOwner);
    expect(put.status).toBe(403);
    const [row] = await app.db.select().from(featureFlags).where(eq(featureFlags.name, 'PLAY_USAGE'));
    expect(row!.enabled).toBe(false);
  });

  it('should list every flag of spec 1 §6, all off by default', async () => {
    const { status, body } = await call('GET', '/flags');

    expect(status).toBe(200);
    const states = flagStatesSchema.parse(body);
    expect(states.source).toBe('embedded');
    expect(states.flags.map((flag) => flag.name)).toEqual([...FEATURE_FLAGS].sort());
    expect(states.flags.every((flag) => flag.mode === 'off' && flag.strategies.length === 0)).toBe(true);
  });

  it('should switch a flag on for one instance only: its consoles see it, the others do not', async () => {
    const { status, body } = await call('PUT', '/flags/PLAY_QUERY_RANKING', {
      mode: 'instances',
      instances: [site.instance],
    });

    expect(status).toBe(200);
    const state = flagStateSchema.parse(body);
    expect(state).toMatchObject({
      mode: 'instances',
      instances: [{ siteId: site.id, instance: site.instance, name: site.name }],
      updatedBy: OPERATOR,
      strategies: [
        {
          name: 'default',
          constraints: [{ contextName: 'engineUuid', operator: 'IN', values: [engine!.id] }],
        },
      ],
    });
    expect(await togglesOf(engine!.id)).toEqual(['PLAY_QUERY_RANKING']);
    expect(await togglesOf(otherEngine!.id)).toEqual([]);
    expect(await togglesOf()).toEqual([]);
    expect(await togglesOf('not-a-uuid')).toEqual([]);
  });

  it('should answer the instance’s toggles to a POST with the engine in the context’s properties', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/flags/api/frontend',
      headers: { authorization: 'playboard-console' },
      payload: { context: { appName: 'playboard-console', properties: { engineUuid: engine!.id } } },
    });
    expect(response.json().toggles.map((toggle: { name: string }) => toggle.name)).toEqual([
      'PLAY_QUERY_RANKING',
    ]);
  });

  it('should record the change in the platform’s audit log with its before and after', async () => {
    const [entry] = await audited('PLAY_QUERY_RANKING');
    expect(entry).toMatchObject({
      organizationId: null,
      area: 'flags',
      action: 'flag.update',
      actorEmail: OPERATOR,
      before: { name: 'PLAY_QUERY_RANKING', mode: 'off', instances: [] },
      after: { name: 'PLAY_QUERY_RANKING', mode: 'instances', instances: [{ instance: site.instance }] },
    });
    const log = await call('GET', '/audit?area=flags');
    expect(log.body.entries.map((row: { entityId: string }) => row.entityId)).toEqual(['PLAY_QUERY_RANKING']);
  });

  it('should record a double submit once', async () => {
    const again = await call('PUT', '/flags/PLAY_QUERY_RANKING', {
      mode: 'instances',
      instances: [site.instance, site.instance],
    });
    expect(again.status).toBe(200);
    expect(again.body.instances).toHaveLength(1);
    expect(await audited('PLAY_QUERY_RANKING')).toHaveLength(1);
  });

  it('should turn a flag on for everyone, then off for everyone', async () => {
    const everyone = await call('PUT', '/flags/PLAY_QUERY_RANKING', { mode: 'everyone' });
    expect(everyone.body).toMatchObject({
      mode: 'everyone',
      instances: [],
      strategies: [{ name: 'default', constraints: [] }],
    });
    expect(await togglesOf(otherEngine!.id)).toEqual(['PLAY_QUERY_RANKING']);
    expect(await togglesOf()).toEqual(['PLAY_QUERY_RANKING']);

    const off = await call('PUT', '/flags/PLAY_QUERY_RANKING', { mode: 'off' });
    expect(off.body).toMatchObject({ mode: 'off', instances: [], strategies: [] });
    expect(await togglesOf(engine!.id)).toEqual([]);
    expect((await audited('PLAY_QUERY_RANKING')).map((entry) => entry.after)).toMatchObject([
      { mode: 'instances' },
      { mode: 'everyone' },
      { mode: 'off' },
    ]);
  });

  it('should refuse bad input with a clear error and change nothing', async () => {
    const before = await call('GET', '/flags');
    const refused = [
      await call('PUT', '/flags/PLAY_USAGE', { mode: 'instances', instances: [] }),
      await call('PUT', '/flags/PLAY_USAGE', { mode: 'everyone', instances: [site.instance] }),
      await call('PUT', '/flags/PLAY_USAGE', { mode: 'sometimes' }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.errors[0].code])).toEqual([
      [400, 'global-400'],
      [400, 'global-400'],
      [400, 'global-400'],
    ]);
    expect(refused[0]!.body.errors[0].message).toMatch(/instances/);

    const unknownInstance = await call('PUT', '/flags/PLAY_USAGE', {
      mode: 'instances',
      instances: [site.instance, 'no-such-shop'],
    });
    expect([unknownInstance.status, unknownInstance.body.errors[0].message]).toEqual([
      404,
      'Instance not found: no-such-shop',
    ]);
    const unknownFlag = await call('PUT', '/flags/PLAY_TELEPORT', { mode: 'everyone' });
    expect([unknownFlag.status, unknownFlag.body.errors[0].message]).toEqual([
      404,
      'Feature flag not found: PLAY_TELEPORT',
    ]);

    expect((await call('GET', '/flags')).body).toEqual(before.body);
    expect(await audited('PLAY_USAGE')).toEqual([]);
  });

  it('should drop a deleted site from the flags it was listed in', async () => {
    await call('PUT', '/flags/PLAY_USAGE', {
      mode: 'instances',
      instances: [site.instance, otherSite.instance],
    });
    await app.db.delete(sites).where(eq(sites.id, otherSite.id));

    const { body } = await call('GET', '/flags');
    const usage = body.flags.find((flag: { name: string }) => flag.name === 'PLAY_USAGE');
    expect(usage.instances.map((row: { instance: string }) => row.instance)).toEqual([site.instance]);
  });
});

describe('FLAGS_ON with flags per instance', async () => {
  const forced = await operatorTestApp('/management/v1', 'forced-operator@playboard.test', {
    FLAGS_ON: 'PLAY_USAGE',
  });

  it('should say a flag of FLAGS_ON is forced on for everyone', async () => {
    const { body } = await forced.call('GET', '/flags');
    const usage = body.flags.find((flag: { name: string }) => flag.name === 'PLAY_USAGE');
    expect(usage).toMatchObject({ mode: 'off', forcedOn: true });
  });
});
