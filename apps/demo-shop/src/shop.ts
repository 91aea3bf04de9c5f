import { generateCatalog, type DemoCatalog } from './catalog/catalog.ts';

export interface DemoShopOptions {
  /** Catalogue size; default 2,400. */
  products?: number;
  /** Same seed, same catalogue; default 1. */
  seed?: number;
  /** The connector token every module call must carry (`X-Playboard-Token`); default 'demo-shop-token'. */
  token?: string;
  /** The module version every platform flavour reports; default the latest of each flavour. */
  moduleVersion?: string;
  /** false: the module is installed but disabled (status says so, the other calls answer 503). */
  moduleEnabled?: boolean;
  /** Path every URL of the shop lives under: '' standalone, '/demo-shop' when Playboard mounts it. */
  basePath?: string;
  /** Where the storefront loads the search layer from; without it the pages carry no snippet. */
  layer?: LayerOptions;
  /**
   * The storefronts of other sites connected to this shop: `?storefront={instance}` shows the shop
   * with that site's layer. Answers null for an instance that has no storefront here.
   */
  storefronts?: StorefrontResolver;
}

/** A site's own storefront on the shop: its layer, and its name for the banner that says whose it is. */
export interface Storefront {
  layer: LayerOptions;
  name: string;
}

/** Finds the storefront of a site by its instance key; null when that site is not on this shop. */
export type StorefrontResolver = (instance: string) => Promise<Storefront | null>;

/** The Playboard search layer a storefront page embeds. */
export interface LayerOptions {
  /** Origin of the Playboard server serving `/layer.js`, e.g. `http://localhost:4000`. */
  origin: string;
  /** The site's instance key. */
  instance: string;
}

/** One demo shop: its catalogue and settings, shared by its routes; the layer can be set later. */
export interface DemoShop {
  readonly catalog: DemoCatalog;
  readonly token: string;
  readonly moduleVersion: string | undefined;
  readonly moduleEnabled: boolean;
  readonly basePath: string;
  readonly layer: LayerOptions | null;
  setLayer(layer: LayerOptions | null): void;
  /** The storefront of the site with this instance; null when the shop has none for it. */
  storefront(instance: string): Promise<Storefront | null>;
}

export const DEFAULT_TOKEN = 'demo-shop-token';
export const SHOP_NAME = 'Demo Shop';
export const SHOP_CURRENCY = 'EUR';

function normalizeBasePath(basePath: string): string {
  if (basePath === '' || basePath === '/') return '';
  if (!/^(\/[\w.~-]+)+\/?$/.test(basePath)) throw new Error(`demo-shop: invalid basePath ${basePath}`);
  return basePath.replace(/\/$/, '');
}

export function createDemoShop(options: DemoShopOptions = {}): DemoShop {
  const catalog = generateCatalog({
    ...(options.products === undefined ? {} : { products: options.products }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  let layer = options.layer ?? null;
  const storefronts = options.storefronts ?? (() => Promise.resolve(null));
  return {
    catalog,
    token: options.token ?? DEFAULT_TOKEN,
    moduleVersion: options.moduleVersion,
    moduleEnabled: options.moduleEnabled ?? true,
    basePath: normalizeBasePath(options.basePath ?? ''),
    get layer() {
      return layer;
    },
    setLayer(next) {
      layer = next === null ? null : { origin: next.origin.replace(/\/$/, ''), instance: next.instance };
    },
    storefront: storefronts,
  };
}
