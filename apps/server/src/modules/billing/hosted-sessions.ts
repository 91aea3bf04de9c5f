// The links to the embedded provider's hosted pages: a random token per page opened from the
// console, valid for an hour, naming the organisation and where to come back to.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { billingSessions, type BillingSessionRow } from '../../db/schema/index.ts';
import type { Actor, BillingDeps } from './billing-context.ts';

const SESSION_MS = 60 * 60 * 1000;

export type HostedPage = 'PAYMENT_DETAILS' | 'PORTAL';

/** Opens a hosted page for the organisation; answers its absolute URL. */
export async function openHostedPage(
  deps: BillingDeps,
  organizationId: string,
  kind: HostedPage,
  returnPath: string,
  actor: Actor | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(billingSessions).values({
    token,
    organizationId,
    kind,
    returnPath,
    actorId: actor?.userId ?? null,
    actorEmail: actor?.email ?? null,
    expiresAt: new Date(deps.clock().getTime() + SESSION_MS),
  });
  const page = kind === 'PORTAL' ? 'portal' : 'payment-details';
  return `${deps.config.publicUrl}/billing/v1/hosted/${token}/${page}`;
}

/** Who opened the page, for the audit log. */
export function sessionActor(session: BillingSessionRow): Actor | null {
  return session.actorId && session.actorEmail
    ? { userId: session.actorId, email: session.actorEmail }
    : null;
}

/** The hosted page session of `token`, if it exists and has not expired. */
export async function hostedSession(
  deps: BillingDeps,
  token: string,
): Promise<BillingSessionRow | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const [row] = await deps.db
    .select()
    .from(billingSessions)
    .where(and(eq(billingSessions.token, token), gt(billingSessions.expiresAt, deps.clock())));
  return row;
}
