// Sign-up, credentials, e-mail confirmation, password reset and the profile. Time comes from
// `app.clock` so link expiry is tested by moving the clock, not by waiting.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  GUEST_ROLE,
  type AccountProfile,
  type BusinessVertical,
  type Language,
  type SignupInput,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../history/index.ts';
import { renderMail, type MailKind } from '../mail/index.ts';
import { accountError } from './account-errors.ts';
import { createAccountTokensRepo, type TokenPurpose } from './account-tokens.repo.ts';
import { OWNER_PERMISSIONS, organizationView } from './organization-view.ts';
import { createMembershipsRepo } from './organizations.repo.ts';
import { createUsersRepo } from './users.repo.ts';

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id with OWASP's recommended cost.
  return hash(password);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The organisation a sign-up creates is named after the shop's host, without a leading www. */
function organizationNameOf(shopUrl: string): string {
  return new URL(shopUrl).hostname.replace(/^www\./, '');
}

let unknownUserHash: Promise<string> | undefined;

export type CredentialsResult = { ok: true; user: UserRow } | { ok: false; code: 'sec-23' | 'sec-24' };

/**
 * Checks an e-mail and password for the sign-in page. An unknown e-mail still costs one argon2
 * verification, so response time does not reveal which addresses have accounts.
 */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<CredentialsResult> {
  const user = await createUsersRepo(db).findByEmail(normalizeEmail(email));
  if (!user) {
    unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await unknownUserHash, password);
    return { ok: false, code: 'sec-23' };
  }
  if (!(await verify(user.passwordHash, password))) return { ok: false, code: 'sec-23' };
  if (!user.emailVerifiedAt) return { ok: false, code: 'sec-24' };
  return { ok: true, user };
}

async function issueLink(
  app: FastifyInstance,
  db: Database,
  user: UserRow,
  purpose: TokenPurpose,
): Promise<void> {
  const now = app.clock();
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'confirmation' ? app.config.confirmationTtlMs : app.config.passwordResetTtlMs;
  await createAccountTokensRepo(db, purpose).insert(
    user.id,
    tokenHashOf(token),
    new Date(now.getTime() + ttl),
    now,
  );
  const link =
    purpose === 'confirmation'
      ? `${app.config.publicUrl}/account/v1/users/confirmations/${token}`
      : `${app.config.publicUrl}/reset-password?token=${token}`;
  const kind: MailKind = purpose;
  await app.mail.enqueue(
    {
      to: user.email,
      ...renderMail(kind, { language: user.language, name: user.firstName || user.name, link }),
    },
    { db },
  );
}

/** Sends a new confirmation link to an unverified account; does nothing for unknown or verified e-mails. */
export async function sendConfirmation(app: FastifyInstance, email: string): Promise<void> {
  const user = await createUsersRepo(app.db).findByEmail(normalizeEmail(email));
  if (!user || user.emailVerifiedAt) return;
  await app.db.transaction((tx) => issueLink(app, tx, user, 'confirmation'));
  app.mail.wake();
}

/** Resends the confirmation from an expired link's token; unknown tokens are ignored like unknown e-mails. */
export async function resendConfirmationForToken(app: FastifyInstance, token: string): Promise<void> {
  const row = await createAccountTokensRepo(app.db, 'confirmation').findByHash(tokenHashOf(token));
  if (!row) return;
  const user = await createUsersRepo(app.db).findById(row.userId);
  if (user) await sendConfirmation(app, user.email);
}

export async function signUp(app: FastifyInstance, input: SignupInput): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const users = createUsersRepo(app.db);
  if (await users.findByEmail(email)) throw accountError('acc-1', 409);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock();
  try {
    const user = await app.db.transaction(async (tx) => {
      const created = await createUsersRepo(tx).insert({
        email,
        passwordHash,
        name: input.name,
        ...splitName(input.name),
        language: input.language ?? 'en',
        shopUrl: input.shopUrl,
        commercialCommunications: input.commercialCommunications ?? false,
        legalAcceptedAt: now,
      });
      await createMembershipsRepo(tx, { userId: created.id }).createOwned(
        { name: organizationNameOf(input.shopUrl), businessVertical: 'UNKNOWN' },
        OWNER_PERMISSIONS,
        now,
      );
      await issueLink(app, tx, created, 'confirmation');
      return created;
    });
    app.mail.wake();
    return user;
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides, the loser gets acc-1.
    if (await users.findByEmail(email)) throw accountError('acc-1', 409);
    throw error;
  }
}

export type ConfirmationOutcome = 'confirmed' | 'expired' | 'used';

/** Uses a confirmation link. An unknown token reads as used: it cannot confirm anything. */
export async function confirmEmail(app: FastifyInstance, token: string): Promise<ConfirmationOutcome> {
  const tokens = createAccountTokensRepo(app.db, 'confirmation');
  const row = await tokens.findByHash(tokenHashOf(token));
  if (!row || row.usedAt) return 'used';
  const now = app.clock();
  if (row.expiresAt <= now) return 'expired';
  await app.db.transaction(async (tx) => {
    await createUsersRepo(tx).update(row.userId, { emailVerifiedAt: now });
    await createAccountTokensRepo(tx, 'confirmation').useAllOf(row.userId, now);
  });
  return 'confirmed';
}

/** Sends a reset link when the e-mail has an account; the caller answers the same either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await createUsersRepo(app.db).findByEmail(normalizeEmail(email));
  if (!user) return;
  await app.db.transaction((tx) => issueLink(app, tx, user, 'password-reset'));
  app.mail.wake();
}

/** A usable reset link, or sec-4 (used, 409), sec-3 (expired, 410; unknown, 404). */
export async function checkPasswordReset(app: FastifyInstance, token: string) {
  const row = await createAccountTokensRepo(app.db, 'password-reset').findByHash(tokenHashOf(token));
  if (!row) throw accountError('sec-3', 404);
  if (row.usedAt) throw accountError('sec-4', 409);
  if (row.expiresAt <= app.clock()) throw accountError('sec-3', 410);
  return row;
}

/** Ends every session of an account and revokes every access token issued to it (the identity provider's). */
export type EndSessions = (db: Database, userId: string) => Promise<void>;

/**
 * Sets the new password; the link then stops working and, having proved the inbox, the e-mail counts
 * as confirmed. Whoever knew the old password is signed out: every session of the account ends and
 * every access token issued to it is revoked, in the same transaction.
 */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  password: string,
  endSessions: EndSessions,
): Promise<void> {
  const row = await checkPasswordReset(app, token);
  const passwordHash = await hashPassword(password);
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const users = createUsersRepo(tx);
    const user = await users.findById(row.userId);
    await users.update(row.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
    await createAccountTokensRepo(tx, 'password-reset').useAllOf(row.userId, now);
    await endSessions(tx, row.userId);
  });
}

export interface MembershipSummary {
  organization: { id: string; name: string; status: string; businessVertical: string };
  role: string;
  permissions: string[];
  /** Instance keys of the organisation's sites. */
  instances: string[];
}

/** The user's organisations with role, permissions and site instances (for token policies and the profile). */
export async function membershipsOf(db: Database, userId: string): Promise<MembershipSummary[]> {
  const repo = createMembershipsRepo(db, { userId });
  const memberships = await repo.list();
  const instances = await repo.instancesOf(memberships.map((membership) => membership.organization.id));
  return memberships.map(({ organization, role, permissions }) => ({
    organization: {
      id: organization.id,
      name: organization.name,
      status: organization.status,
      businessVertical: organization.businessVertical,
    },
    role,
    permissions,
    instances: instances
      .filter((site) => site.organizationId === organization.id)
      .map((site) => site.instance),
  }));
}

/**
 * The profile, with the address of an e-mail change waiting for its link (or null). Its
 * organisations are the user's memberships, then those where they reach a site only through a role
 * assignment or guest policy, as role guest without permissions.
 */
export async function getProfile(app: FastifyInstance, userId: string): Promise<AccountProfile> {
  const { db } = app;
  const user = await createUsersRepo(db).findById(userId);
  if (!user) throw accountError('global-404', 404);
  const pending = await createAccountTokensRepo(db, 'email-change').newestUsable(userId, app.clock());
  const memberships = createMembershipsRepo(db, { userId });
  const { assignedInstances } = app.tenancy;
  const guestOf = await memberships.guestOf(assignedInstances ? await assignedInstances(userId) : []);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language as Language,
    commercialCommunications: user.commercialCommunications,
    shopUrl: user.shopUrl,
    pendingEmail: pending?.email ?? null,
    organizations: [
      ...(await memberships.list()).map((membership) => ({
        ...organizationView(membership),
        role: membership.role,
      })),
      ...guestOf.map((organization) => ({
        ...organizationView({ organization, permissions: [] }),
        role: GUEST_ROLE,
      })),
    ],
  };
}

/**
 * Records a change of the user's own account (area account) inside `tx`: once in each of their
 * organisations, whose owners read it in their audit log, or once platform-wide without any.
 */
export async function recordAccountAudit(
  tx: Database,
  userId: string,
  entry: { action: string; before: unknown; after: unknown; actor: Actor },
): Promise<void> {
  const organizations = await createMembershipsRepo(tx, { userId }).list();
  const scopes = organizations.length > 0 ? organizations.map((member) => member.organization.id) : [null];
  for (const organizationId of scopes) {
    await recordAudit(tx, { organizationId, area: 'account', entityId: userId, ...entry });
  }
}

export interface AccountSeed {
  email: string;
  password: string;
  name: string;
  language: Language;
  organization: { name: string; businessVertical: BusinessVertical };
}

/**
 * Creates a verified account owning one organisation, unless the e-mail already has an account
 * (then nothing changes, so a seed can run on every start). Returns whether it was created.
 */
export async function ensureVerifiedAccount(db: Database, seed: AccountSeed, now: Date): Promise<boolean> {
  const email = normalizeEmail(seed.email);
  if (await createUsersRepo(db).findByEmail(email)) return false;
  const passwordHash = await hashPassword(seed.password);
  await db.transaction(async (tx) => {
    const user = await createUsersRepo(tx).insert({
      email,
      passwordHash,
      name: seed.name,
      ...splitName(seed.name),
      language: seed.language,
      legalAcceptedAt: now,
      emailVerifiedAt: now,
    });
    await createMembershipsRepo(tx, { userId: user.id }).createOwned(
      seed.organization,
      OWNER_PERMISSIONS,
      now,
    );
  });
  return true;
}
