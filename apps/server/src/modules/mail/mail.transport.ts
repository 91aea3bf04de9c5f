import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema/index.ts';

/** Where the worker hands a message: an SMTP server, or the outbox itself shown as the mailbox page. */
export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  send(message: MailOutboxRow): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@playboard>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** Embedded mode: the outbox row is the delivered message; the mailbox page reads it. */
export function mailboxTransport(): MailTransport {
  return { kind: 'mailbox', send: async () => undefined, close: () => undefined };
}
