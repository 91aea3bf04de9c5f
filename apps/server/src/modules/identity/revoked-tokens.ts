import { and, eq, gt, inArray, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';

// Access tokens are self-contained JWTs, which oidc-provider does not revoke; a revoked token's id
// is kept (beside the provider's rows, purged with them) until the token would have expired anyway.
const model = 'RevokedAccessToken';
// The provider keeps no row for a JWT it issues, so each one's id is noted with its account: a
// password reset can then revoke them all (the rows expire, and are purged, with the tokens).
const issuedModel = 'IssuedAccessToken';

export async function revokeAccessToken(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(oidcPayloads).values({ model, id: jti, payload: { jti }, expiresAt }).onConflictDoNothing();
}

export async function isAccessTokenRevoked(db: Database, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, jti), gt(oidcPayloads.expiresAt, new Date())),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Notes an access token the provider issued, before it reaches the client, with its grant (the
 * sign-in it was issued under), so a password change can tell the caller's own session from others.
 */
export async function recordIssuedAccessToken(
  db: Database,
  token: { jti: string; accountId: string; grantId?: string | undefined; expiresAt: Date },
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values({
      model: issuedModel,
      id: token.jti,
      payload: { accountId: token.accountId },
      grantId: token.grantId ?? null,
      expiresAt: token.expiresAt,
    })
    .onConflictDoNothing();
}

const ofAccount = (accountId: string) => sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;

/** The grant (sign-in) an access token was issued under, when it was noted with one. */
async function grantOfToken(db: Database, jti: string): Promise<string | undefined> {
  const [row] = await db
    .select({ grantId: oidcPayloads.grantId })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, issuedModel), eq(oidcPayloads.id, jti)));
  return row?.grantId ?? undefined;
}

/**
 * Signs the account out everywhere (after a password reset): every provider session and grant of
 * the account goes, with what hangs off the grants (codes), so silent renew needs a new sign-in,
 * and every access token issued to it is revoked. Pass the transaction that changes the password.
 *
 * `keep` (after a password change) names the access token of the caller: the sign-in it was issued
 * under stays (its grant, the provider session that holds the grant, the tokens of that grant), so
 * the person who changed the password stays signed in and every other session ends.
 */
export async function endSessionsOf(
  db: Database,
  accountId: string,
  options: { keep?: string | undefined } = {},
): Promise<void> {
  const kept = options.keep === undefined ? undefined : await grantOfToken(db, options.keep);
  const otherGrant = (column: typeof oidcPayloads.grantId | typeof oidcPayloads.id) =>
    kept === undefined ? undefined : sql`${column} is distinct from ${kept}`;
  const issued = await db
    .select({ id: oidcPayloads.id, expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, issuedModel), ofAccount(accountId), otherGrant(oidcPayloads.grantId)));
  const revoked = issued.filter((token) => token.id !== options.keep);
  if (revoked.length > 0) {
    await db
      .insert(oidcPayloads)
      .values(
        revoked.map((token) => ({
          model,
          id: token.id,
          payload: { jti: token.id },
          expiresAt: token.expiresAt,
        })),
      )
      .onConflictDoNothing();
  }
  const grants = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), ofAccount(accountId), otherGrant(oidcPayloads.id)));
  if (grants.length > 0) {
    await db.delete(oidcPayloads).where(
      inArray(
        oidcPayloads.grantId,
        grants.map((grant) => grant.id),
      ),
    );
  }
  const keptSession =
    kept === undefined
      ? undefined
      : sql`exists (select 1 from jsonb_each(${oidcPayloads.payload}->'authorizations') as granted
          where granted.value->>'grantId' = ${kept})`;
  await db
    .delete(oidcPayloads)
    .where(
      and(
        ofAccount(accountId),
        or(
          and(eq(oidcPayloads.model, 'Session'), keptSession && not(keptSession)),
          and(eq(oidcPayloads.model, 'Grant'), otherGrant(oidcPayloads.id)),
          and(eq(oidcPayloads.model, issuedModel), otherGrant(oidcPayloads.grantId)),
        ),
      ),
    );
}
