import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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

/** Notes an access token the provider issued, before it reaches the client. */
export async function recordIssuedAccessToken(
  db: Database,
  token: { jti: string; accountId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values({
      model: issuedModel,
      id: token.jti,
      payload: { accountId: token.accountId },
      expiresAt: token.expiresAt,
    })
    .onConflictDoNothing();
}

const ofAccount = (accountId: string) => sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;

/**
 * Signs the account out everywhere (after a password reset): every provider session and grant of
 * the account goes, with what hangs off the grants (codes), so silent renew needs a new sign-in,
 * and every access token issued to it is revoked. Pass the transaction that changes the password.
 */
export async function endSessionsOf(db: Database, accountId: string): Promise<void> {
  const issued = await db
    .select({ id: oidcPayloads.id, expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, issuedModel), ofAccount(accountId)));
  if (issued.length > 0) {
    await db
      .insert(oidcPayloads)
      .values(
        issued.map((token) => ({
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
    .where(and(eq(oidcPayloads.model, 'Grant'), ofAccount(accountId)));
  if (grants.length > 0) {
    await db.delete(oidcPayloads).where(
      inArray(
        oidcPayloads.grantId,
        grants.map((grant) => grant.id),
      ),
    );
  }
  await db
    .delete(oidcPayloads)
    .where(and(inArray(oidcPayloads.model, ['Session', 'Grant', issuedModel]), ofAccount(accountId)));
}
