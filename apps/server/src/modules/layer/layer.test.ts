import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app.ts';

function layerBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playboard-layer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'layer.js'), '(function(){})();');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'export function mountLayer() {}');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('layer delivery', async () => {
  const { app } = await testApp({ LAYER_DIR: layerBuild() });

  it('should serve the loader as JavaScript, cached 5 minutes since its name never changes', async () => {
    const response = await app.inject({ method: 'GET', url: '/layer.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe('(function(){})();');
  });

  it('should serve hashed chunks for a year, importable from a shop on another origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/layer/assets/app-abc123.js',
      headers: { origin: 'https://shop.example.com' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('should answer a missing chunk or a path outside the build with global-404', async () => {
    for (const url of ['/layer/assets/gone-1.js', '/layer/assets/..%2Flayer.js', '/layer/assets/']) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json().errors[0].code).toBe('global-404');
    }
  });

  it('should serve the preview page mounting the layer inline for the instance and language asked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/layer/preview.html?instance=shop-1a2b&lang=es',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.body).toContain(
      '<script src="/layer.js" data-instance="shop-1a2b" data-lang="es" data-mode="preview" data-target="playboard-preview">',
    );
  });

  it('should escape the instance into the page and refuse a preview without one', async () => {
    const injected = await app.inject({
      method: 'GET',
      url: `/layer/preview.html?instance=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(injected.body).not.toContain('<script>alert(1)</script>');

    const missing = await app.inject({ method: 'GET', url: '/layer/preview.html' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('global-400');
  });
});

describe('layer delivery without a build', async () => {
  const { app } = await testApp({ LAYER_DIR: join(tmpdir(), `playboard-no-layer-${crypto.randomUUID()}`) });

  it('should answer /layer.js with global-503 saying to build', async () => {
    const response = await app.inject({ method: 'GET', url: '/layer.js' });

    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0].message).toContain('npm run build');
  });
});
