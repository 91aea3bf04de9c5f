// The signed-in user's profile changes (spec 2 §3 account profile): names, language and opt-in at
// once; a new e-mail only once its owner proves the inbox. Changing the e-mail needs the current
// password (as a password change does), sends a single-use link to the new address and a notice to
// the old one; opening the link applies it. Each step is audited (area account) in its transaction.
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { DomainError, type AccountProfile, type EmailChangeLink, type ProfilePatch } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Actor } from '../history/index.ts';
import { renderMail } from '../mail/index.ts';
import { accountError } from './account-errors.ts';
import { getProfile, normalizeEmail, recordAccountAudit, tokenHashOf } from './account.service.ts';
import { createAccountTokensRepo } from './account-tokens.repo.ts';
import { createUsersRepo } from './users.repo.ts';

async function userOf(db: Database, userId: string): Promise<UserRow> {
  const user = await createUsersRepo(db).findById(userId);
  if (!user) throw accountError('global-404', 404);
  return user;
}

/** acc-1 when another account holds `email`. */
async function ensureFree(db: Database, email: string, userId: string): Promise<void> {
  const holder = await createUsersRepo(db).findByEmail(email);
  if (holder && holder.id !== userId) throw accountError('acc-1', 409);
}

/**
 * The new address a patch asks for, once the current password is proved (else 400 `pwd-1`) and the
 * address is free (else 409 `acc-1`); undefined when the patch keeps the current address.
 */
async function requestedEmail(db: Database, user: UserRow, patch: ProfilePatch): Promise<string | undefined> {
  if (patch.email === undefined || normalizeEmail(patch.email) === user.email) return undefined;
  if (!(await verify(user.passwordHash, patch.currentPassword ?? ''))) throw accountError('pwd-1', 400);
  const email = normalizeEmail(patch.email);
  await ensureFree(db, email, user.id);
  return email;
}

/** A new link for `email`: the earlier ones stop working, so only the newest address can be confirmed. */
async function sendEmailChangeLink(
  app: FastifyInstance,
  tx: Database,
  user: UserRow,
  email: string,
): Promise<void> {
  const now = app.clock();
  const tokens = createAccountTokensRepo(tx, 'email-change');
  await tokens.useAllOf(user.id, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + app.config.confirmationTtlMs);
  await tokens.insert(user.id, tokenHashOf(token), expiresAt, now, email);
  const name = user.firstName || user.name;
  await app.mail.enqueue(
    {
      to: email,
      ...renderMail('email-change', {
        language: user.language,
        name,
        email,
        link: `${app.config.publicUrl}/email-change/${token}`,
      }),
    },
    { db: tx },
  );
}

/**
 * PATCH /account/v1/users: the fields sent change at once; a new `email` is checked first (pwd-1,
 * acc-1, and nothing changes when it fails), then waits for its link, sent with a notice to the old
 * address, all in one transaction.
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  patch: ProfilePatch,
  actor: Actor,
): Promise<AccountProfile> {
  const user = await userOf(app.db, userId);
  const email = await requestedEmail(app.db, user, patch);
  const fields = {
    firstName: patch.firstName,
    lastName: patch.lastName,
    language: patch.language,
    commercialCommunications: patch.commercialCommunications,
  };
  const firstName = fields.firstName ?? user.firstName;
  const lastName = fields.lastName ?? user.lastName;
  const renamed = fields.firstName !== undefined || fields.lastName !== undefined;
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await createUsersRepo(tx).update(userId, {
      ...fields,
      ...(renamed ? { name: [firstName, lastName].filter(Boolean).join(' ') } : {}),
    });
    if (!email) return;
    await sendEmailChangeLink(app, tx, user, email);
    await app.mail.enqueue(
      {
        to: user.email,
        ...renderMail('email-change-notice', {
          language: fields.language ?? user.language,
          name: user.firstName || user.name,
          email,
          link: `${app.config.publicUrl}/reset-password`,
        }),
      },
      { db: tx },
    );
    await recordAccountAudit(tx, user.id, {
      action: 'email.change.request',
      before: { email: user.email, pendingEmail: null },
      after: { email: user.email, pendingEmail: email },
      actor,
    });
  });
  if (email) app.mail.wake();
  return getProfile(app, userId);
}

async function pendingChange(app: FastifyInstance, db: Database, userId: string) {
  return createAccountTokensRepo(db, 'email-change').newestUsable(userId, app.clock());
}

/** Sends the pending change's link again (a new one: the earlier stops working); 404 when none is pending. */
export async function resendEmailChange(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await userOf(tx, userId);
    const pending = await pendingChange(app, tx, userId);
    if (!pending?.email) throw accountError('global-404', 404);
    await ensureFree(tx, pending.email, userId);
    await sendEmailChangeLink(app, tx, user, pending.email);
  });
  app.mail.wake();
}

/** Cancels the pending change: its link then reads as used. Nothing pending changes nothing. */
export async function cancelEmailChange(
  app: FastifyInstance,
  userId: string,
  actor: Actor,
): Promise<AccountProfile> {
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await userOf(tx, userId);
    const pending = await pendingChange(app, tx, userId);
    if (!pending) return;
    await createAccountTokensRepo(tx, 'email-change').useAllOf(userId, app.clock());
    await recordAccountAudit(tx, userId, {
      action: 'email.change.cancel',
      before: { email: user.email, pendingEmail: pending.email },
      after: { email: user.email, pendingEmail: null },
      actor,
    });
  });
  return getProfile(app, userId);
}

/**
 * The link's account and new address while it can be used, or sec-3 (unknown 404, expired 410),
 * sec-4 (used or cancelled, 409).
 */
async function usableLink(
  app: FastifyInstance,
  db: Database,
  token: string,
): Promise<{ userId: string; email: string }> {
  const row = await createAccountTokensRepo(db, 'email-change').findByHash(tokenHashOf(token));
  if (!row?.email) throw accountError('sec-3', 404);
  if (row.usedAt) throw accountError('sec-4', 409);
  if (row.expiresAt <= app.clock()) throw accountError('sec-3', 410);
  return { userId: row.userId, email: row.email };
}

/** What the link's page shows: the address it confirms, or why it cannot (acc-1 when taken since). */
export async function checkEmailChange(app: FastifyInstance, token: string): Promise<EmailChangeLink> {
  const { userId, email } = await usableLink(app, app.db, token);
  await ensureFree(app.db, email, userId);
  return { email };
}

/**
 * Applies the change the link confirms: the account's e-mail becomes the new address (signing in
 * uses it from now on) and counts as confirmed, every e-mail change and confirmation link of the
 * account stops working, and the change is audited. acc-1 when another account took the address
 * since the request.
 */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<EmailChangeLink> {
  const now = app.clock();
  try {
    return await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const link = await usableLink(app, tx, token);
      const { email } = link;
      await ensureFree(tx, email, link.userId);
      const user = await userOf(tx, link.userId);
      // Opening the link proved the new inbox: an account never confirmed counts as confirmed now.
      await createUsersRepo(tx).update(user.id, { email, emailVerifiedAt: user.emailVerifiedAt ?? now });
      await createAccountTokensRepo(tx, 'email-change').useAllOf(user.id, now);
      await createAccountTokensRepo(tx, 'confirmation').useAllOf(user.id, now);
      await recordAccountAudit(tx, user.id, {
        action: 'email.change',
        before: { email: user.email },
        after: { email },
        actor: { userId: user.id, email },
      });
      return { email };
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index decides, the loser gets acc-1.
    if (!(error instanceof DomainError)) {
      const link = await usableLink(app, app.db, token);
      await ensureFree(app.db, link.email, link.userId);
    }
    throw error;
  }
}
