// Usage (spec 1 §9, docs/billing.md): storefront searches per organisation and UTC day, counted
// by the daily job from the tracking events (the first page of each search, as analytics counts
// them); the 90-day rolling average decides a plan upgrade, proposed as a change to approve. With a
// provider meter (Stripe), completed days are reported to it once and the usage calls read its
// figures back.
import {
  USAGE,
  type CurrentPeriodUsage,
  type PlanKey,
  type PriceFrequency,
  type SearchUsage,
  type SubscriptionPeriods,
  type UsageDay,
} from '@playboard/domain';
import { and, asc, eq, gte, isNull, lt, max, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { billingUsageDays, type SubscriptionRow } from '../../db/schema/index.ts';
import { billingNow, type BillingDeps, type UsageMeter } from './billing-context.ts';
import { invoicesSince } from './invoices.service.ts';
import { monthlyAllowance, upgradeFor } from './plans.ts';
import { proposeUpgrade } from './subscriptions.service.ts';

const DAY_MS = 86_400_000;
/** The most days one answer lists (a start_date further back is moved up to it). */
const MAX_DAYS = 366;

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function startOfDay(date: Date): Date {
  return new Date(`${dayOf(date)}T00:00:00.000Z`);
}

/**
 * Counts the organisation's searches per day from its last counted day (or 90 days back) to
 * `now`, replacing the counts of those days: run again, it gives the same figures.
 */
export async function countSearches(db: Database, organizationId: string, now: Date, countedAt: Date) {
  const [last] = await db
    .select({ day: max(billingUsageDays.day) })
    .from(billingUsageDays)
    .where(eq(billingUsageDays.organizationId, organizationId));
  const from = last?.day
    ? new Date(`${last.day}T00:00:00.000Z`)
    : startOfDay(new Date(now.getTime() - USAGE.upgradeWindowDays * DAY_MS));
  await db.execute(sql`
    insert into billing_usage_days (organization_id, day, searches, updated_at)
    select s.organization_id, (e.occurred_at at time zone 'UTC')::date, count(*)::int, ${countedAt.toISOString()}::timestamptz
    ${searchEventsOf(organizationId, from, now)}
    group by 1, 2
    on conflict (organization_id, day) do update set searches = excluded.searches, updated_at = excluded.updated_at`);
}

/** The organisation's storefront searches from `from` to before `to`: first pages of `query` events. */
function searchEventsOf(organizationId: string, from: Date, to: Date) {
  return sql`from tracking_events e join sites s on s.id = e.site_id
    where s.organization_id = ${organizationId}
      and e.event = 'query' and e.query is not null and coalesce(e.page, 1) <= 1
      and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz`;
}

/**
 * Today's searches so far, counted from the tracking events at the call: the daily job counts the
 * day only once it is over, so until then this running figure is provisional.
 */
async function todaySoFar(db: Database, organizationId: string, now: Date) {
  const [row] = await queryRows<{ searches: number }>(
    db,
    sql`select count(*)::int as searches ${searchEventsOf(organizationId, startOfDay(now), now)}`,
  );
  return { date: dayOf(now), searches: Number(row?.searches ?? 0), asOf: now.toISOString() };
}

/** The counted days from `from` to before `to` not reported to the provider's meter yet, oldest first. */
export async function unreportedDays(db: Database, organizationId: string, from: Date, to: Date) {
  return db
    .select({ day: billingUsageDays.day, searches: billingUsageDays.searches })
    .from(billingUsageDays)
    .where(
      and(
        eq(billingUsageDays.organizationId, organizationId),
        gte(billingUsageDays.day, dayOf(from)),
        lt(billingUsageDays.day, dayOf(to)),
        isNull(billingUsageDays.reportedAt),
      ),
    )
    .orderBy(asc(billingUsageDays.day));
}

/** The day went to the provider's meter: the job does not report it again. */
export async function markReported(db: Database, organizationId: string, day: string, at: Date) {
  await db
    .update(billingUsageDays)
    .set({ reportedAt: at })
    .where(and(eq(billingUsageDays.organizationId, organizationId), eq(billingUsageDays.day, day)));
}

/**
 * The days from `from` to before `to` with their searches: for a day reported to the provider's
 * meter, the figure the meter holds (`metered`); for the others (today, until it is over and
 * reported; days older than the meter), the local count.
 */
async function daysBetween(
  db: Database,
  organizationId: string,
  from: Date,
  to: Date,
  metered: ReadonlyMap<string, number> | null = null,
): Promise<UsageDay[]> {
  const rows = await db
    .select({
      day: billingUsageDays.day,
      searches: billingUsageDays.searches,
      reportedAt: billingUsageDays.reportedAt,
    })
    .from(billingUsageDays)
    .where(
      and(
        eq(billingUsageDays.organizationId, organizationId),
        gte(billingUsageDays.day, dayOf(from)),
        lt(billingUsageDays.day, dayOf(to)),
      ),
    );
  const counted = new Map(
    rows.map((row) => [row.day, (row.reportedAt ? metered?.get(row.day) : undefined) ?? row.searches]),
  );
  const days: UsageDay[] = [];
  for (let day = startOfDay(from); day < to; day = new Date(day.getTime() + DAY_MS)) {
    days.push({ date: dayOf(day), searches: counted.get(dayOf(day)) ?? 0 });
  }
  return days;
}

async function lastCountedAt(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: max(billingUsageDays.updatedAt) })
    .from(billingUsageDays)
    .where(eq(billingUsageDays.organizationId, organizationId));
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** The 90 days (spec 1 §9) the rolling average covers: up to the end of yesterday. */
function averageWindow(now: Date): { from: Date; to: Date } {
  const to = startOfDay(now);
  return { from: new Date(to.getTime() - USAGE.upgradeWindowDays * DAY_MS), to };
}

function averageOf(total: number) {
  const searchesPerDay = total / USAGE.upgradeWindowDays;
  return {
    days: USAGE.upgradeWindowDays,
    searchesPerDay: Math.round(searchesPerDay * 100) / 100,
    searchesPerMonth: Math.round(searchesPerDay * 30),
  };
}

/** The 90-day rolling average of the local count. */
async function rollingAverage(db: Database, organizationId: string, now: Date) {
  const { from, to } = averageWindow(now);
  const [row] = await db
    .select({ total: sum(billingUsageDays.searches) })
    .from(billingUsageDays)
    .where(
      and(
        eq(billingUsageDays.organizationId, organizationId),
        gte(billingUsageDays.day, dayOf(from)),
        lt(billingUsageDays.day, dayOf(to)),
      ),
    );
  return averageOf(Number(row?.total ?? 0));
}

/** The daily usage job for one organisation: count, then propose the upgrade the average calls for. */
export async function runUsageJob(deps: BillingDeps, subscription: SubscriptionRow): Promise<void> {
  const now = billingNow(deps, subscription.clockOffsetMs);
  await countSearches(deps.db, subscription.organizationId, now, deps.clock());
  const average = await rollingAverage(deps.db, subscription.organizationId, now);
  const upgrade = upgradeFor(subscription.planKey as PlanKey, average.searchesPerMonth);
  if (upgrade) await proposeUpgrade(deps, subscription.organizationId, upgrade);
}

function allowanceOf(plan: PlanKey, frequency: PriceFrequency): number {
  return monthlyAllowance(plan) * (frequency === 'YEARLY' ? 12 : 1);
}

/** The period usage is measured over: the paid period, else the trial, else the last 30 days. */
function measuredPeriod(row: SubscriptionRow, now: Date): { start: Date; end: Date } {
  if (row.currentPeriodStart && row.currentPeriodEnd) {
    return { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  }
  if (row.trialEndsAt)
    return { start: new Date(row.trialEndsAt.getTime() - 30 * DAY_MS), end: row.trialEndsAt };
  return { start: new Date(now.getTime() - 30 * DAY_MS), end: now };
}

/** GET subscription/usage/current-period-dist (the meter's figures where it has them). */
export async function currentPeriodUsage(
  deps: BillingDeps,
  row: SubscriptionRow,
  meter: UsageMeter,
): Promise<CurrentPeriodUsage> {
  const now = billingNow(deps, row.clockOffsetMs);
  const period = measuredPeriod(row, now);
  // Counted days only: today is answered apart, as a running count.
  const upTo = new Date(Math.min(startOfDay(now).getTime(), period.end.getTime()));
  const metered = await meter.meteredSearches(row.organizationId, period.start, upTo);
  const days = await daysBetween(deps.db, row.organizationId, period.start, upTo, metered);
  const plan = row.planKey as PlanKey;
  return {
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    plan: { key: plan },
    allowance: allowanceOf(plan, row.priceFrequency as PriceFrequency),
    searches: days.reduce((total, day) => total + day.searches, 0),
    days,
    today: await todaySoFar(deps.db, row.organizationId, now),
    updatedAt: await lastCountedAt(deps.db, row.organizationId),
  };
}

function startFrom(startDate: string | undefined, now: Date, fallbackDays: number): Date {
  const earliest = startOfDay(new Date(now.getTime() - MAX_DAYS * DAY_MS));
  const asked = startDate
    ? new Date(`${startDate}T00:00:00.000Z`)
    : startOfDay(new Date(now.getTime() - fallbackDays * DAY_MS));
  return asked < earliest ? earliest : asked;
}

/**
 * GET subscription/usage/searches: per day from `start_date` (default 90 days back), the average
 * and the upgrade (the meter's figures where it has them).
 */
export async function searchUsage(
  deps: BillingDeps,
  row: SubscriptionRow,
  startDate: string | undefined,
  meter: UsageMeter,
): Promise<SearchUsage> {
  const now = billingNow(deps, row.clockOffsetMs);
  const from = startFrom(startDate, now, USAGE.upgradeWindowDays);
  const window = averageWindow(now);
  const metered = await meter.meteredSearches(
    row.organizationId,
    from < window.from ? from : window.from,
    now,
  );
  const windowDays = await daysBetween(deps.db, row.organizationId, window.from, window.to, metered);
  const average = averageOf(windowDays.reduce((total, day) => total + day.searches, 0));
  return {
    startDate: dayOf(from),
    days: await daysBetween(deps.db, row.organizationId, from, now, metered),
    rollingAverage: average,
    recommendedPlan: (() => {
      const key = upgradeFor(row.planKey as PlanKey, average.searchesPerMonth);
      return key ? { key } : null;
    })(),
    updatedAt: await lastCountedAt(deps.db, row.organizationId),
  };
}

async function searchesIn(db: Database, organizationId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(billingUsageDays.searches) })
    .from(billingUsageDays)
    .where(
      and(
        eq(billingUsageDays.organizationId, organizationId),
        gte(billingUsageDays.day, dayOf(start)),
        lt(billingUsageDays.day, dayOf(end)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** GET subscription/subscription-periods: the invoiced periods from `start_date` and the current one. */
export async function subscriptionPeriods(
  deps: BillingDeps,
  row: SubscriptionRow,
  startDate: string | undefined,
): Promise<SubscriptionPeriods> {
  const now = billingNow(deps, row.clockOffsetMs);
  const from = startFrom(startDate, now, MAX_DAYS);
  const spans = (await invoicesSince(deps.db, row.organizationId, from)).map((invoice) => ({
    start: invoice.periodStart,
    end: invoice.periodEnd,
    plan: invoice.planKey as PlanKey,
    frequency: invoice.priceFrequency as PriceFrequency,
  }));
  const current = measuredPeriod(row, now);
  if (!spans.some((span) => span.start.getTime() === current.start.getTime()) && current.end >= from) {
    spans.push({
      start: current.start,
      end: current.end,
      plan: row.planKey as PlanKey,
      frequency: row.priceFrequency as PriceFrequency,
    });
  }
  const periods = await Promise.all(
    spans.map(async (span) => ({
      start: span.start.toISOString(),
      end: span.end.toISOString(),
      plan: { key: span.plan },
      price: { frequency: span.frequency },
      searches: await searchesIn(deps.db, row.organizationId, span.start, span.end),
      allowance: allowanceOf(span.plan, span.frequency),
    })),
  );
  return { periods };
}
