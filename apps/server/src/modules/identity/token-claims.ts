import type { Policy } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { membershipsOf } from '../account/index.ts';

/** The claims Playboard adds to every access token, beside `sub`, `exp` and the JWT basics. */
export interface AccessTokenClaims {
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  policies: Policy[];
}

export const consoleClientId = 'playboard-console';
export const consoleScope = 'openid profile email';
export const accessTokenTtlSeconds = 3600;

/** The built-in provider's issuer, or the external one when `OIDC_ISSUER` is set. */
export function issuerOf(config: Config): string {
  return config.oidcIssuer ?? `${config.publicUrl}/oidc`;
}

/** The resource indicator (and so the `aud` claim) of the tokens the built-in provider issues. */
export function apiAudienceOf(config: Config): string {
  return `${config.publicUrl}/`;
}

const writerRoles = new Set(['owner', 'admin']);

/** The policies a member with `role` gets for the instances of the organisation's sites. */
export function memberPolicies(role: string, instances: string[]): Policy[] {
  return writerRoles.has(role) ? [{ resource: '*', instances, accessLevel: 'WRITE' }] : [];
}

/**
 * The profile and policies a user's access token carries: owners and admins of an organisation
 * get WRITE on every resource for the instances of that organisation's sites.
 */
export async function accessTokenClaims(
  db: Database,
  userId: string,
): Promise<AccessTokenClaims | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const policies = (await membershipsOf(db, userId)).flatMap((membership) =>
    memberPolicies(membership.role, membership.instances),
  );
  const [firstWord = '', ...otherWords] = user.name.trim().split(/\s+/);
  return {
    name: user.name,
    given_name: user.firstName || firstWord,
    family_name: user.lastName || otherWords.join(' '),
    email: user.email,
    policies,
  };
}
