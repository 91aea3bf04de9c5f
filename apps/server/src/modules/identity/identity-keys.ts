import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client.ts';
import { identityKeys } from '../../db/schema/index.ts';

export interface SigningKey extends JWK {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface IdentityKeys {
  /** Private JWKs; the first one signs, all of them verify (room for rotation). */
  signing: SigningKey[];
  /** Secrets that sign the provider's cookies; the first one signs, all of them verify. */
  cookies: string[];
}

async function newSigningKeys(): Promise<SigningKey[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }];
}

function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

/**
 * Creates a key the first time any process asks for it and returns the stored one afterwards:
 * `on conflict do nothing` then a read, so replicas starting together agree on a single key.
 */
async function keyOnce<T>(db: Database, name: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(identityKeys)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (!stored) throw new Error(`identity key ${name} could not be stored`);
  return stored.value as T;
}

/** The deployment's signing and cookie keys, generated once and kept in the database. */
export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  return {
    signing: await keyOnce(db, 'signing', newSigningKeys),
    cookies: await keyOnce(db, 'cookies', newCookieKeys),
  };
}

/** The public half of the signing keys, as published at the JWKS endpoint. */
export function publicJwks(keys: IdentityKeys): { keys: JWK[] } {
  return {
    keys: keys.signing.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
