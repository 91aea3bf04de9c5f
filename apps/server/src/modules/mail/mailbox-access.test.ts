import { describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../testing/auth.ts';
import { accountTestApp, mailsTo, signUp } from '../../testing/account.ts';

const stranger = '203.0.113.7';
const staff = [{ resource: '*', instances: ['*'], accessLevel: 'WRITE' as const }];

describe('mailbox access (no SMTP_URL)', async () => {
  const { app } = await accountTestApp();
  const user = await signUp(app, { email: 'victim@example.com' });
  await app.mail.worker?.runOnce();
  const [mail] = await mailsTo(app, user.email);
  const pages = ['/mailbox', `/mailbox/${mail!.id}`];

  it('should serve the pages to the machine itself over IPv4 and IPv6 loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      for (const url of pages) {
        const response = await app.inject({ method: 'GET', url, remoteAddress });
        expect({ remoteAddress, url, status: response.statusCode }).toEqual({
          remoteAddress,
          url,
          status: 200,
        });
        expect(response.body).toContain('victim@example.com');
      }
    }
  });

  it('should answer anyone else 404 in the one error shape, as for a route that does not exist', async () => {
    for (const url of [...pages, '/mailbox/not-a-uuid', `/mailbox/${crypto.randomUUID()}`]) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: stranger });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'global-404', message: `Route GET ${url} not found` }],
      });
    }
  });

  it('should refuse a loopback connection that a proxy forwarded (the client is elsewhere)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-forwarded-proto', 'x-real-ip', 'via']) {
      const response = await app.inject({
        method: 'GET',
        url: '/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? `for=${stranger}` : stranger },
      });
      expect({ header, status: response.statusCode }).toEqual({ header, status: 404 });
    }
  });

  it("should refuse a merchant's token and serve a platform operator's", async () => {
    const merchant = { authorization: `Bearer ${await accessTokenFor(app, user.id)}` };
    const operator = { authorization: `Bearer ${await accessTokenFor(app, user.id, { policies: staff })}` };
    for (const url of pages) {
      expect((await app.inject({ url, remoteAddress: stranger, headers: merchant })).statusCode).toBe(404);
      expect((await app.inject({ url, remoteAddress: stranger, headers: operator })).statusCode).toBe(200);
    }
    const forged = { authorization: `Bearer ${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}` };
    expect((await app.inject({ url: '/mailbox', remoteAddress: stranger, headers: forged })).statusCode).toBe(
      404,
    );
  });
});

describe('mailbox access behind a trusted proxy (TRUST_PROXY=true)', async () => {
  const { app } = await accountTestApp({ TRUST_PROXY: 'true' });

  it('should not take a forwarded loopback address for the machine itself', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/mailbox', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
  });
});
