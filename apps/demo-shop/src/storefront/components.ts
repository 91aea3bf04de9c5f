import type { DemoProduct } from '../catalog/types.ts';
import { html, type Html } from './html.ts';
import type { Translator } from './i18n.ts';

export function priceTag(i18n: Translator, price: number, salePrice: number | undefined): Html {
  if (salePrice === undefined) return html`<span class="price">${i18n.price(price)}</span>`;
  return html`<span class="price sale">${i18n.price(salePrice)}</span>
    <s class="was">${i18n.price(price)}</s>`;
}

export function badge(i18n: Translator, product: DemoProduct): Html | '' {
  if (product.availability === 'out_of_stock' || product.availability === 'discontinued') {
    return html`<span class="badge muted">${i18n.t('outOfStock')}</span>`;
  }
  if (product.availability === 'preorder') return html`<span class="badge info">${i18n.t('preorder')}</span>`;
  if (product.salePrice !== undefined) {
    const off = Math.round((1 - product.salePrice / product.price) * 100);
    return html`<span class="badge sale">-${off}%</span>`;
  }
  return '';
}

export function productCard(base: string, i18n: Translator, product: DemoProduct): Html {
  return html`<li class="card">
    <a href="${base}/p/${product.id}">
      <div class="picture">
        <img
          src="${base}/images/${product.id}.svg"
          alt=""
          loading="lazy"
          width="400"
          height="400"
        />${badge(i18n, product)}
      </div>
      <p class="brand">${product.brand}</p>
      <h3>${product.name[i18n.language]}</h3>
      <p>${priceTag(i18n, product.price, product.salePrice)}</p>
    </a>
  </li>`;
}

export function productGrid(base: string, i18n: Translator, products: readonly DemoProduct[]): Html {
  return html`<ul class="grid">
    ${products.map((product) => productCard(base, i18n, product))}
  </ul>`;
}

export function pagination(
  i18n: Translator,
  href: (page: number) => string,
  page: number,
  pages: number,
): Html | '' {
  if (pages <= 1) return '';
  return html`<nav class="pagination">
    ${page > 1 ? html`<a rel="prev" href="${href(page - 1)}">${i18n.t('previous')}</a>` : ''}
    <span>${i18n.t('page', { page, pages })}</span>
    ${page < pages ? html`<a rel="next" href="${href(page + 1)}">${i18n.t('next')}</a>` : ''}
  </nav>`;
}
