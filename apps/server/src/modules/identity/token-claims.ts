import { userPolicies, type Policy } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { membershipsOf } from '../account/index.ts';
import { assignmentsWithRoles, guestPoliciesOf } from '../management/index.ts';

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
export function memberPolicies(role: string, instances: readonly string[]): Policy[] {
  return writerRoles.has(role) ? [{ resource: '*', instances: [...instances], accessLevel: 'WRITE' }] : [];
}

export interface TokenClaimsOptions {
  /** E-mails of the platform's operators (`PLATFORM_OPERATORS`): their tokens reach every instance. */
  platformOperators?: readonly string[];
}

/**
 * The profile and policies a user's access token carries: owners and admins of an organisation
 * get WRITE on every resource for the instances of that organisation's sites, except where a role
 * assignment decides instead (`userPolicies`); assignments, guest policies and the operators'
 * policies are added.
 */
export async function accessTokenClaims(
  db: Database,
  userId: string,
  { platformOperators = [] }: TokenClaimsOptions = {},
): Promise<AccessTokenClaims | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [memberships, assignments, guestPolicies] = await Promise.all([
    membershipsOf(db, userId),
    assignmentsWithRoles(db, userId),
    guestPoliciesOf(db, userId),
  ]);
  const policies = userPolicies(
    {
      memberships,
      assignments,
      guestPolicies,
      operator: platformOperators.includes(user.email.toLowerCase()),
    },
    memberPolicies,
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
