// GET /connectors/{type}/module: the shop module download of the setup wizard's plugin step. Public,
// like any downloadable software: the module holds no secret (its token is generated on install).
import type { Platform } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleDownload } from './module-downloads.ts';

export async function moduleDownloadsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/connectors/:type/module',
    {
      schema: {
        tags: ['main'],
        summary:
          "The platform's shop module as a zip (PrestaShop, WooCommerce, Magento); 404 for Shopify and custom shops",
        params: z.object({
          type: z
            .string()
            .regex(
              /^(prestashop|woocommerce|magento|shopify|custom)$/i,
              'must be prestashop, woocommerce, magento, shopify or custom',
            ),
        }),
        // No response schema: the zip is bytes, and errors take the global { errors } shape.
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await moduleDownload(request.params.type.toUpperCase() as Platform);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename=${fileName}`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(zip));
    },
  );
}
