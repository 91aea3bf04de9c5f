import { defaultSuggestionRules, suggestionRulesSchema, type SuggestionRules } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { parseInput } from './config-write.ts';
import { createSuggestionRulesRepo } from './suggestion-rules.repo.ts';

/**
 * The rules' history: one entity, the site, absent until first saved (the defaults before); a
 * revision without a value puts the defaults back.
 */
export const suggestionRulesKind: VersionedKind = {
  kind: 'suggestionRules',
  find: (tx, siteId) => createSuggestionRulesRepo(tx, { siteId }).find(),
  async restore(tx, siteId, _entityId, value) {
    await createSuggestionRulesRepo(tx, { siteId }).put(
      value === undefined ? defaultSuggestionRules : suggestionRulesSchema.parse(value),
    );
  },
};

export async function getSuggestionRules(db: Database, siteId: string): Promise<SuggestionRules> {
  return createSuggestionRulesRepo(db, { siteId }).get();
}

/**
 * Saves the site's banned words and thresholds in one transaction with their revision; the same
 * rules again record nothing. Banned words apply to the next search; thresholds to the next build.
 */
export async function updateSuggestionRules(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<SuggestionRules> {
  const value = parseInput(suggestionRulesSchema, input);
  return writeConfig(store, { siteId, kind: suggestionRulesKind, entityId: siteId, actor }, (tx) =>
    createSuggestionRulesRepo(tx, { siteId }).put(value),
  );
}
