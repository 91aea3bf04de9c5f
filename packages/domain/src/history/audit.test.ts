import { describe, expect, it } from 'vitest';
import { AUDIT_AREAS, AUDIT_LOG_AREAS, AUDIT_PAGE_MAX, auditLogQuerySchema } from './audit.ts';

describe('audit log', () => {
  it('should offer the tuning revisions beside every area of recorded changes', () => {
    expect(AUDIT_AREAS).toEqual(['team', 'roles', 'assignments', 'billing', 'account', 'flags']);
    expect(AUDIT_LOG_AREAS).toEqual(['tuning', ...AUDIT_AREAS]);
  });

  it('should page by 20 unless told, at most 100', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(auditLogQuerySchema.safeParse({ limit: AUDIT_PAGE_MAX }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ limit: AUDIT_PAGE_MAX + 1 }).success).toBe(false);
  });

  it('should refuse an unknown area and a date that is not an instant', () => {
    expect(auditLogQuerySchema.safeParse({ area: 'weather' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-11-01' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-11-01T00:00:00Z', area: 'tuning' }).success).toBe(
      true,
    );
  });
});
