import { z } from 'zod';

/**
 * The areas of an organisation's audit log besides its sites' tuning (whose changes are the
 * configuration revisions): team, roles, role assignments, billing, and each user's own account.
 */
export const AUDIT_AREAS = ['team', 'roles', 'assignments', 'billing', 'account'] as const;

export const auditAreaSchema = z.enum(AUDIT_AREAS);

/** An area of recorded changes outside the tuning configuration. */
export type AuditArea = z.infer<typeof auditAreaSchema>;
