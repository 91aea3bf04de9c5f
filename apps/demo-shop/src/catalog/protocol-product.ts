import type { DemoProduct } from './types.ts';

/**
 * A product exactly as the connector protocol v1 and the JSON feed send it (docs/connectors.md):
 * the catalogue's product with its images and page where the shop serves them.
 */
export type ProtocolProduct = Omit<DemoProduct, 'imageCount'> & { images: string[]; url: string };

export function productUrl(shopUrl: string, id: string): string {
  return `${shopUrl}/p/${encodeURIComponent(id)}`;
}

export function imageUrls(shopUrl: string, product: Pick<DemoProduct, 'id' | 'imageCount'>): string[] {
  return Array.from(
    { length: product.imageCount },
    (_, position) => `${shopUrl}/images/${product.id}${position === 0 ? '' : `-${position + 1}`}.svg`,
  );
}

/** The protocol shape of a catalogue product served at `shopUrl` (origin + base path). */
export function protocolProduct(product: DemoProduct, shopUrl: string): ProtocolProduct {
  const { imageCount: _imageCount, ...fields } = product;
  return { ...fields, images: imageUrls(shopUrl, product), url: productUrl(shopUrl, product.id) };
}
