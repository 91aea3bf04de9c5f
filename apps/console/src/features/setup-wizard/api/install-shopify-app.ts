import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ShopifyInstallInput {
  organizationId: string;
  shopDomain: string;
}

/** POST /main/v1/connectors/shopify/installs: where Shopify asks the merchant to authorise the app. */
export function installShopifyApp(input: ShopifyInstallInput): Promise<{ authorizeUrl: string }> {
  return api.post<{ authorizeUrl: string }>('/main/v1/connectors/shopify/installs', input);
}

export function useInstallShopifyApp() {
  return useMutation({ mutationFn: installShopifyApp });
}
