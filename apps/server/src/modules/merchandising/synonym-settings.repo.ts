import { defaultSynonymSettings, type SynonymSettings } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { synonymSettings } from '../../db/schema/index.ts';

/** The synonym settings of one site: a row once the merchant changed them, the defaults before. */
export function createSynonymSettingsRepo(db: Database, scope: { siteId: string }) {
  return {
    async get(): Promise<SynonymSettings> {
      const [row] = await db
        .select({ builtIn: synonymSettings.builtIn })
        .from(synonymSettings)
        .where(eq(synonymSettings.siteId, scope.siteId));
      return row ?? defaultSynonymSettings;
    },

    async put(value: SynonymSettings): Promise<SynonymSettings> {
      const [row] = await db
        .insert(synonymSettings)
        .values({ siteId: scope.siteId, builtIn: value.builtIn })
        .onConflictDoUpdate({
          target: synonymSettings.siteId,
          set: { builtIn: value.builtIn, updatedAt: new Date() },
        })
        .returning({ builtIn: synonymSettings.builtIn });
      return row!;
    },
  };
}
