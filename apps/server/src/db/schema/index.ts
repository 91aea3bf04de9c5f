// Every table of the product, one file per aggregate; drizzle-kit reads this file.
export * from './users.ts';
export * from './organizations.ts';
export * from './sites.ts';
export * from './account-tokens.ts';
export * from './mail-outbox.ts';
export * from './feature-flags.ts';
export * from './page-views.ts';
export * from './identity.ts';
export * from './products.ts';
export * from './merchandising.ts';
export * from './tracking-events.ts';
export * from './syncs.ts';
export * from './analytics.ts';
export * from './subscriptions.ts';
export * from './config-revisions.ts';
export * from './audit-entries.ts';
export * from './no-results-fixes.ts';
