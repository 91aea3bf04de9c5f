// Feature flags in the Unleash frontend-API shape, so the console's unleash-proxy-client talks to
// this server as it would to Unleash Edge. A flag is on for everyone, off, or on for listed
// instances: their engines' uuids are the `engineUuid` the console sends in its context. A name in
// FLAGS_ON turns a flag on for everyone whatever is stored.
import {
  DomainError,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FlagInput,
  type FlagMode,
  type FlagState,
  type UnleashStrategy,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../history/index.ts';
import { enginesOfSites, siteIdOfEngine, sitesByIds, sitesOfInstances } from '../sites/index.ts';
import { createFlagsRepo, type StoredFlag } from './flags.repo.ts';

export interface FrontendToggle {
  name: string;
  enabled: true;
  variant: { name: string; enabled: boolean };
  impressionData: boolean;
}

/** Every flag of spec 1 §6 exists in the table, off unless the operator switched it on. */
export async function ensureFlags(db: Database): Promise<void> {
  await createFlagsRepo(db).ensure(FEATURE_FLAGS);
}

const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

function modeOf(flag: StoredFlag): FlagMode {
  if (flag.enabled) return 'everyone';
  return flag.siteIds.length > 0 ? 'instances' : 'off';
}

/**
 * The flags on for a console whose current engine is `engineUuid` (none: a console with no site
 * yet), listed as Unleash's frontend API lists them: only the enabled ones.
 */
export async function enabledToggles(
  db: Database,
  flagsOn: readonly string[],
  engineUuid: string | undefined,
): Promise<FrontendToggle[]> {
  const flags = await createFlagsRepo(db).list();
  const scoped = flags.some((flag) => modeOf(flag) === 'instances');
  const siteId = scoped && engineUuid ? await siteIdOfEngine(db, engineUuid) : undefined;
  const on = flags.filter((flag) => flag.enabled || (siteId !== undefined && flag.siteIds.includes(siteId)));
  const names = new Set([...on.map((flag) => flag.name), ...flagsOn]);
  return [...names].sort().map((name) => ({
    name,
    enabled: true,
    variant: { name: 'disabled', enabled: false },
    impressionData: false,
  }));
}

/** The flag's rule as Unleash strategies: what a real Unleash would hold for the same behaviour. */
function strategiesOf(mode: FlagMode, engineUuids: readonly string[]): UnleashStrategy[] {
  if (mode === 'off') return [];
  if (mode === 'everyone') return [{ name: 'default', constraints: [] }];
  return [
    {
      name: 'default',
      constraints: [{ contextName: 'engineUuid', operator: 'IN', values: [...engineUuids] }],
    },
  ];
}

async function statesOf(
  db: Database,
  flags: readonly StoredFlag[],
  flagsOn: readonly string[],
): Promise<FlagState[]> {
  const siteIds = [...new Set(flags.flatMap((flag) => flag.siteIds))];
  const [sites, engines] = await Promise.all([sitesByIds(db, siteIds), enginesOfSites(db, siteIds)]);
  return flags
    .filter((flag) => isFeatureFlag(flag.name))
    .map((flag) => {
      const mode = modeOf(flag);
      const listed = sites.filter((site) => flag.siteIds.includes(site.id));
      return {
        name: flag.name as FeatureFlag,
        description: flag.description,
        mode,
        instances: listed.map((site) => ({ siteId: site.id, instance: site.instance, name: site.name })),
        forcedOn: flagsOn.includes(flag.name),
        strategies: strategiesOf(
          mode,
          engines.filter((engine) => flag.siteIds.includes(engine.siteId)).map((engine) => engine.id),
        ),
        updatedAt: flag.updatedAt.toISOString(),
        updatedBy: flag.updatedBy,
      };
    });
}

/** Every flag of spec 1 §6 with its state, by name. */
export async function flagStates(db: Database, flagsOn: readonly string[]): Promise<FlagState[]> {
  return statesOf(db, await createFlagsRepo(db).list(), flagsOn);
}

function flagNotFound(name: string): DomainError {
  return new DomainError('global-404', `Feature flag not found: ${name}`, { status: 404 });
}

/** The site ids of these instance keys; an unknown one is a 404 that names it. */
async function siteIdsOf(db: Database, instances: readonly string[]): Promise<string[]> {
  const unique = [...new Set(instances)];
  if (unique.length === 0) return [];
  const found = await sitesOfInstances(db, unique);
  const unknown = unique.filter((instance) => !found.some((site) => site.instance === instance));
  if (unknown.length > 0) {
    throw new DomainError('global-404', `Instance not found: ${unknown.join(', ')}`, { status: 404 });
  }
  return found.map((site) => site.id);
}

const sameSites = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((siteId) => b.includes(siteId));

/**
 * The flag becomes on for everyone, off, or on for the listed instances, and the change is in the
 * platform's audit log (its before and after states) in the same transaction. Setting the state it
 * already has changes and records nothing, so a double submit is one change.
 */
export async function setFlag(
  db: Database,
  name: string,
  input: FlagInput,
  actor: Actor | null,
  flagsOn: readonly string[],
): Promise<FlagState> {
  if (!isFeatureFlag(name)) throw flagNotFound(name);
  const siteIds = input.mode === 'instances' ? await siteIdsOf(db, input.instances) : [];
  const enabled = input.mode === 'everyone';
  return db.transaction(async (tx) => {
    const repo = createFlagsRepo(tx);
    const before = await repo.findForUpdate(name);
    if (!before) throw flagNotFound(name);
    if (before.enabled === enabled && sameSites(before.siteIds, siteIds)) {
      const [state] = await statesOf(tx, [before], flagsOn);
      return state!;
    }
    await repo.save(name, { enabled, siteIds }, actor?.email ?? null);
    const after = await repo.findForUpdate(name);
    const [beforeState, afterState] = await statesOf(tx, [before, after!], flagsOn);
    await recordAudit(tx, {
      organizationId: null,
      area: 'flags',
      action: 'flag.update',
      entityId: name,
      before: beforeState,
      after: afterState,
      actor,
    });
    return afterState!;
  });
}

export interface MetricsReport {
  appName: string;
  instanceId?: string | undefined;
  environment?: string | undefined;
  bucket: { start: Date; stop: Date; toggles: Record<string, unknown> };
}

export async function recordMetrics(db: Database, report: MetricsReport, now: Date): Promise<void> {
  await createFlagsRepo(db).insertMetrics({
    appName: report.appName,
    instanceId: report.instanceId ?? '',
    environment: report.environment ?? 'default',
    bucketStart: report.bucket.start,
    bucketStop: report.bucket.stop,
    toggles: report.bucket.toggles,
    receivedAt: now,
  });
}
