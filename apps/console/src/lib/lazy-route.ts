import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const RELOAD_KEY = 'epb-chunk-reload-at';
const RELOAD_WINDOW_MS = 10_000;

/**
 * spec 1 §2: a page chunk that fails to load while the browser is online means a new release
 * replaced it; reload the page (once per 10 s, so a broken deployment cannot loop).
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (navigator.onLine && Date.now() - last > RELOAD_WINDOW_MS) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}

type ScreenModule = { Component: ComponentType };

/** A lazy screen module (its own chunk) exporting `Component`. */
export function lazyScreen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: lazyRoute(async () => ({ Component: (await load()).Component })) };
}
