import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export function createPageViewsRepo(db: Database, scope: { userId: string }) {
  return {
    async insert(path: string, viewedAt: Date): Promise<void> {
      await db.insert(pageViews).values({ userId: scope.userId, path, viewedAt });
    },
  };
}
