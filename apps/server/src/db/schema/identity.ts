import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// ==== OIDC provider storage: every model of oidc-provider (sessions, codes, grants, interactions...) ====
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The oidc-provider model name: Session, AuthorizationCode, Grant, Interaction, ... */
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

export type OidcPayloadRow = typeof oidcPayloads.$inferSelect;

// ==== identity keys: token signing keys and cookie keys, generated once per deployment ====
export const identityKeys = pgTable('identity_keys', {
  /** `signing` (a private JWK set) or `cookies` (the keys that sign the provider's cookies). */
  name: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  ...timestamps,
});

export type IdentityKeyRow = typeof identityKeys.$inferSelect;
