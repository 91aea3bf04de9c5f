import { z } from 'zod';

/** The zone of a site whose merchant's zone is not known: analytics days are then UTC days. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Longest IANA zone name accepted (the longest today, America/Argentina/ComodRivadavia, has 32). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** The IANA zones this runtime knows, in its own spelling, with UTC (which the list leaves out). */
export function timeZones(): string[] {
  return [
    DEFAULT_TIME_ZONE,
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE),
  ];
}

/**
 * The zone as this runtime spells it (`Europe/Kyiv` → `Europe/Kiev` on an older ICU, `Etc/UTC` →
 * `UTC`), or undefined for a name it does not know. Links and new spellings of one zone thus
 * become one stored value, which PostgreSQL knows too (`AT TIME ZONE`).
 */
export function canonicalTimeZone(zone: string): string | undefined {
  if (zone === '' || zone.length > TIME_ZONE_MAX_LENGTH) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return resolved === DEFAULT_TIME_ZONE || Intl.supportedValuesOf('timeZone').includes(resolved)
      ? resolved
      : undefined;
  } catch {
    return undefined;
  }
}

/** An IANA time zone name (`Europe/Madrid`); the server stores it as {@link canonicalTimeZone} spells it. */
export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX_LENGTH, { error: 'validation.maxlength' })
  .refine((zone) => canonicalTimeZone(zone) !== undefined, { error: 'validation.timeZone' });

/**
 * A new site's zone: the shop's own when its platform says (Shopify), else the browser's when it lies
 * in the shop's country (or the country is unknown), else the country's when it has only one, else
 * the browser's, else UTC. A shop in Spain connected from Madrid gets Europe/Madrid, from the
 * Canaries Atlantic/Canary, from Mexico Europe/Madrid.
 */
export function defaultTimeZone(options: {
  shopZone?: string | null;
  country?: string | null;
  browserZone?: string | null;
}): string {
  const shop = options.shopZone ? canonicalTimeZone(options.shopZone) : undefined;
  if (shop) return shop;
  const browser = options.browserZone ? canonicalTimeZone(options.browserZone) : undefined;
  const countryZones = options.country ? zonesOfCountry(options.country) : [];
  if (browser && (countryZones.length === 0 || countryZones.includes(browser))) return browser;
  const countryZone = mainZoneOfCountry(options.country, countryZones);
  return countryZone ?? browser ?? DEFAULT_TIME_ZONE;
}

/** The zones of an ISO 3166-1 alpha-2 country, as this runtime spells them; empty when unknown. */
function zonesOfCountry(country: string): string[] {
  if (!/^[A-Za-z]{2}$/.test(country)) return [];
  try {
    const locale = new Intl.Locale(`und-${country.toUpperCase()}`) as Intl.Locale & {
      getTimeZones?: () => string[] | undefined;
    };
    return (locale.getTimeZones?.() ?? [])
      .map((zone) => canonicalTimeZone(zone))
      .filter((zone) => zone !== undefined);
  } catch {
    return [];
  }
}

/**
 * The zone most of a country's shoppers live in: its only zone, or, for the countries with several
 * whose zones Intl lists alphabetically, the capital's zone when the list has it.
 */
function mainZoneOfCountry(country: string | null | undefined, zones: readonly string[]): string | undefined {
  if (zones.length === 1) return zones[0];
  const capital = country ? CAPITAL_ZONES[country.toUpperCase()] : undefined;
  const zone = capital ? canonicalTimeZone(capital) : undefined;
  return zone && zones.includes(zone) ? zone : undefined;
}

// Countries of several zones where a shop's home zone is clear enough to default to; the others
// (United States, Canada, Brazil, Australia, Russia, ...) take the merchant's browser zone.
const CAPITAL_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  UA: 'Europe/Kyiv',
};
