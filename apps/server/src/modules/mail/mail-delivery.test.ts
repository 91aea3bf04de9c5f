import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTestApp, mailsTo, signUp } from '../../testing/account.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function smtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${port}` };
}

describe('mail delivery with SMTP_URL', async () => {
  const sink = await smtpSink();
  const { app } = await accountTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Playboard <hello@playboard.test>' });

  it('should send the confirmation through the SMTP server with text and HTML bodies', async () => {
    const user = await signUp(app, { name: 'Grace Hopper', language: 'en' });

    await app.mail.worker?.runOnce();

    const [mail] = sink.received.filter((message) => message.to.includes(user.email));
    expect(mail?.from).toBe('hello@playboard.test');
    expect(mail?.raw).toContain('Subject: Confirm your email for Playboard');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain('Hi Grace,');
    const [row] = await mailsTo(app, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('should switch the mailbox page off', async () => {
    expect((await app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
  });
});

describe('mail delivery when the SMTP server is down', async () => {
  const { app } = await accountTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });

  it('should keep the message pending with the error for a later retry', async () => {
    const user = await signUp(app);

    await app.mail.worker?.runOnce();

    const [row] = await mailsTo(app, user.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('GET /mailbox', async () => {
  const { app } = await accountTestApp();

  it('should list the messages newest first with recipient, subject, time and clickable links', async () => {
    const first = await signUp(app, { email: 'first@example.com' });
    const second = await signUp(app, { email: 'second@example.com', name: '<b>Bold</b> Name' });
    await app.mail.worker?.runOnce();

    const response = await app.inject({ method: 'GET', url: '/mailbox' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    expect(page.indexOf(second.email)).toBeLessThan(page.indexOf(first.email));
    expect(page).toContain('Confirm your email for Playboard');
    expect(page).toMatch(/<time datetime="2026-11-22T10:00:00\.\d{3}Z">/);
    expect(page).toMatch(/<a href="http:\/\/localhost:3000\/account\/v1\/users\/confirmations\/[\w-]{43}">/);
  });

  it('should show one message with its text links clickable and its HTML body sandboxed', async () => {
    const [mail] = await mailsTo(app, 'second@example.com');

    const response = await app.inject({ method: 'GET', url: `/mailbox/${mail!.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('To second@example.com');
    expect(response.body).toMatch(
      /<a href="http:\/\/localhost:3000\/account\/v1\/users\/confirmations\/[\w-]{43}">/,
    );
    expect(response.body).toContain('<iframe title="HTML body" sandbox=');
    expect(response.body).not.toContain('<b>Bold</b>');
  });

  it('should answer global-404 for an unknown message and global-400 for an id that is not a uuid', async () => {
    const missing = await app.inject({ method: 'GET', url: `/mailbox/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('global-404');
    expect((await app.inject({ method: 'GET', url: '/mailbox/1' })).statusCode).toBe(400);
  });
});

describe('a process without the mail module', async () => {
  const { app } = await accountTestApp({ MODULES: 'account' });

  it('should still queue mail for the process that delivers it, and serve no mailbox', async () => {
    const user = await signUp(app);

    expect(app.mail.worker).toBeUndefined();
    expect(await mailsTo(app, user.email)).toMatchObject([{ status: 'pending' }]);
    expect((await app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
  });
});
