import {
  DomainError,
  synonymGroupInputSchema,
  synonymImportInputSchema,
  synonymSettingsSchema,
  translate,
  validateSynonymImportFile,
  type Language,
  type MerchandisingListQuery,
  type SynonymGroup,
  type SynonymGroupInput,
  type SynonymImportResult,
  type SynonymSettings,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, writeCreations, type Actor, type VersionedKind } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { readSynonymsFile, synonymKey, writeSynonymsFile } from './synonyms-file.ts';
import { createSynonymSettingsRepo } from './synonym-settings.repo.ts';
import { createSynonymsRepo } from './synonyms.repo.ts';

/**
 * The synonym settings' entity in the synonyms' history: the groups are known by uuid, so this key
 * never names one. The switch lives with the synonyms (their screen, their history), not with the
 * search settings.
 */
export const SYNONYM_SETTINGS_ENTITY = 'settings';

const groupKind = itemKind('synonym', createSynonymsRepo, synonymGroupInputSchema);

/** The synonyms' history: each group by its id, and the settings as {@link SYNONYM_SETTINGS_ENTITY}. */
export const synonymKind: VersionedKind = {
  kind: 'synonym',
  find: (tx, siteId, id) =>
    id === SYNONYM_SETTINGS_ENTITY
      ? createSynonymSettingsRepo(tx, { siteId }).get()
      : groupKind.find(tx, siteId, id),
  async restore(tx, siteId, id, value) {
    if (id !== SYNONYM_SETTINGS_ENTITY) return groupKind.restore(tx, siteId, id, value);
    // Settings are never deleted: a revision without a value restores the defaults' switch on.
    await createSynonymSettingsRepo(tx, { siteId }).put(
      value === undefined ? { builtIn: true } : synonymSettingsSchema.parse(value),
    );
  },
};

export async function getSynonymSettings(db: Database, siteId: string): Promise<SynonymSettings> {
  return createSynonymSettingsRepo(db, { siteId }).get();
}

/** Switches the built-in synonyms on or off for the site; the same value again records nothing. */
export async function updateSynonymSettings(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymSettings> {
  const value = parseInput(synonymSettingsSchema, input);
  return writeConfig(store, { siteId, kind: synonymKind, entityId: SYNONYM_SETTINGS_ENTITY, actor }, (tx) =>
    createSynonymSettingsRepo(tx, { siteId }).put(value),
  );
}

/** A group equal to one the site has (a double submit) answers syn-2 naming it. */
async function assertNew(tx: Database, siteId: string, value: SynonymGroupInput, except?: string) {
  const repo = createSynonymsRepo(tx, { siteId });
  await lockList(tx, 'synonyms', siteId);
  const equal = await repo.findEqual(value, except);
  if (equal) {
    throw new DomainError('syn-2', `Synonym group already exists: ${equal.id} (${equal.terms.join(', ')})`, {
      status: 409,
    });
  }
}

export async function listSynonyms(
  db: Database,
  siteId: string,
  query: MerchandisingListQuery,
): Promise<{ synonyms: SynonymGroup[]; total: number }> {
  const { items, total } = await createSynonymsRepo(db, { siteId }).page(query);
  return { synonyms: items, total };
}

export async function getSynonym(db: Database, siteId: string, id: string): Promise<SynonymGroup> {
  const group = await createSynonymsRepo(db, { siteId }).find(id);
  if (!group) throw notFound('Synonym', id);
  return group;
}

export async function createSynonym(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: synonymKind, entityId: (item: SynonymGroup) => item.id!, actor },
    async (tx) => {
      await assertNew(tx, siteId, value);
      return createSynonymsRepo(tx, { siteId }).insert(value);
    },
  );
}

export async function updateSynonym(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymGroup> {
  const value = parseInput(synonymGroupInputSchema, input);
  return writeConfig(store, { siteId, kind: synonymKind, entityId: id, actor }, async (tx) => {
    const repo = createSynonymsRepo(tx, { siteId });
    if (!(await repo.find(id))) throw notFound('Synonym', id);
    await assertNew(tx, siteId, value, id);
    const group = await repo.update(id, value);
    if (!group) throw notFound('Synonym', id);
    return group;
  });
}

/**
 * Deletes a group. One already gone (deleted by someone else meanwhile, or never this site's)
 * answers 404: nothing else can stop a delete, as nothing refers to a synonym group, so syn-1 is
 * never the answer (docs/spec-coverage.md).
 */
export async function deleteSynonym(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: synonymKind, entityId: id, actor }, async (tx) => {
    if (!(await createSynonymsRepo(tx, { siteId }).remove(id))) throw notFound('Synonym', id);
  });
}

/** A refused import file: the spec's message on the field, nothing imported. */
function badFile(field: string, key: string): DomainError {
  return new DomainError('global-400', `${field}: ${translate(key, 'en')}`, { status: 400 });
}

/**
 * Imports a synonym file (spec 1 §5: CSV or TXT, at most 1MB, one group a line; and Solr's
 * synonyms.txt). A line equal to a group the site has (or to an earlier line) is unchanged, so
 * importing a file twice adds nothing; a refused line is reported with its number and the
 * domain's reason. `dryRun` reports without writing; `atomic` writes nothing when a line is
 * refused. The groups are written in one transaction, each with its own revision, and search
 * reloads once (history's writeCreations).
 */
export async function importSynonyms(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<SynonymImportResult> {
  const request = parseInput(synonymImportInputSchema, input);
  const problem = validateSynonymImportFile({
    name: request.fileName,
    size: Buffer.byteLength(request.content, 'utf8'),
  });
  if (problem) throw badFile(problem === 'validation.importFileType' ? 'fileName' : 'content', problem);

  const lines = readSynonymsFile(request.content, request.language);
  const refused = lines.flatMap((line) =>
    'reason' in line ? [{ line: line.line, text: line.text, reason: line.reason }] : [],
  );
  const groups = lines.flatMap((line) => ('groups' in line ? line.groups : []));
  const written = !request.dryRun && !(request.atomic && refused.length > 0);

  const newGroups = async (tx: Database) => {
    const known = new Set(
      (await createSynonymsRepo(tx, { siteId }).inLanguage(request.language)).map(synonymKey),
    );
    const added: SynonymGroupInput[] = [];
    for (const group of groups) {
      const key = synonymKey(group);
      if (known.has(key)) continue;
      known.add(key);
      added.push(group);
    }
    return added;
  };

  if (!written) {
    const added = await newGroups(store.db);
    return { written, added: added.length, unchanged: groups.length - added.length, refused };
  }
  const added = await writeCreations(
    store,
    { siteId, kind: synonymKind, actor, note: `Imported from ${request.fileName}` },
    async (tx) => {
      await lockList(tx, 'synonyms', siteId);
      const created = await createSynonymsRepo(tx, { siteId }).insertMany(await newGroups(tx));
      return created.map((group) => ({ entityId: group.id!, after: group }));
    },
  );
  return { written, added: added.length, unchanged: groups.length - added.length, refused };
}

/** The site's groups in one language as a Solr synonyms.txt file the import reads back. */
export async function exportSynonyms(db: Database, siteId: string, language: Language): Promise<string> {
  return writeSynonymsFile(await createSynonymsRepo(db, { siteId }).inLanguage(language), language);
}
