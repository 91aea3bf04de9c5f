import { describe, expect, it } from 'vitest';
import {
  attributeFields,
  compareVersions,
  LATEST_CONNECTOR_VERSIONS,
  MIN_CONNECTOR_VERSIONS,
  platformCapabilities,
  PLATFORMS,
  supportsAddToCartAnalytics,
} from './platform-capabilities.ts';

describe('platformCapabilities', () => {
  it('should give every platform every flag', () => {
    const flags = Object.keys(platformCapabilities.MAGENTO).sort();
    for (const platform of PLATFORMS)
      expect(Object.keys(platformCapabilities[platform]).sort()).toEqual(flags);
    expect(flags).toHaveLength(12);
  });

  it('should offer the business-rule fields of spec 1 §9', () => {
    expect(platformCapabilities.MAGENTO.businessRulesFieldOptions).toEqual(['CATEGORY', 'PRODUCT_ID']);
    expect(platformCapabilities.WOOCOMMERCE.businessRulesFieldOptions).toEqual(['CATEGORY', 'PRODUCT_ID']);
    expect(platformCapabilities.SHOPIFY.businessRulesFieldOptions).toEqual(['CATEGORY', 'PRODUCT_ID']);
    expect(platformCapabilities.PRESTASHOP.businessRulesFieldOptions).toEqual([
      'BRAND',
      'CATEGORY',
      'PRODUCT_ID',
      'IS_NEW',
    ]);
    expect(platformCapabilities.CUSTOM.businessRulesFieldOptions).toEqual([
      'BRAND',
      'CATEGORY',
      'PRODUCT_ID',
    ]);
  });

  it('should make Shopify external: no add-site, token form or stepper, not updateable', () => {
    expect(platformCapabilities.SHOPIFY).toMatchObject({
      addSite: false,
      tokenForm: false,
      setupStepper: false,
      externalActivation: true,
      externalBilling: true,
      isUpdateable: false,
    });
  });

  it('should set the flags spec 1 §9 names for PrestaShop, Magento and the CSS selector', () => {
    expect(platformCapabilities.PRESTASHOP.facetableFieldsVariations).toBe(true);
    expect(platformCapabilities.PRESTASHOP.hasTaxAlternativePrice).toBe(true);
    expect(platformCapabilities.MAGENTO.supportVariantSelector).toBe(false);
    expect(PLATFORMS.filter((platform) => platformCapabilities[platform].visualCssSelector)).toEqual([
      'WOOCOMMERCE',
      'PRESTASHOP',
      'CUSTOM',
    ]);
  });

  it('should derive attribute fields by leaving PRODUCT_ID out', () => {
    expect(attributeFields('PRESTASHOP')).toEqual(['BRAND', 'CATEGORY', 'IS_NEW']);
  });
});

describe('supportsAddToCartAnalytics', () => {
  it('should compare against Magento 0.3.1, WooCommerce 1.21.0 and PrestaShop 2.25.0', () => {
    expect(supportsAddToCartAnalytics('MAGENTO', '0.3.0')).toBe(false);
    expect(supportsAddToCartAnalytics('MAGENTO', '0.3.1')).toBe(true);
    expect(supportsAddToCartAnalytics('WOOCOMMERCE', '1.9.9')).toBe(false);
    expect(supportsAddToCartAnalytics('WOOCOMMERCE', '1.21.0')).toBe(true);
    expect(supportsAddToCartAnalytics('PRESTASHOP', '2.24.9')).toBe(false);
    expect(supportsAddToCartAnalytics('PRESTASHOP', '2.100.0')).toBe(true);
  });

  it('should be false for Shopify and Custom whatever the version', () => {
    expect(supportsAddToCartAnalytics('SHOPIFY', '99.0.0')).toBe(false);
    expect(supportsAddToCartAnalytics('CUSTOM', '99.0.0')).toBe(false);
  });

  it('should compare versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });
});

describe('connector versions', () => {
  it('should keep every minimum at or below the latest release, and none for Shopify', () => {
    const withModule = PLATFORMS.filter((platform) => platform !== 'SHOPIFY');
    for (const platform of withModule) {
      const minimum = MIN_CONNECTOR_VERSIONS[platform];
      const latest = LATEST_CONNECTOR_VERSIONS[platform];
      expect(compareVersions(minimum!, latest!)).toBeLessThanOrEqual(0);
    }
    expect([MIN_CONNECTOR_VERSIONS.SHOPIFY, LATEST_CONNECTOR_VERSIONS.SHOPIFY]).toEqual([null, null]);
    expect(MIN_CONNECTOR_VERSIONS.PRESTASHOP).toBe('2.0.0');
    expect(LATEST_CONNECTOR_VERSIONS.MAGENTO).toBe('0.3.2');
  });
});
