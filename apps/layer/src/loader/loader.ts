// layer.js: what a shop loads first. Small on purpose: it reads the script tag, fetches the layer
// config, binds the trigger(s), tracks the page view and loads the React app on first use or idle.
import { fetchLayerConfig, type LayerConfig, type LayerContext } from '../shared/layer-config.ts';
import { Tracker } from '../shared/tracking.ts';
import type { LayerHandle, MountOptions } from '../app/mount.tsx';
import { bindTriggers } from './trigger.ts';
import { createPlayboardApi, type PlayboardApi } from './window-api.ts';

declare global {
  interface Window {
    playboard?: PlayboardApi;
  }
}

interface AppModule {
  mountLayer(options: MountOptions): LayerHandle;
  mountPreview(options: MountOptions, parent: HTMLElement): LayerHandle;
}

function contextOf(script: HTMLScriptElement): LayerContext {
  return {
    server: new URL(script.src).origin,
    instance: script.dataset.instance ?? '',
    lang: script.dataset.lang || document.documentElement.lang || 'en',
  };
}

function appLoader(server: string): () => Promise<AppModule> {
  let loading: Promise<AppModule> | undefined;
  return () => {
    loading ??= import(
      /* @vite-ignore */ `${server}/layer/assets/${__PLAYBOARD_APP_ENTRY__}`
    ) as Promise<AppModule>;
    return loading;
  };
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

async function startPreview(script: HTMLScriptElement, context: LayerContext): Promise<void> {
  const config = await fetchLayerConfig(context);
  const app = await appLoader(context.server)();
  const parent = document.getElementById(script.dataset.target ?? '') ?? document.body;
  app.mountPreview({ context, config, tracker: new Tracker(context, { silent: true }) }, parent);
}

async function startStorefront(
  script: HTMLScriptElement,
  context: LayerContext,
  playboard: ReturnType<typeof createPlayboardApi>,
) {
  const config: LayerConfig = await fetchLayerConfig(context);
  if (!config.enabled) {
    // A site switched off in the console: the shop's calls (checkout page) do nothing, and queue nothing.
    playboard.ready({
      open: () => undefined,
      close: () => undefined,
      trackAddToCart: () => undefined,
      trackCheckout: () => undefined,
    });
    return;
  }
  const tracker = new Tracker(context);
  tracker.trackPageView(window.location.href);
  const load = appLoader(context.server);
  let layer: Promise<LayerHandle> | undefined;
  let trigger: HTMLElement | null = null;
  const binding = bindTriggers(config.cssSelector, (query, element) => {
    trigger = element;
    void app().then((handle) => handle.open(query));
  });
  const app = () => {
    layer ??= load().then((module) =>
      module.mountLayer({
        context,
        config,
        tracker,
        cartUrl: script.dataset.cartUrl,
        onClosed: () => {
          if (trigger?.isConnected) binding.refocus(trigger);
        },
      }),
    );
    return layer;
  };
  playboard.ready({
    open: (query) => {
      trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void app().then((handle) => handle.open(query));
    },
    close: () => void layer?.then((handle) => handle.close()),
    trackAddToCart: (event) => tracker.trackAddToCart(event),
    trackCheckout: (event) => tracker.trackCheckout(event),
  });
  whenIdle(() => void load());
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.dataset.instance) {
  const context = contextOf(script);
  if (script.dataset.mode === 'preview') {
    startPreview(script, context).catch((error: unknown) => console.error(error));
  } else {
    const playboard = createPlayboardApi();
    window.playboard = playboard.api;
    startStorefront(script, context, playboard).catch((error: unknown) => console.error(error));
  }
}
