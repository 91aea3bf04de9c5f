import {
  configRevisionKindSchema,
  describeRevision,
  PLAN_KEYS,
  type AuditLogEntry,
  type PlanKey,
} from '@playboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** How people know the entity of a team, roles, assignments or account entry: an e-mail, a name, a role. */
function nameOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const role = isRecord(value.role) ? text(value.role.name) : undefined;
  return text(value.email) ?? text(value.username) ?? text(value.name) ?? text(value.title) ?? role;
}

/** The plan a subscription entry is on, or is to move to. */
function planOf(value: unknown): PlanKey | undefined {
  if (!isRecord(value)) return undefined;
  const key = isRecord(value.nextPlan)
    ? value.nextPlan.key
    : isRecord(value.plan)
      ? value.plan.key
      : undefined;
  return PLAN_KEYS.find((plan) => plan === key);
}

/**
 * An entry in the interface language: what was done (never the code) and to what (a name, never an
 * id). A tuning entry's words come from its revision kind (History's names for the kinds), so a new
 * kind is worded as soon as History names it; its verb is History's own (a settings object's first
 * save changes its defaults), or "reverted" for a revert.
 */
export function useAuditWords(): (entry: AuditLogEntry) => { action: string; subject: string | undefined } {
  const { t } = useTranslation(['audit', 'history', 'domain']);
  return useCallback(
    (entry) => {
      if (entry.area === 'tuning') {
        const [kindKey = '', verb] = entry.action.split('.');
        const kind = configRevisionKindSchema.safeParse(kindKey);
        if (!kind.success) return { action: entry.action, subject: undefined };
        const description = describeRevision({ kind: kind.data, ...entry });
        const done = verb === 'revert' ? 'reverted' : description.action;
        return {
          action: t(`audit:tuning.${done}`, { kind: t(`history:kinds.${kind.data}`) }),
          subject: description.label,
        };
      }
      const action = t(`audit:actions.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action });
      if (entry.area === 'billing') {
        const before = planOf(entry.before);
        const after = planOf(entry.after);
        const plan = (key: string) => t(`domain:plans.${key}`);
        const subject =
          before && after && before !== after
            ? `${plan(before)} → ${plan(after)}`
            : entry.action.startsWith('plan.') && after
              ? plan(after)
              : undefined;
        return { action, subject };
      }
      return { action, subject: nameOf(entry.after) ?? nameOf(entry.before) };
    },
    [t],
  );
}
