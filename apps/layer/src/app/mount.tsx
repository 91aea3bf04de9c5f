// The app chunk the loader imports on first use: React mounted in a shadow root, so the shop's CSS
// cannot reach the layer and the layer's CSS cannot reach the shop.
import type { VisualCustomisation } from '@playboard/domain';
import { createRoot } from 'react-dom/client';
import type { LayerConfig } from '@playboard/domain';
import type { LayerContext } from '../shared/layer-config.ts';
import type { Tracker } from '../shared/tracking.ts';
import css from './layer.css?inline';
import { Layer } from './layer.tsx';
import { createSearchApi, type SearchApiOptions } from './search-api.ts';
import { themeCss } from './theme.ts';

export interface MountOptions {
  context: LayerContext;
  config: LayerConfig;
  tracker: Tracker;
  cartUrl?: string | undefined;
  /** Called after the layer closed (the loader returns focus to the trigger). */
  onClosed?: () => void;
}

export interface LayerHandle {
  open(query?: string): void;
  close(): void;
  /** Restyles and re-renders with another customisation (the console's preview drafts). */
  customise(customisation: VisualCustomisation): void;
}

function shadowHost(parent: HTMLElement, id: string) {
  const host = document.createElement('div');
  host.id = id;
  // Inherited properties cross a shadow boundary and the shop's rules still reach the host element:
  // inline `!important` resets beat both (a shop rule such as `body > div { transform: … }` would
  // otherwise move the fixed dialog). Custom properties are not reset by `all`, so the theme applies.
  host.style.cssText = 'all: initial !important; display: block !important;';
  parent.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const base = document.createElement('style');
  base.textContent = css;
  const theme = document.createElement('style');
  const custom = document.createElement('style');
  const container = document.createElement('div');
  container.className = 'pb-root';
  shadow.append(base, theme, custom, container);
  return {
    host,
    root: createRoot(container),
    style(customisation: VisualCustomisation) {
      theme.textContent = themeCss(customisation);
      custom.textContent = customisation.customCss;
    },
  };
}

function mount(
  options: MountOptions,
  mode: 'overlay' | 'inline',
  parent: HTMLElement,
  apiOptions: SearchApiOptions = {},
): LayerHandle {
  const { context, config, tracker } = options;
  const target = shadowHost(parent, mode === 'overlay' ? 'playboard-layer' : 'playboard-preview-layer');
  const api = createSearchApi(context, apiOptions);
  let customisation = config.customisation;
  let opened = 0;
  let query: string | null = null;
  let pageOverflow = '';
  let inerted: Element[] | null = null;

  // Nothing behind the modal dialog can take the focus or reach a screen reader; what the shop made
  // inert itself stays so after the close. Only once the dialog has the focus: until then the
  // shopper's keys still land in the shop's field, which the loader follows (an inert field drops them).
  const inertPage = () => {
    if (inerted || query === null) return;
    inerted = [...document.body.children].filter(
      (element) => element !== target.host && !element.hasAttribute('inert'),
    );
    for (const element of inerted) element.setAttribute('inert', '');
  };

  const render = () => {
    target.style(customisation);
    target.root.render(
      query === null ? null : (
        <Layer
          key={opened}
          api={api}
          config={config}
          customisation={customisation}
          tracker={tracker}
          lang={context.lang}
          initialQuery={query}
          mode={mode}
          cartUrl={options.cartUrl}
          onClose={() => handle.close()}
          onFocused={inertPage}
        />
      ),
    );
  };

  const handle: LayerHandle = {
    open(text = '') {
      if (query === null && mode === 'overlay') {
        // The page behind the dialog must not scroll under it; its own value comes back on close.
        pageOverflow = document.documentElement.style.overflow;
        document.documentElement.style.overflow = 'hidden';
      }
      opened += 1;
      query = text;
      render();
    },
    close() {
      if (query === null || mode === 'inline') return;
      query = null;
      document.documentElement.style.overflow = pageOverflow;
      for (const element of inerted ?? []) element.removeAttribute('inert');
      inerted = null;
      render();
      options.onClosed?.();
    },
    customise(next) {
      customisation = next;
      render();
    },
  };
  return handle;
}

/** The storefront layer: a full-screen dialog over the shop, closed until `open`. */
export function mountLayer(options: MountOptions): LayerHandle {
  return mount(options, 'overlay', document.body);
}

export const PREVIEW_MESSAGE = 'playboard:preview';
export const PREVIEW_READY_MESSAGE = 'playboard:preview-ready';

/** What the console posts to its preview: a draft, and its user's access token (issue 6). */
interface PreviewMessage {
  type?: unknown;
  customisation?: VisualCustomisation;
  accessToken?: unknown;
}

/**
 * The console's preview (issue 6 pins §C): the layer inline and always open, re-rendered with each
 * draft its parent window posts, and telling the parent when it is ready for them. The parent also
 * posts its user's access token, sent with every search: a site whose layer is still switched off
 * answers its organisation's members only, so the preview searches again once the first token is in.
 */
export function mountPreview(options: MountOptions, parent: HTMLElement): LayerHandle {
  let accessToken: string | undefined;
  const handle = mount(options, 'inline', parent, { accessToken: () => accessToken });
  handle.open('');
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as PreviewMessage | null;
    if (data?.type !== PREVIEW_MESSAGE) return;
    if (typeof data.accessToken === 'string' && data.accessToken !== '') {
      const first = accessToken === undefined;
      accessToken = data.accessToken;
      if (first) handle.open('');
    }
    if (data.customisation) handle.customise(data.customisation);
  });
  if (window.parent !== window)
    window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
  return handle;
}
