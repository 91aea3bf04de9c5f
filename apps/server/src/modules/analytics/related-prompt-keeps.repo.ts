// The flags of the "To review" panel a site's merchants kept their prompts despite, and what
// judging them reads of the site: its engine of a language, its prompts.
import type { RelatedPromptFlag } from '@playboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  engines,
  relatedPromptKeeps,
  relatedPrompts,
  type RelatedPromptKeepRow,
} from '../../db/schema/index.ts';

export function createRelatedPromptKeepsRepo(db: Database, scope: { siteId: string }) {
  return {
    /** The site's engine of a language: its id and creation instant (the earliest analytics day). */
    async engine(language: string): Promise<{ id: string; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ id: engines.id, createdAt: engines.createdAt })
        .from(engines)
        .where(and(eq(engines.siteId, scope.siteId), eq(engines.language, language)));
      return row;
    },

    /** The site's prompts, as their outcome is judged (merchandising owns and writes them). */
    async prompts(): Promise<
      {
        id: string;
        language: string | null;
        suggestionText: string;
        nextQueries: string[];
        active: boolean;
      }[]
    > {
      return db
        .select({
          id: relatedPrompts.id,
          language: relatedPrompts.language,
          suggestionText: relatedPrompts.suggestionText,
          nextQueries: relatedPrompts.nextQueries,
          active: relatedPrompts.active,
        })
        .from(relatedPrompts)
        .where(eq(relatedPrompts.siteId, scope.siteId))
        .orderBy(asc(relatedPrompts.position), asc(relatedPrompts.createdAt));
    },

    async list(engineId: string): Promise<RelatedPromptKeepRow[]> {
      return db
        .select()
        .from(relatedPromptKeeps)
        .where(and(eq(relatedPromptKeeps.siteId, scope.siteId), eq(relatedPromptKeeps.engineId, engineId)));
    },

    /** Keeps a flag; keeping it again replaces what was kept. */
    async keep(value: {
      engineId: string;
      promptId: string;
      flag: RelatedPromptFlag;
      emptyNextQueries: string[];
      keptOn: string;
    }): Promise<void> {
      await db
        .insert(relatedPromptKeeps)
        .values({ ...value, siteId: scope.siteId })
        .onConflictDoUpdate({
          target: [relatedPromptKeeps.engineId, relatedPromptKeeps.promptId, relatedPromptKeeps.flag],
          set: { emptyNextQueries: value.emptyNextQueries, keptOn: value.keptOn },
        });
    },
  };
}
