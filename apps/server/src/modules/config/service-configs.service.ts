import {
  CONFIG_SERVICES,
  DomainError,
  SERVICE_CONFIG_SCHEMAS,
  effectiveServiceConfig,
  stripEmpty,
  type ConfigEntity,
  type ConfigHistory,
  type ConfigInput,
  type ConfigIssue,
  type ConfigService,
  type ServiceConfigs,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { ServiceConfigRow } from '../../db/schema/index.ts';
import type { Store } from '../../plugins/changes.ts';
import {
  listRevisions,
  revertRevision,
  siteOfRevision,
  writeConfig,
  writeCreations,
  type Actor,
  type VersionedKind,
} from '../history/index.ts';
import { siteById, sitesOfInstances } from '../sites/index.ts';
import { serviceConfigIssues } from './service-config-validation.ts';
import {
  createServiceConfigsRepo,
  serviceConfigsOfSites,
  type StoredServiceConfig,
} from './service-configs.repo.ts';

/** A site as the Config API names it: by its instance key. */
interface Instance {
  id: string;
  instance: string;
}

const stored = (row: ServiceConfigRow): StoredServiceConfig => ({ enabled: row.enabled, data: row.data });

/**
 * An instance's set of one service as history versions it (entity id: the service): enabled and
 * data, without the metadata, so a revert puts back the settings and not who wrote them.
 */
export const serviceConfigKind: VersionedKind = {
  kind: 'serviceConfig',
  async find(tx, siteId, service) {
    const row = await createServiceConfigsRepo(tx, { siteId }).find(service as ConfigService);
    return row && stored(row);
  },
  async restore(tx, siteId, service, value) {
    const repo = createServiceConfigsRepo(tx, { siteId });
    if (value === undefined) return repo.remove(service as ConfigService);
    return repo.save(service as ConfigService, value as StoredServiceConfig, null);
  },
};

function entityOf(service: ConfigService, instance: string, row: ServiceConfigRow | undefined): ConfigEntity {
  return {
    id: `${service}:${instance}`,
    service,
    instance,
    enabled: row?.enabled ?? true,
    data: row?.data ?? {},
    schema: SERVICE_CONFIG_SCHEMAS[service],
    metadata: {
      custom: row !== undefined,
      createdAt: row?.createdAt.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    },
  };
}

function instanceNotFound(instances: readonly string[]): DomainError {
  return new DomainError('global-404', `Instance not found: ${instances.join(', ')}`, { status: 404 });
}

/** The sites of these instance keys (every site without a list); an unknown one is a 404. */
async function instancesOf(db: Database, instances?: readonly string[]): Promise<Instance[]> {
  const found = await sitesOfInstances(db, instances);
  const unknown = (instances ?? []).filter((instance) => !found.some((site) => site.instance === instance));
  if (unknown.length > 0) throw instanceNotFound(unknown);
  return found;
}

async function instanceOf(db: Database, instance: string): Promise<Instance> {
  const [site] = await instancesOf(db, [instance]);
  return site!;
}

async function entity(db: Database, site: Instance, service: ConfigService): Promise<ConfigEntity> {
  return entityOf(
    service,
    site.instance,
    await createServiceConfigsRepo(db, { siteId: site.id }).find(service),
  );
}

/** The comma-joined instance list of `GET secure/configs` (spec 2 §7), blanks and repeats dropped. */
function instanceList(joined: string | undefined): string[] | undefined {
  if (joined === undefined) return undefined;
  const instances = [...new Set(joined.split(',').map((instance) => instance.trim()))].filter(Boolean);
  return instances.length > 0 ? instances : undefined;
}

/**
 * The entities of these instances (every instance without a list: the platform's operators reach
 * them all) for one service or every service; an instance without its own set answers the defaults.
 */
export async function listServiceConfigs(
  db: Database,
  query: { service?: ConfigService | undefined; instance?: string | undefined },
): Promise<ConfigEntity[]> {
  const sites = await instancesOf(db, instanceList(query.instance));
  const rows = await serviceConfigsOfSites(
    db,
    sites.map((site) => site.id),
  );
  const services = query.service ? [query.service] : CONFIG_SERVICES;
  return sites.flatMap((site) =>
    services.map((service) =>
      entityOf(
        service,
        site.instance,
        rows.find((row) => row.siteId === site.id && row.service === service),
      ),
    ),
  );
}

/** A refused save: the one error shape with each refused field (spec 2 §8: status and details). */
export class ConfigValidationError extends DomainError {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(
      'global-400',
      `The configuration is not valid: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
      { status: 400 },
    );
    this.issues = issues;
  }
}

/**
 * `PUT secure/configs`: the instance's set of the service becomes this data, empty strings and
 * undefined values stripped (spec 2 §5), once valid against the service's schema; nothing changes
 * otherwise. `enabled` left out keeps the set's (a new set is enabled).
 */
export async function saveServiceConfig(
  store: Store,
  input: ConfigInput,
  actor: Actor | null,
): Promise<ConfigEntity> {
  const site = await instanceOf(store.db, input.instance);
  const data = stripEmpty(input.data) as Record<string, unknown>;
  const issues = serviceConfigIssues(input.service, data);
  if (issues.length > 0) throw new ConfigValidationError(issues);
  await writeConfig(
    store,
    { siteId: site.id, kind: serviceConfigKind, entityId: input.service, actor },
    async (tx) => {
      const repo = createServiceConfigsRepo(tx, { siteId: site.id });
      const enabled = input.enabled ?? (await repo.find(input.service))?.enabled ?? true;
      await repo.save(input.service, { enabled, data }, actor?.email ?? null);
    },
  );
  return entity(store.db, site, input.service);
}

/** `PUT secure/configs/enable`: switches the instance's set on or off, its data kept. */
export async function enableServiceConfig(
  store: Store,
  query: { enabled: boolean; service: ConfigService; instance: string },
  actor: Actor | null,
): Promise<ConfigEntity> {
  const site = await instanceOf(store.db, query.instance);
  await writeConfig(
    store,
    { siteId: site.id, kind: serviceConfigKind, entityId: query.service, actor },
    async (tx) => {
      const repo = createServiceConfigsRepo(tx, { siteId: site.id });
      const data = (await repo.find(query.service))?.data ?? {};
      await repo.save(query.service, { enabled: query.enabled, data }, actor?.email ?? null);
    },
  );
  return entity(store.db, site, query.service);
}

/**
 * `POST secure/instances/{instance}`: the instance gets its own set of every service, from the
 * defaults (no data, enabled); a set it already has is left as it is, so a second submit loses
 * nothing. `created` says whether any set was new.
 */
export async function createInstanceConfigs(
  store: Store,
  instance: string,
  actor: Actor | null,
): Promise<{ created: boolean; entities: ConfigEntity[] }> {
  const site = await instanceOf(store.db, instance);
  const created = await writeCreations(
    store,
    { siteId: site.id, kind: serviceConfigKind, actor },
    async (tx) => {
      const repo = createServiceConfigsRepo(tx, { siteId: site.id });
      const made: { entityId: string; after: StoredServiceConfig }[] = [];
      for (const service of CONFIG_SERVICES) {
        if (await repo.create(service, actor?.email ?? null)) {
          made.push({ entityId: service, after: { enabled: true, data: {} } });
        }
      }
      return made;
    },
  );
  return { created: created.length > 0, entities: await listServiceConfigs(store.db, { instance }) };
}

/** `DELETE secure/instances/{instance}`: the instance's own sets go, each recorded; it falls back to the defaults. */
export async function deleteInstanceConfigs(
  store: Store,
  instance: string,
  actor: Actor | null,
): Promise<void> {
  const site = await instanceOf(store.db, instance);
  const own = await createServiceConfigsRepo(store.db, { siteId: site.id }).list();
  for (const { service } of own) {
    await writeConfig(store, { siteId: site.id, kind: serviceConfigKind, entityId: service, actor }, (tx) =>
      createServiceConfigsRepo(tx, { siteId: site.id }).remove(service),
    );
  }
}

/** Most changes the history answers: an operator reads the recent ones. */
const HISTORY_LIMIT = 100;

/** The changes of an instance's set of one service, newest first. */
export async function serviceConfigHistory(
  db: Database,
  query: { service: ConfigService; instance: string },
): Promise<ConfigHistory> {
  const site = await instanceOf(db, query.instance);
  const { revisions } = await listRevisions(db, site.id, {
    kind: 'serviceConfig',
    entityId: query.service,
    limit: HISTORY_LIMIT,
    offset: 0,
  });
  return {
    revisions: revisions.map((revision) => {
      // A deletion leaves the instance on the defaults: enabled, no data of its own.
      const after = (revision.after as StoredServiceConfig | null) ?? { enabled: true, data: {} };
      return {
        id: revision.id,
        at: revision.createdAt,
        actor: revision.actor?.email ?? null,
        enabled: after.enabled,
        data: after.data,
        custom: revision.after !== null,
        previous: (revision.before as StoredServiceConfig | null) ?? null,
        ...(revision.revertOf ? { revertOf: revision.revertOf } : {}),
      };
    }),
  };
}

const kinds = new Map([[serviceConfigKind.kind, serviceConfigKind]]);

/**
 * Puts an instance's set back as it was before the revision, as a new revision. An operator's
 * revert is meant: later changes of the set are overwritten as well (the history lists them).
 */
export async function revertServiceConfig(
  store: Store,
  revisionId: string,
  actor: Actor,
): Promise<ConfigEntity> {
  const siteId = await siteOfRevision(store.db, revisionId, 'serviceConfig');
  if (!siteId) throw new DomainError('global-404', `Revision ${revisionId} not found`, { status: 404 });
  const revision = await revertRevision(store, kinds, siteId, revisionId, { confirm: true }, actor);
  const service = revision.entityId as ConfigService;
  const repo = createServiceConfigsRepo(store.db, { siteId });
  // History restores the settings without knowing who asked; the set says who changed it last.
  if (revision.after !== null) await repo.touch(service, actor.email);
  const site = await siteById(store.db, siteId);
  return entityOf(service, site!.instance, await repo.find(service));
}

/** The settings each service applies for a site now: its own sets where enabled, else the defaults. */
export async function loadServiceConfigs(db: Database, siteId: string): Promise<ServiceConfigs> {
  const rows = await createServiceConfigsRepo(db, { siteId }).list();
  const setOf = (service: ConfigService) => {
    const row = rows.find((candidate) => candidate.service === service);
    return row && stored(row);
  };
  return {
    search: effectiveServiceConfig('search', setOf('search')),
    tracking: effectiveServiceConfig('tracking', setOf('tracking')),
    layer: effectiveServiceConfig('layer', setOf('layer')),
  };
}
