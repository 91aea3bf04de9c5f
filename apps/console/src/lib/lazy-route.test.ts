import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route.ts';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/synonyms-page-abc.js');

describe('lazyRoute', () => {
  const reload = vi.fn();
  const realLocation = window.location;

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  });

  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    vi.restoreAllMocks();
  });

  it('should load the route module', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it('should reload the page when a chunk fails to load while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    void lazyRoute(() => Promise.reject(chunkError))();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('should not reload while offline, so the error page can say so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(lazyRoute(() => Promise.reject(chunkError))()).rejects.toBe(chunkError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('should not reload again within 10 s of the last reload', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sessionStorage.setItem('epb-chunk-reload-at', String(Date.now()));
    await expect(lazyRoute(() => Promise.reject(chunkError))()).rejects.toBe(chunkError);
    expect(reload).not.toHaveBeenCalled();
  });
});
