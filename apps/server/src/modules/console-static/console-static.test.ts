import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function consoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playboard-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Playboard</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'silent-renew.html'), '<!doctype html><title>renew</title>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('console serving', async () => {
  const { app } = await testApp({ CONSOLE_DIR: consoleBuild() });

  it('should serve index.html at / and for any console route, so deep links survive a reload', async () => {
    for (const url of [
      '/',
      '/signup/expired-link?token=abc',
      '/analytics/searches-no-results',
      '/companies',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('should serve built files, fingerprinted assets cached for a year', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await app.inject({ method: 'GET', url: '/silent-renew.html' });
    expect(page.body).toContain('<title>renew</title>');
  });

  it('should answer a missing file with global-404 instead of the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it('should answer unknown API paths with global-404 even when the client accepts HTML', async () => {
    for (const url of [
      '/account/v1/nothing',
      '/main/v1/nothing',
      '/analytics/v1/nothing',
      '/flags/api/nothing',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json().errors[0].code).toBe('global-404');
    }
  });

  it('should answer a request that does not accept HTML with global-404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/companies',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('console serving without a build', async () => {
  const dir = join(tmpdir(), `playboard-missing-${crypto.randomUUID()}`);
  const { app } = await testApp({ CONSOLE_DIR: dir });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should answer / with a 503 page telling to run npm run build', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it('should keep the APIs up', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('should serve a build made after the server started, without a restart', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'late-1.js'), 'late');

    expect((await app.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/late-1.js' })).body).toBe('late');
  });

  it('should not serve files outside the build', async () => {
    const response = await app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd.txt' });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});
