import type { LayerHandle, MountOptions } from '../app/mount.tsx';
import { fetchLayerConfig, type LayerContext } from '../shared/layer-config.ts';
import { Tracker } from '../shared/tracking.ts';
import { bindTriggers, triggerValue } from './trigger.ts';
import { createPlayboardApi, type PlayboardApi } from './window-api.ts';

declare global {
  interface Window {
    playboard?: PlayboardApi;
  }
}

/** What the app chunk exports (app/mount.tsx). */
export interface AppModule {
  mountLayer(options: MountOptions): LayerHandle;
  mountPreview(options: MountOptions, parent: HTMLElement): LayerHandle;
}

/** Imports the app chunk from the server (the hashed name is baked in at build time). */
export type ImportApp = (server: string) => Promise<AppModule>;

export const importApp: ImportApp = (server) =>
  import(/* @vite-ignore */ `${server}/layer/assets/${__PLAYBOARD_APP_ENTRY__}`) as Promise<AppModule>;

function contextOf(script: HTMLScriptElement): LayerContext {
  return {
    server: new URL(script.src).origin,
    instance: script.dataset.instance ?? '',
    lang: script.dataset.lang || document.documentElement.lang || 'en',
  };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

const noops: PlayboardApi = {
  open: () => undefined,
  close: () => undefined,
  trackAddToCart: () => undefined,
  trackCheckout: () => undefined,
};

async function startPreview(
  script: HTMLScriptElement,
  context: LayerContext,
  load: ImportApp,
): Promise<void> {
  // The preview shows the saved look and keeps no copy in the browser's cache: a storefront on the
  // console's own site (the demo shop) would take that copy for a minute and miss a change saved meanwhile.
  const config = await fetchLayerConfig(context, 'no-store');
  const app = await load(context.server);
  const parent = document.getElementById(script.dataset.target ?? '') ?? document.body;
  app.mountPreview({ context, config, tracker: new Tracker(context, { silent: true }) }, parent);
}

async function startStorefront(
  script: HTMLScriptElement,
  context: LayerContext,
  playboard: ReturnType<typeof createPlayboardApi>,
  loadApp: ImportApp,
): Promise<void> {
  const config = await fetchLayerConfig(context);
  if (!config.enabled) {
    // A site switched off in the console: the shop's calls (checkout page) do nothing, and queue nothing.
    playboard.ready(noops);
    return;
  }
  const tracker = new Tracker(context);
  tracker.trackPageView(window.location.href);
  const load = once(() => loadApp(context.server));
  let trigger: HTMLElement | null = null;
  let open = false;
  bindTriggers(config.cssSelector, (query, element, event) => {
    if (open) {
      // Typing goes on in the shop's field until the layer takes the focus: the layer follows it.
      if (event === 'input' && element === trigger) void layer().then((handle) => handle.open(query));
      // One click focuses then clicks the trigger: the layer opens once.
      return;
    }
    open = true;
    trigger = element;
    // Read when the layer is ready: what the shopper typed meanwhile counts too.
    void layer().then((handle) => handle.open(triggerValue(element)));
  });
  let mounted: Promise<LayerHandle> | undefined;
  const layer = () =>
    (mounted ??= load().then((app) =>
      app.mountLayer({
        context,
        config,
        tracker,
        cartUrl: script.dataset.cartUrl,
        onClosed: () => {
          open = false;
          if (trigger?.isConnected) trigger.focus();
        },
      }),
    ));
  playboard.ready({
    open: (query) => {
      open = true;
      trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void layer().then((handle) => handle.open(query));
    },
    close: () => void mounted?.then((handle) => handle.close()),
    trackAddToCart: (event) => tracker.trackAddToCart(event),
    trackCheckout: (event) => tracker.trackCheckout(event),
  });
  whenIdle(() => void load());
}

/**
 * Starts the layer from its script tag: the storefront (window.playboard, triggers, page tracking)
 * or, with `data-mode="preview"`, the console's inline preview. Answers when the start is over.
 */
export async function boot(
  script: HTMLOrSVGScriptElement | null,
  loadApp: ImportApp = importApp,
): Promise<void> {
  if (!(script instanceof HTMLScriptElement) || !script.dataset.instance) return;
  const context = contextOf(script);
  try {
    if (script.dataset.mode === 'preview') {
      await startPreview(script, context, loadApp);
      return;
    }
    const playboard = createPlayboardApi();
    window.playboard = playboard.api;
    await startStorefront(script, context, playboard, loadApp);
  } catch (error) {
    console.error(error);
  }
}
