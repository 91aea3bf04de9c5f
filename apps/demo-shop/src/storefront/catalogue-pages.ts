import type { DemoCatalog } from '../catalog/catalog.ts';
import { CATEGORY_NODES, categoryOfPath, TOP_CATEGORIES, type CategoryNode } from '../catalog/categories.ts';
import type { DemoProduct } from '../catalog/types.ts';
import { badge, pagination, priceTag, productGrid } from './components.ts';
import { html, type Html } from './html.ts';
import { attributeLabel } from './i18n.ts';
import { layout, type PageContext } from './layout.ts';

export const CATEGORY_PAGE_SIZE = 24;
const SHELF_SIZE = 8;

function breadcrumbs(context: PageContext, node: CategoryNode | undefined): Html {
  const trail: CategoryNode[] = [];
  for (
    let current = node;
    current;
    current = current.parent ? CATEGORY_NODES.get(current.parent) : undefined
  ) {
    trail.unshift(current);
  }
  return html`<nav class="breadcrumbs">
    <a href="${context.base}/">${context.i18n.t('home')}</a>${trail.map(
      (step) => html` / <a href="${context.base}/c/${step.slug}">${step.name[context.i18n.language]}</a>`,
    )}
  </nav>`;
}

export function homePage(context: PageContext, catalog: DemoCatalog): string {
  const { base, i18n } = context;
  const onSale: DemoProduct[] = [];
  for (const product of catalog.all()) {
    if (product.salePrice !== undefined && product.availability === 'in_stock') onSale.push(product);
    if (onSale.length === SHELF_SIZE) break;
  }
  const body = html`<section class="hero">
      <p class="eyebrow">${i18n.t('tagline')}</p>
      <h1>${i18n.t('heroTitle')}</h1>
      <p>
        ${i18n.t('heroText', { count: (Math.floor(catalog.size / 100) * 100).toLocaleString(i18n.language) })}
      </p>
      <a class="button" href="${base}/c/${TOP_CATEGORIES[0]?.slug ?? ''}">${i18n.t('shopNow')}</a>
    </section>
    <section>
      <h2>${i18n.t('categories')}</h2>
      <ul class="categories">
        ${TOP_CATEGORIES.map(
          (category, position) =>
            html`<li>
              <a class="tile tone-${position % 8}" href="${base}/c/${category.slug}"
                >${category.name[i18n.language]}</a
              >
            </li>`,
        )}
      </ul>
    </section>
    <section>
      <h2>${i18n.t('onSale')}</h2>
      ${productGrid(base, i18n, onSale)}
    </section>
    <section>
      <h2>${i18n.t('newArrivals')}</h2>
      ${productGrid(base, i18n, catalog.newest(SHELF_SIZE))}
    </section>`;
  return layout(context, { title: i18n.t('home'), body });
}

export function categoryPage(context: PageContext, catalog: DemoCatalog, node: CategoryNode, page: number) {
  const { base, i18n } = context;
  const { products, total } = catalog.inCategory(
    node.slug,
    (page - 1) * CATEGORY_PAGE_SIZE,
    CATEGORY_PAGE_SIZE,
  );
  const pages = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
  const name = node.name[i18n.language];
  const body = html`${breadcrumbs(context, node)}
    <h1>${name}</h1>
    <p class="muted">${i18n.t('products', { count: total.toLocaleString(i18n.language) })}</p>
    ${
      node.children.length > 0
        ? html`<ul class="chips">
            ${node.children.map((slug) => {
              const child = CATEGORY_NODES.get(slug);
              return child
                ? html`<li><a href="${base}/c/${child.slug}">${child.name[i18n.language]}</a></li>`
                : '';
            })}
          </ul>`
        : ''
    }
    ${productGrid(base, i18n, products)}
    ${pagination(i18n, (target) => `${base}/c/${node.slug}?page=${target}`, page, pages)}`;
  return { html: layout(context, { title: name, body }), pages };
}

export function productPage(context: PageContext, product: DemoProduct): string {
  const { base, i18n } = context;
  const language = i18n.language;
  const node = categoryOfPath(product.categories.en[0]);
  const available = product.availability === 'in_stock' || product.availability === 'preorder';
  const stockText =
    product.availability === 'preorder'
      ? i18n.t('preorder')
      : !available
        ? i18n.t('outOfStock')
        : product.stock <= 5
          ? i18n.t('fewLeft', { count: product.stock })
          : i18n.t('inStock');
  const images = Array.from({ length: product.imageCount }, (_, position) =>
    position === 0 ? `${product.id}.svg` : `${product.id}-${position + 1}.svg`,
  );
  const attributes = Object.entries(product.attributes).flatMap(([name, value]) => {
    const label = attributeLabel(name);
    return label
      ? [
          html`<dt>${i18n.t(label)}</dt>
            <dd>${value}</dd>`,
        ]
      : [];
  });
  const body = html`${breadcrumbs(context, node)}
    <article class="product" data-product-id="${product.id}">
      <div class="gallery">
        ${images.map((file) => html`<img src="${base}/images/${file}" alt="${product.name[language]}" width="400" height="400" />`)}
      </div>
      <div class="summary">
        <p class="brand">${product.brand}</p>
        <h1>${product.name[language]}</h1>
        <p class="price-line">${priceTag(i18n, product.price, product.salePrice)} ${badge(i18n, product)}</p>
        <p class="stock ${available ? 'ok' : 'none'}">${stockText}</p>
        <form class="add-to-cart" method="post" action="${base}/cart/items">
          <input type="hidden" name="productId" value="${product.id}" />
          ${
            product.variants.length > 0
              ? html`<label
                  >${i18n.t('chooseVariant')}
                  <select name="variantId" required>
                    ${product.variants.map(
                      (variant) =>
                        html`<option
                          value="${variant.id}"
                          ${variant.stock === 0 && product.availability !== 'preorder' ? html`disabled` : ''}
                        >
                          ${variant.name[language]}${variant.stock === 0 && product.availability !== 'preorder' ? ` · ${i18n.t('outOfStock')}` : ''}
                        </option>`,
                    )}
                  </select></label
                >`
              : ''
          }
          <label
            >${i18n.t('quantity')} <input type="number" name="quantity" value="1" min="1" max="99"
          /></label>
          <button type="submit" ${available ? '' : html`disabled`}>
            ${product.availability === 'preorder' ? i18n.t('preorderButton') : i18n.t('addToCart')}
          </button>
        </form>
        <p class="description">${product.description[language]}</p>
        <h2>${i18n.t('details')}</h2>
        <dl class="attributes">
          <dt>${i18n.t('brand')}</dt>
          <dd>${product.brand}</dd>
          <dt>${i18n.t('sku')}</dt>
          <dd>${product.sku}</dd>
          ${attributes}
        </dl>
      </div>
    </article>`;
  return layout(context, { title: product.name[language], body });
}

export function searchPage(context: PageContext, catalog: DemoCatalog, query: string): string {
  const { base, i18n } = context;
  const products = catalog.search(query, i18n.language, CATEGORY_PAGE_SIZE);
  const body = html`<h1>${i18n.t('searchTitle', { query })}</h1>
    ${products.length > 0 ? productGrid(base, i18n, products) : html`<p class="empty">${i18n.t('searchEmpty', { query })}</p>`}`;
  return layout(context, { title: i18n.t('searchTitle', { query }), body });
}

export function messagePage(context: PageContext, message: 'notFound' | 'badRequest'): string {
  const body = html`<section class="message">
    <h1>${context.i18n.t(message)}</h1>
    <a class="button" href="${context.base}/">${context.i18n.t('continueShopping')}</a>
  </section>`;
  return layout(context, { title: context.i18n.t(message), body });
}
