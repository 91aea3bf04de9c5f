import { TOP_CATEGORIES } from '../catalog/categories.ts';
import type { LayerOptions } from '../shop.ts';
import { escapeHtml, html, Html } from './html.ts';
import type { Translator } from './i18n.ts';

export interface PageContext {
  /** Shop path prefix ('' or e.g. '/demo-shop'), for links. */
  base: string;
  /** The current path and query without the base, for the language switch. */
  path: string;
  i18n: Translator;
  cartCount: number;
  layer: LayerOptions | null;
  /** The name of the site whose storefront this is; null on the shop's own storefront. */
  storefront: string | null;
}

function languageLink(context: PageContext, language: string): string {
  const url = new URL(context.path, 'http://shop');
  url.searchParams.set('lang', language);
  return `${context.base}${url.pathname}${url.search}`;
}

/** The search layer snippet, exactly as the layer's docs give it to shops. */
function layerScript(layer: LayerOptions, language: string): Html {
  const attribute = (value: string) => escapeHtml(value);
  return new Html(
    `<script src="${attribute(layer.origin)}/layer.js" data-instance="${attribute(layer.instance)}" data-lang="${attribute(language)}" async></script>`,
  );
}

export function layout(context: PageContext, page: { title: string; body: Html; scripts?: Html }): string {
  const { base, i18n } = context;
  const { t } = i18n;
  return html`<!doctype html>
    <html lang="${i18n.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} · Demo Shop</title>
        <link rel="stylesheet" href="${base}/assets/shop.css" />
        <link rel="icon" href="data:," />
      </head>
      <body>
        ${
          context.storefront === null
            ? ''
            : html`<p class="storefront-banner">
                ${t('storefrontOf', { name: context.storefront })}
                <a href="${base}/?storefront=">${t('leaveStorefront')}</a>
              </p>`
        }
        <header class="site-header">
          <div class="bar">
            <a class="logo" href="${base}/">Demo<span>Shop</span></a>
            <form class="search" action="${base}/search" method="get" role="search">
              <input
                type="search"
                id="search"
                name="q"
                placeholder="${t('search')}"
                aria-label="${t('search')}"
                autocomplete="off"
              />
              <button type="submit">${t('searchButton')}</button>
            </form>
            <nav class="tools">
              <span class="languages">
                <a
                  href="${languageLink(context, 'en')}"
                  ${i18n.language === 'en' ? html`aria-current="true"` : ''}
                  >EN</a
                >
                <a
                  href="${languageLink(context, 'es')}"
                  ${i18n.language === 'es' ? html`aria-current="true"` : ''}
                  >ES</a
                >
              </span>
              <a class="cart-link" href="${base}/cart"
                >${t('cart')} <span class="count" data-cart-count>${context.cartCount}</span></a
              >
            </nav>
          </div>
          <nav class="departments">
            ${TOP_CATEGORIES.map((category) => html`<a href="${base}/c/${category.slug}">${category.name[i18n.language]}</a>`)}
          </nav>
        </header>
        <main>${page.body}</main>
        <footer class="site-footer"><p>${t('footer')}</p></footer>
        ${page.scripts} ${context.layer ? layerScript(context.layer, i18n.language) : ''}
      </body>
    </html> `.value;
}
