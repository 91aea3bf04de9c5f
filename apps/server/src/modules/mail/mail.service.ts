import type { Database } from '../../db/client.ts';
import { createMailRepo } from './mail.repo.ts';
import type { MailContent } from './mail.templates.ts';

export type OutgoingMail = MailContent & { to: string };

/**
 * Writes a message to the outbox. Pass the transaction that made the change the mail is about,
 * so the message exists exactly when the change does.
 */
export async function enqueueMail(db: Database, message: OutgoingMail, now: Date) {
  const { to, ...content } = message;
  return createMailRepo(db).insert({ recipient: to, ...content }, now);
}

export async function listMailbox(db: Database, limit = 200) {
  return createMailRepo(db).list(limit);
}

export async function findMailboxMessage(db: Database, id: string) {
  return createMailRepo(db).findById(id);
}
