import { z } from 'zod';

/**
 * The areas of an organisation's audit log besides its sites' tuning (whose changes are the
 * configuration revisions): team, roles, role assignments, billing, and each user's own account;
 * and the feature flags, which only the platform's own log holds.
 */
export const AUDIT_AREAS = ['team', 'roles', 'assignments', 'billing', 'account', 'flags'] as const;

export const auditAreaSchema = z.enum(AUDIT_AREAS);

/** An area of recorded changes outside the tuning configuration. */
export type AuditArea = z.infer<typeof auditAreaSchema>;

/**
 * The areas of an organisation's one audit screen: its sites' tuning configuration (the revisions
 * of the configuration history) and the areas of {@link AUDIT_AREAS}.
 */
export const AUDIT_LOG_AREAS = ['tuning', ...AUDIT_AREAS] as const;

export const auditLogAreaSchema = z.enum(AUDIT_LOG_AREAS);

/** An area of the audit screen. */
export type AuditLogArea = z.infer<typeof auditLogAreaSchema>;

/** Most entries one page of the audit log holds; the CSV export holds at most {@link AUDIT_EXPORT_MAX}. */
export const AUDIT_PAGE_MAX = 100;

/** Most entries one CSV export holds (newest first); a narrower filter exports older ones. */
export const AUDIT_EXPORT_MAX = 10_000;

/**
 * One recorded change: who (the actor's id and e-mail, kept when the user is deleted; null for the
 * system's own), when, what (`<thing>.<verb>`; a tuning change reads `<kind>.create`, `.update` or
 * `.delete`), the entity and its site when it is a site's, and the entity before and after.
 */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  area: auditLogAreaSchema,
  action: z.string(),
  entityId: z.string(),
  siteId: z.uuid().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  actor: z.object({ userId: z.uuid().nullable(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** An entry of the audit log. */
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

const instantSchema = z.iso.datetime({ offset: true });

/**
 * Filter of the audit log: person (the actor's e-mail), area, and time (`from` inclusive, `to`
 * exclusive). Paging applies to the list, not to the CSV export.
 */
export const auditLogFilterSchema = z.object({
  actor: z.string().trim().min(1).max(320).optional(),
  area: auditLogAreaSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

/** An audit log filter. */
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** Query of one page of the audit log, newest first. */
export const auditLogQuerySchema = auditLogFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** An audit log page query. */
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A page of the audit log with how many entries match, and every person the log names (for the filter). */
export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int().min(0),
  actors: z.array(z.string()),
});

/** A page of the audit log. */
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
