import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';

// Access tokens are self-contained JWTs, which oidc-provider does not revoke; a revoked token's id
// is kept (beside the provider's rows, purged with them) until the token would have expired anyway.
const model = 'RevokedAccessToken';

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
