import { defaultSuggestionRules, type SuggestionRules } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { suggestionRules } from '../../db/schema/index.ts';

const columns = {
  bannedWords: suggestionRules.bannedWords,
  minSessions: suggestionRules.minSessions,
  lookbackDays: suggestionRules.lookbackDays,
};

/** How one site's popular searches are learned: a row once the merchant changed it, the defaults before. */
export function createSuggestionRulesRepo(db: Database, scope: { siteId: string }) {
  return {
    /** The saved rules; undefined until the merchant first saves some. */
    async find(): Promise<SuggestionRules | undefined> {
      const [row] = await db
        .select(columns)
        .from(suggestionRules)
        .where(eq(suggestionRules.siteId, scope.siteId));
      return row;
    },

    async get(): Promise<SuggestionRules> {
      return (await this.find()) ?? defaultSuggestionRules;
    },

    async put(value: SuggestionRules): Promise<SuggestionRules> {
      const [row] = await db
        .insert(suggestionRules)
        .values({ siteId: scope.siteId, ...value })
        .onConflictDoUpdate({ target: suggestionRules.siteId, set: { ...value, updatedAt: new Date() } })
        .returning(columns);
      return row!;
    },
  };
}
