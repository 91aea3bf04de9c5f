// Configuration history: every write of a site's tuning goes through writeConfig, which records the
// entity before and after in the same transaction; the routes list revisions and revert one.
// app.ts hands the routes every module's versioned kinds, so history imports none of them.
import type { FastifyInstance } from 'fastify';
import { historyRoutes, type HistoryRoutesOptions } from './history.routes.ts';

export { writeConfig, writeCreations, type Actor, type VersionedKind } from './config-write.ts';
export { recordAudit } from './audit.ts';
export { listRevisions, revertRevision } from './history.service.ts';
export { siteOfRevision } from './history.repo.ts';
export { auditLogRoutes, platformAuditLogRoutes } from './audit-log.routes.ts';

export default async function historyModule(app: FastifyInstance, { kinds }: HistoryRoutesOptions) {
  await app.register(historyRoutes, { kinds });
}
