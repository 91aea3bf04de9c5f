import type { Plan, PlanKey } from '@playboard/domain';

/** A plan priced as the server's list does: the yearly price saves `saving` % on twelve months. */
function plan(
  key: PlanKey,
  monthlyCents: number,
  saving: number,
  searches: number | null,
  selfService = true,
): Plan {
  return {
    key,
    prices: [
      { frequency: 'MONTHLY', amountCents: monthlyCents, currency: 'EUR' },
      {
        frequency: 'YEARLY',
        amountCents: Math.round(monthlyCents * 12 * (1 - saving / 100)),
        currency: 'EUR',
      },
    ],
    yearlySavingPercent: saving,
    searchesPerMonth: searches,
    selfService,
  };
}

/** GET plans: a few self-service plans and one agreed with sales. */
export const plansFixture: { plans: Plan[] } = {
  plans: [
    plan('FREE', 0, 0, 1_000),
    plan('MINI', 4_900, 15, 30_000),
    plan('MEDIUM', 9_900, 20, 80_000),
    plan('MAXI', 19_900, 20, 200_000),
    plan('ENTERPRISE_1', 99_000, 20, null, false),
  ],
};
