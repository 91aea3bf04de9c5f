// Google Merchant Center RSS 2.0 (https://support.google.com/merchants/answer/7052112): one item per
// variant sharing g:item_group_id, English texts (the shop's default language).
import type { ProtocolProduct } from '../catalog/protocol-product.ts';
import { escapeHtml } from '../storefront/html.ts';

const element = (name: string, value: string | number | undefined) =>
  value === undefined || value === '' ? '' : `<${name}>${escapeHtml(String(value))}</${name}>`;

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export function googleXmlHeader(title: string, link: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n',
    element('title', title),
    element('link', link),
    element('description', `Products of ${title}`),
    '\n',
  ].join('');
}

export const GOOGLE_XML_FOOTER = '</channel>\n</rss>\n';

function googleAvailability(availability: ProtocolProduct['availability'], stock: number): string {
  if (availability === 'preorder') return 'preorder';
  return availability === 'in_stock' && stock > 0 ? 'in_stock' : 'out_of_stock';
}

export function googleXmlItems(product: ProtocolProduct, currency: string): string {
  const common = [
    element('title', product.name.en),
    element('description', product.description.en),
    element('link', product.url),
    element('g:image_link', product.images[0]),
    ...product.images.slice(1).map((image) => element('g:additional_image_link', image)),
    element('g:brand', product.brand),
    ...(product.categories.en ?? []).map((path) => element('g:product_type', path.join(' > '))),
    element('g:condition', 'new'),
  ].join('');
  const items =
    product.variants.length === 0
      ? [
          [
            element('g:id', product.id),
            element('g:mpn', product.sku),
            element('g:price', money(product.price, currency)),
            element(
              'g:sale_price',
              product.salePrice === undefined ? undefined : money(product.salePrice, currency),
            ),
            element('g:availability', googleAvailability(product.availability, product.stock)),
            element('g:color', product.attributes.colour),
          ].join(''),
        ]
      : product.variants.map((variant) =>
          [
            element('g:id', variant.id),
            element('g:item_group_id', product.id),
            element('g:mpn', variant.sku),
            element('g:price', money(variant.price, currency)),
            element(
              'g:sale_price',
              variant.salePrice === undefined ? undefined : money(variant.salePrice, currency),
            ),
            element('g:availability', googleAvailability(product.availability, variant.stock)),
            element('g:color', variant.attributes.colour),
            element('g:size', variant.attributes.size),
          ].join(''),
        );
  return items.map((item) => `<item>${item}${common}</item>\n`).join('');
}
