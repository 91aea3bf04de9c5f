/**
 * The platform operators of the journeys, one per user goal (PLATFORM_OPERATORS in
 * playwright.config.ts names each and its retry's): a retry signs up an operator of its own, since
 * the first attempt's already exists. Kept free of imports, as the config loads it before it sets
 * the environment the journeys' support reads.
 */
export const OPERATOR_GOALS = ['config', 'flags', 'facets'] as const;

export type OperatorGoal = (typeof OPERATOR_GOALS)[number];

/** The operator of a journey's goal for this attempt. */
export function operatorEmail(goal: OperatorGoal, retry: number): string {
  return retry === 0 ? `staff-${goal}@playboard.local` : `staff-${goal}-${retry}@playboard.local`;
}

/** Every operator e-mail the journeys use, for PLATFORM_OPERATORS. */
export const journeyOperators = OPERATOR_GOALS.flatMap((goal) => [
  operatorEmail(goal, 0),
  operatorEmail(goal, 1),
]);
