import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSignOutPage } from '../modules/identity/sign-in-page.ts';
import { testApp } from '../testing/test-app.ts';

const html = { accept: 'text/html' };
const consolePublic = join(import.meta.dirname, '../../../console/public');

function directory(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'playboard-headers-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Inline <script> bodies (without src) of a page. */
function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', async () => {
  const consoleDir = directory({ 'index.html': '<!doctype html><div id="root"></div>' });
  for (const file of ['silent-renew.html', 'silent-renew.js']) {
    copyFileSync(join(consolePublic, file), join(consoleDir, file));
  }
  const layerDir = directory({ 'layer.js': 'export {}' });
  const { app } = await testApp({ CONSOLE_DIR: consoleDir, LAYER_DIR: layerDir });

  it('should send the console a policy without inline script that no page may frame, nosniff and no referrer', async () => {
    for (const url of ['/', '/analytics/searches-no-results', '/account/v1/users', '/no-such-route']) {
      const response = await app.inject({ url, headers: html });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')?.[0]).toBe("'self'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('should let only the console frame its silent-renew page, which runs no inline script', async () => {
    const response = await app.inject({ url: '/silent-renew.html' });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(inlineScripts(response.body)).toEqual([]);
    expect(response.body).toContain('<script src="/silent-renew.js"></script>');
    const index = await app.inject({ url: '/', headers: html });
    expect(directives(index.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('should allow the identity pages their inline scripts by hash only', async () => {
    // Without a session the provider answers with its own auto-submitting page, hashing its script
    // into our policy; with one, our sign-out page, whose script is hashed in the policy itself.
    const response = await app.inject({ url: '/oidc/session/end' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    const scripts = [
      ...inlineScripts(response.body),
      ...inlineScripts(renderSignOutPage('en', '<form></form>')),
    ];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(csp.get('script-src')).toContain(sha256(script));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toContain("'self'");
  });

  it('should send the mailbox the console policy', async () => {
    const response = await app.inject({ url: '/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(inlineScripts(response.body)).toEqual([]);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('should let the console frame the customisation preview, whose layer styles itself inline', async () => {
    const response = await app.inject({ url: '/layer/preview.html?instance=shop-es' });
    expect(response.statusCode).toBe(200);
    expect(inlineScripts(response.body)).toEqual([]);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should let any shop load the layer and call the storefront APIs', async () => {
    const shop = { origin: 'https://shop.example' };
    for (const url of [
      '/layer.js',
      '/search/v1/query/shop-es/search?query=a&lang=es',
      '/tagging/v1/track/shop-es/query?q=a',
      '/layer/v1/config/shop-es',
    ]) {
      const response = await app.inject({ url, headers: shop });
      expect({ url, corp: response.headers['cross-origin-resource-policy'] }).toEqual({
        url,
        corp: 'cross-origin',
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(
      (await app.inject({ url: '/layer.js', headers: shop })).headers['access-control-allow-origin'],
    ).toBe('*');
  });

  it("should serve the demo shop as a merchant's shop: no policy of ours, pictures usable anywhere", async () => {
    for (const url of ['/demo-shop/', '/demo-shop/images/p-1.svg']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
