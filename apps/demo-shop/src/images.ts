// Product pictures drawn on request, so the shop needs nothing from outside: the product's colour on
// a shape per department, its category underneath.
import type { FastifyInstance } from 'fastify';
import { COLOURS } from './catalog/vocabulary.ts';
import type { DemoProduct } from './catalog/types.ts';
import type { DemoShop } from './shop.ts';
import { escapeHtml } from './storefront/html.ts';

const FALLBACK_COLOURS = ['#d9a5b3', '#a5c8d9', '#c4d9a5', '#e3c79b', '#b7a5d9'] as const;
const SHAPES = [
  (fill: string) => `<rect x="110" y="70" width="180" height="220" rx="28" fill="${fill}"/>`,
  (fill: string) => `<ellipse cx="200" cy="200" rx="130" ry="80" fill="${fill}"/>`,
  (fill: string) => `<circle cx="200" cy="180" r="110" fill="${fill}"/>`,
  (fill: string) => `<polygon points="200,60 330,300 70,300" fill="${fill}"/>`,
] as const;

function colourHex(product: DemoProduct): string {
  const named = Object.values(COLOURS).find((colour) => colour.en === product.attributes.colour);
  if (named) return named.hex;
  const digits = Number(product.id.replace(/\D/g, '')) || 0;
  return FALLBACK_COLOURS[digits % FALLBACK_COLOURS.length] ?? '#cccccc';
}

export function productSvg(product: DemoProduct, position: number): string {
  const fill = colourHex(product);
  const label = product.categories.en[0]?.at(-1) ?? product.brand;
  const shape = SHAPES[(product.name.en.length + position) % SHAPES.length] ?? SHAPES[0];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">',
    `<rect width="400" height="400" fill="${position === 1 ? '#f5f3ef' : '#eceae4'}"/>`,
    shape(fill),
    `<text x="200" y="360" font-family="Helvetica, Arial, sans-serif" font-size="24" text-anchor="middle" fill="#3a3a3a">${escapeHtml(label)}</text>`,
    '</svg>',
  ].join('');
}

export async function imageRoutes(app: FastifyInstance, shop: DemoShop) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const match = /^(p-\d+)(?:-(\d+))?\.svg$/.exec(request.params.file);
    const product = match?.[1] ? shop.catalog.product(match[1]) : undefined;
    const position = Number(match?.[2] ?? 1);
    if (!product || position < 1 || position > product.imageCount) {
      return reply.status(404).type('text/plain').send('No such image');
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(productSvg(product, position));
  });
}
