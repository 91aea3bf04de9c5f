// The price list (docs/billing.md, Plans): euros excluding VAT (spec 1 §9), a monthly search
// allowance each, and a yearly price that saves up to 20 % against twelve monthly payments.
import {
  ANNUAL_SAVING_PERCENT,
  DomainError,
  type BillingPrice,
  type Plan,
  type PlanKey,
  type PriceFrequency,
} from '@playboard/domain';

/** The currency of every price and invoice. */
export const CURRENCY = 'EUR';

interface PlanFigures {
  monthlyCents: number;
  /** What the yearly price saves against 12 monthly payments, in percent (at most 20). */
  yearlySavingPercent: number;
  searchesPerMonth: number;
  /**
   * Chosen by the merchant here; the others are agreed with sales, given by the beta programme or
   * bought in a platform's marketplace.
   */
  selfService: boolean;
}

const FIGURES: Readonly<Record<PlanKey, PlanFigures>> = {
  FREE: { monthlyCents: 0, yearlySavingPercent: 0, searchesPerMonth: 1_000, selfService: true },
  BETA: { monthlyCents: 0, yearlySavingPercent: 0, searchesPerMonth: 20_000, selfService: false },
  MICRO: { monthlyCents: 1_900, yearlySavingPercent: 10, searchesPerMonth: 10_000, selfService: true },
  MINI: { monthlyCents: 4_900, yearlySavingPercent: 15, searchesPerMonth: 30_000, selfService: true },
  MEDIUM: { monthlyCents: 9_900, yearlySavingPercent: 20, searchesPerMonth: 80_000, selfService: true },
  MAXI: { monthlyCents: 19_900, yearlySavingPercent: 20, searchesPerMonth: 200_000, selfService: true },
  MEGA: { monthlyCents: 39_900, yearlySavingPercent: 20, searchesPerMonth: 500_000, selfService: true },
  ENTERPRISE_1: {
    monthlyCents: 79_900,
    yearlySavingPercent: 20,
    searchesPerMonth: 1_200_000,
    selfService: false,
  },
  ENTERPRISE_2: {
    monthlyCents: 149_900,
    yearlySavingPercent: 20,
    searchesPerMonth: 3_000_000,
    selfService: false,
  },
  ENTERPRISE_3: {
    monthlyCents: 299_900,
    yearlySavingPercent: 20,
    searchesPerMonth: 8_000_000,
    selfService: false,
  },
  PLAYBOARD_MARKET_1: {
    monthlyCents: 2_900,
    yearlySavingPercent: 15,
    searchesPerMonth: 25_000,
    selfService: false,
  },
};

/** The plans in price order, as the upgrade ladder climbs them (the market plan is for marketplaces). */
const LADDER: readonly PlanKey[] = [
  'FREE',
  'MICRO',
  'MINI',
  'MEDIUM',
  'MAXI',
  'MEGA',
  'ENTERPRISE_1',
  'ENTERPRISE_2',
  'ENTERPRISE_3',
];

function yearlyCents(figures: PlanFigures): number {
  const saving = Math.min(figures.yearlySavingPercent, ANNUAL_SAVING_PERCENT);
  return Math.round((figures.monthlyCents * 12 * (100 - saving)) / 100);
}

/** The price of `key` billed `frequency`, excluding VAT. */
export function priceOf(key: PlanKey, frequency: PriceFrequency): BillingPrice {
  const figures = FIGURES[key];
  const amountCents = frequency === 'MONTHLY' ? figures.monthlyCents : yearlyCents(figures);
  return { frequency, amountCents, currency: CURRENCY };
}

/** One plan of GET plans. */
export function planOf(key: PlanKey): Plan {
  const figures = FIGURES[key];
  return {
    key,
    prices: [priceOf(key, 'MONTHLY'), priceOf(key, 'YEARLY')],
    yearlySavingPercent: figures.yearlySavingPercent,
    searchesPerMonth: figures.searchesPerMonth,
    selfService: figures.selfService,
  };
}

/** Every plan of spec 2 §3: the ladder in price order, then the market plan and beta (by invitation). */
export function allPlans(): Plan[] {
  return [...LADDER, 'PLAYBOARD_MARKET_1' as const, 'BETA' as const].map(planOf);
}

/**
 * The plans an organisation is offered (docs/billing.md, Plans): the ladder, which every platform
 * sells (enterprise plans through sales); the market plan only where a platform's marketplace
 * bills the merchant (external billing, spec 1 §9); beta only to those the programme put on it.
 * The plan the organisation is on is always listed, so the screen can name it.
 */
export function plansOffered(current: PlanKey, externalBilling: boolean): Plan[] {
  const offered: PlanKey[] = [...LADDER];
  if (externalBilling || current === 'PLAYBOARD_MARKET_1') offered.push('PLAYBOARD_MARKET_1');
  if (current === 'BETA') offered.push('BETA');
  return offered.map(planOf);
}

/** The monthly search allowance of `key`. */
export function monthlyAllowance(key: PlanKey): number {
  return FIGURES[key].searchesPerMonth;
}

/** Refuses a plan a merchant cannot choose themselves (bil-6). */
export function assertSelfService(key: PlanKey): void {
  if (!FIGURES[key].selfService) {
    throw new DomainError('bil-6', 'This plan is agreed with sales, not chosen here', { status: 422 });
  }
}

/**
 * The cheapest self-service plan whose monthly allowance covers `searchesPerMonth`, if it is above
 * `current` on the ladder; null when the current plan is enough (or nothing self-service is).
 */
export function upgradeFor(current: PlanKey, searchesPerMonth: number): PlanKey | null {
  if (searchesPerMonth <= FIGURES[current].searchesPerMonth) return null;
  const from = LADDER.indexOf(current);
  const fitting = LADDER.slice(from + 1).find(
    (key) => FIGURES[key].searchesPerMonth >= searchesPerMonth && FIGURES[key].selfService,
  );
  if (fitting) return fitting;
  const largest = [...LADDER].reverse().find((key) => FIGURES[key].selfService) ?? current;
  return LADDER.indexOf(largest) > from ? largest : null;
}
