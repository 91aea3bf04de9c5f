// Password change of a signed-in user (spec 2 §3, §5): the current password checked, the new one
// stored, the user's other sessions ended, the change audited in each of their organisations and
// an e-mail sent to them, all in one transaction.
import { verify } from '@node-rs/argon2';
import type { PasswordChange } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../history/index.ts';
import { renderMail } from '../mail/index.ts';
import { accountError } from './account-errors.ts';
import { hashPassword, recordAccountAudit } from './account.service.ts';
import { createUsersRepo } from './users.repo.ts';

/** Ends the account's sessions but the one `keep` (an access token's id) was issued under. */
export type EndOtherSessions = (
  db: Database,
  userId: string,
  options: { keep?: string | undefined },
) => Promise<void>;

export interface PasswordChangeRequest {
  userId: string;
  /** The access token making the change: its sign-in stays, every other one ends. */
  tokenId: string | undefined;
  actor: Actor;
  change: PasswordChange;
  endSessions: EndOtherSessions;
}

/**
 * Changes the user's password once the current one is proved (else 400 `pwd-1`, nothing changes).
 * Whoever signed in elsewhere with the old password is signed out; the caller stays signed in.
 */
export async function changePassword(app: FastifyInstance, request: PasswordChangeRequest): Promise<void> {
  const user = await createUsersRepo(app.db).findById(request.userId);
  if (!user) throw accountError('global-404', 404);
  if (!(await verify(user.passwordHash, request.change.currentPassword))) {
    throw accountError('pwd-1', 400);
  }
  const passwordHash = await hashPassword(request.change.newPassword);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await createUsersRepo(tx).update(user.id, { passwordHash });
    await request.endSessions(tx, user.id, { keep: request.tokenId });
    await recordAccountAudit(tx, user.id, {
      action: 'password.change',
      before: null,
      after: null,
      actor: request.actor,
    });
    await app.mail.enqueue(
      {
        to: user.email,
        ...renderMail('password-changed', {
          language: user.language,
          name: user.firstName || user.name,
          link: `${app.config.publicUrl}/reset-password`,
        }),
      },
      { db: tx },
    );
  });
  app.mail.wake();
}
