import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { freshDatabase } from '../testing/test-database.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/account/v1/users/confirmations/abc123', '/account/v1/users/confirmations/[redacted]'],
    ['/account/v1/password-resets/abc123', '/account/v1/password-resets/[redacted]'],
    ['/account/v1/password-resets/abc123?x=1', '/account/v1/password-resets/[redacted]?x=1'],
    ['/reset-password?token=abc123&lang=es', '/reset-password?token=[redacted]&lang=es'],
    ['/?code=abc&state=xyz', '/?code=[redacted]&state=xyz'],
    ['/search/v1/query/shop/search?query=red+shoes', '/search/v1/query/shop/search?query=red+shoes'],
    ['/account/v1/password-resets', '/account/v1/password-resets'],
    ['/account/v1/email-changes/abc123', '/account/v1/email-changes/[redacted]'],
    ['/email-change/abc123', '/email-change/[redacted]'],
    ['/account/v1/users/email-change/resend', '/account/v1/users/email-change/resend'],
    ['/account/v1/invites/abc123/signup', '/account/v1/invites/[redacted]/signup'],
    ['/invitations/abc123', '/invitations/[redacted]'],
    ['/account/v1/organizations/o1/invites/i1/resend', '/account/v1/organizations/o1/invites/i1/resend'],
  ])('should log %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('request log lines', () => {
  it('should never hold an e-mail link token, at the default info level', async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'playboard-log-'));
    const database = await freshDatabase();
    const app = await buildApp({
      config: parseEnv({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'http://localhost:3000',
        SEARCH_THREADS: '0',
      }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      const secret = 'e2b1c7d0f4a94f0b8d3a5c6e7f8091a2';
      await app.inject({ url: `/account/v1/users/confirmations/${secret}` });
      await app.inject({ url: `/account/v1/password-resets/${secret}` });
      await app.inject({ url: `/reset-password?token=${secret}` });
      await app.inject({ url: `/account/v1/email-changes/${secret}` });
      await app.inject({ url: `/email-change/${secret}` });
      const log = lines.join('');
      expect(log).toContain('/account/v1/password-resets/[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
