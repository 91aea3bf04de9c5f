import {
  planRuleSave,
  toRuleBody,
  type QueryRankingRule,
  type QueryRankingRuleDocument,
} from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getQueryRankingRulesKey, queryRankingPath } from './get-query-ranking-rules.ts';

/** What a save did (spec 2 §4): a rule created or updated, or one deleted because nothing was left in it. */
export type QueryRankingSaveResult =
  { kind: 'create' | 'update'; rule: QueryRankingRuleDocument } | { kind: 'delete' };

/**
 * Saves a rule as spec 2 §4 plans it: POST without an id, DELETE …/{id} when nothing is left in it,
 * PUT …/{id} otherwise; the body as spec 2 §3 sends it (pins typed PINNED_PRODUCTS, dates without
 * milliseconds). A conflict answers 409 with the conflicting rules.
 */
export async function saveQueryRankingRule(
  instance: string,
  rule: QueryRankingRule,
): Promise<QueryRankingSaveResult> {
  const plan = planRuleSave(rule);
  const body = toRuleBody(rule, { pinningEnabled: true });
  if (plan.kind === 'create') {
    return {
      kind: 'create',
      rule: await api.post<QueryRankingRuleDocument>(queryRankingPath(instance), body),
    };
  }
  const path = queryRankingPath(instance, `/${encodeURIComponent(plan.id)}`);
  if (plan.kind === 'delete') {
    await api.delete<void>(path);
    return { kind: 'delete' };
  }
  return { kind: 'update', rule: await api.put<QueryRankingRuleDocument>(path, body) };
}

const saveKey = (instance: string) => [...getQueryRankingRulesKey(instance), 'save'];

export function useSaveQueryRankingRule(instance: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey(instance),
    mutationFn: (rule: QueryRankingRule) => saveQueryRankingRule(instance, rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueryRankingRulesKey(instance) }),
  });
}

/** The rules being saved right now, for their "Updating…" status (spec 1 §4). */
export function useUpdatingQueryRankingRuleIds(instance: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: saveKey(instance), status: 'pending' },
    select: (mutation) => (mutation.state.variables as QueryRankingRule | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
