import type { Policy } from '@playboard/domain';
import { importJWK, SignJWT } from 'jose';
import type { App } from '../app.ts';
import { loadIdentityKeys } from '../modules/identity/identity-keys.ts';
import {
  accessTokenClaims,
  accessTokenTtlSeconds,
  apiAudienceOf,
  consoleClientId,
  consoleScope,
  issuerOf,
} from '../modules/identity/token-claims.ts';

/**
 * A real access token for `userId`, signed with the provider's stored key and carrying the
 * claims the provider issues, so API tests skip the browser sign-in but not the verification.
 * `policies` replaces the computed ones, for holders the built-in provider has no role for (staff).
 */
export async function accessTokenFor(
  app: App,
  userId: string,
  options: { policies?: Policy[] } = {},
): Promise<string> {
  const computed = await accessTokenClaims(app.db, userId, app.config);
  if (!computed) throw new Error(`accessTokenFor: no user ${userId}`);
  const claims = { ...computed, ...(options.policies ? { policies: options.policies } : {}) };
  const [key] = (await loadIdentityKeys(app.db)).signing;
  if (!key) throw new Error('accessTokenFor: the provider has no signing key');
  return new SignJWT({ ...claims, client_id: consoleClientId, scope: consoleScope })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuerOf(app.config))
    .setAudience(apiAudienceOf(app.config))
    .setSubject(userId)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${accessTokenTtlSeconds}s`)
    .sign(await importJWK(key, key.alg));
}
