import type { RuleSimulation, RuleSimulationInput } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /merchandising/v1/sites/{id}/rule-simulations: replays the site's most searched queries of the
 * last 30 days (at most 200) with the saved rules and with the draft; nothing is stored.
 */
export function runRuleSimulation(siteId: string, input: RuleSimulationInput): Promise<RuleSimulation> {
  return api.post<RuleSimulation>(
    `/merchandising/v1/sites/${encodeURIComponent(siteId)}/rule-simulations`,
    input,
  );
}

export function useRuleSimulation(siteId: string) {
  return useMutation({ mutationFn: (input: RuleSimulationInput) => runRuleSimulation(siteId, input) });
}
