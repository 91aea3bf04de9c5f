import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayerHandle, MountOptions } from '../app/mount.tsx';
import { layerConfig } from '../testing/fixtures.ts';
import { boot, type AppModule } from './boot.ts';

const requests: string[] = [];
const caches: (RequestCache | undefined)[] = [];
let enabled = true;

beforeEach(() => {
  requests.length = 0;
  caches.length = 0;
  enabled = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      requests.push(String(input));
      caches.push(init?.cache);
      if (String(input).includes('/layer/v1/config/')) {
        return new Response(JSON.stringify(layerConfig({ enabled, cssSelector: '#search, .mobile-search' })));
      }
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.playboard;
});

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://search.example.com/layer.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

/** A stand-in app chunk recording what the loader asks of it. */
function fakeApp() {
  const handle = {
    open: vi.fn<LayerHandle['open']>(),
    close: vi.fn<LayerHandle['close']>(),
    customise: vi.fn<LayerHandle['customise']>(),
  };
  let options: MountOptions | undefined;
  const app: AppModule = {
    mountLayer: vi.fn((given: MountOptions) => {
      options = given;
      return handle;
    }),
    mountPreview: vi.fn(() => handle),
  };
  const load = vi.fn(async () => app);
  return { app, handle, load, options: () => options! };
}

describe('boot', () => {
  it('should fetch the config of its instance, track the page view and open the layer from a trigger', async () => {
    document.body.innerHTML = '<input id="search" value="jeans">';
    const { load, handle } = fakeApp();

    await boot(scriptTag({ 'data-instance': 'shop-1a2b', 'data-lang': 'es' }), load);

    expect(requests[0]).toBe('https://search.example.com/layer/v1/config/shop-1a2b');
    expect(requests.slice(1).map((url) => new URL(url).pathname.split('/').at(-1))).toEqual([
      'session',
      'page',
    ]);
    expect(new URL(requests[2]!).searchParams.get('lang')).toBe('es');

    await userEvent.setup().click(document.querySelector<HTMLInputElement>('#search')!);
    await vi.waitFor(() => expect(handle.open).toHaveBeenCalledWith('jeans'));
    expect(handle.open).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('https://search.example.com');
  });

  it('should follow what the shopper types in the trigger until the layer takes the focus', async () => {
    document.body.innerHTML = '<input id="search">';
    const { app, handle } = fakeApp();
    let loaded: (module: AppModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<AppModule>((resolve) => (loaded = resolve)));
    await boot(scriptTag({ 'data-instance': 'shop-1a2b' }), load);

    await userEvent.setup().type(document.querySelector<HTMLInputElement>('#search')!, 'serum');
    loaded(app);

    await vi.waitFor(() => expect(handle.open).toHaveBeenLastCalledWith('serum'));
  });

  it('should return the focus to the trigger on close without opening again', async () => {
    document.body.innerHTML = '<input id="search"><button id="elsewhere">x</button>';
    const { load, handle, options } = fakeApp();
    await boot(scriptTag({ 'data-instance': 'shop-1a2b' }), load);
    const trigger = document.querySelector<HTMLInputElement>('#search')!;
    await userEvent.setup().click(trigger);
    await vi.waitFor(() => expect(handle.open).toHaveBeenCalledOnce());
    document.querySelector<HTMLButtonElement>('#elsewhere')!.focus();

    options().onClosed?.();

    expect(trigger).toHaveFocus();
    expect(handle.open).toHaveBeenCalledOnce();
    await userEvent.setup().click(trigger);
    await vi.waitFor(() => expect(handle.open).toHaveBeenCalledTimes(2));
  });

  it('should replay window.playboard calls made before the config arrived', async () => {
    const { load, handle } = fakeApp();
    const started = boot(scriptTag({ 'data-instance': 'shop-1a2b' }), load);
    window.playboard!.open('boots');
    window.playboard!.trackCheckout({ orderId: 'o-9', items: [{ productId: 'p1', quantity: 1 }] });

    await started;

    await vi.waitFor(() => expect(handle.open).toHaveBeenCalledWith('boots'));
    const checkout = requests.map((url) => new URL(url)).find((url) => url.pathname.endsWith('/checkout'));
    expect(checkout?.searchParams.get('orderId')).toBe('o-9');
  });

  it('should do nothing for a site whose layer is switched off', async () => {
    enabled = false;
    document.body.innerHTML = '<input id="search">';
    const { load } = fakeApp();

    await boot(scriptTag({ 'data-instance': 'shop-1a2b' }), load);
    window.playboard!.trackCheckout({ orderId: 'o-1', items: [{ productId: 'p1', quantity: 1 }] });
    await userEvent.setup().click(document.querySelector<HTMLInputElement>('#search')!);

    expect(requests).toEqual(['https://search.example.com/layer/v1/config/shop-1a2b']);
    expect(caches).toEqual([undefined]);
    expect(load).not.toHaveBeenCalled();
  });

  it('should mount the inline preview into its target in preview mode, without tracking', async () => {
    document.body.innerHTML = '<div id="playboard-preview"></div>';
    const { load, app } = fakeApp();

    await boot(
      scriptTag({ 'data-instance': 'shop-1a2b', 'data-mode': 'preview', 'data-target': 'playboard-preview' }),
      load,
    );

    expect(app.mountPreview).toHaveBeenCalledWith(
      expect.anything(),
      document.getElementById('playboard-preview'),
    );
    expect(requests).toHaveLength(1);
    // Not from nor into the HTTP cache, where the demo shop's storefront would find a stale look.
    expect(caches).toEqual(['no-store']);
    expect(window.playboard).toBeUndefined();
  });
});
