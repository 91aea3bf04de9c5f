/**
 * Business types an organisation can choose (spec 1 §3), UNKNOWN first: an organisation with sites
 * but an UNKNOWN vertical is sent to create organisation. The spec's `INDUSTRIAL_AUTO{product}` is
 * written with the product name, as every `{product}` placeholder is. Display names live in
 * `messages.<language>.businessVerticals`.
 */
export const BUSINESS_VERTICALS = [
  'UNKNOWN',
  'INDUSTRIAL_AUTOMOTIVE',
  'ART_BOOKS',
  'BABIES',
  'BEAUTY',
  'BUSINESS_OFFICE',
  'ELECTRONICS',
  'ENTERTAINMENT_GAMES_SPORTS',
  'FASHION_JEWELRY',
  'FOOD_DRINK',
  'HEALTH_PHARMA',
  'HOME_GARDEN',
  'PETS',
  'RETAIL',
  'OTHER',
] as const;

/** One of {@link BUSINESS_VERTICALS}. */
export type BusinessVertical = (typeof BUSINESS_VERTICALS)[number];

/** Organisation-level permission keys (spec 1 §6, spec 2 §6). BILLING gates the billing screens and alerts. */
export const ORGANIZATION_PERMISSIONS = ['BILLING'] as const;

/** One of {@link ORGANIZATION_PERMISSIONS}. */
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number];

/** Organisation statuses. The spec shows BLOCKED only; ACTIVE is the chosen name for the other state. */
export const ORGANIZATION_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

/** One of {@link ORGANIZATION_STATUSES}. */
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
