/** Shop platforms (spec 1 §1, spec 2 §1). */
export const PLATFORMS = ['MAGENTO', 'WOOCOMMERCE', 'PRESTASHOP', 'SHOPIFY', 'CUSTOM'] as const;

/** One of {@link PLATFORMS}. */
export type Platform = (typeof PLATFORMS)[number];

/** Fields a business rule / ranking element can target (spec 1 §3). */
export const BUSINESS_RULE_FIELDS = ['BRAND', 'CATEGORY', 'PRODUCT_ID', 'IS_NEW'] as const;

/** One of {@link BUSINESS_RULE_FIELDS}. */
export type BusinessRuleField = (typeof BUSINESS_RULE_FIELDS)[number];

/** What the console offers for a platform (spec 1 §3, §9; spec 2 §9). */
export interface PlatformCapabilities {
  /** Fields offered in business rules; all but PRODUCT_ID are the platform's attribute fields. */
  readonly businessRulesFieldOptions: readonly BusinessRuleField[];
  /** The layer trigger CSS selector can be edited. */
  readonly visualCssSelector: boolean;
  /** Facetable fields include variation attributes. */
  readonly facetableFieldsVariations: boolean;
  /** Minimum plugin version reporting add-to-cart analytics; null when the platform has none. */
  readonly minVersionAddToCartsAnalytics: string | null;
  /** A site of this platform can be added from the console. */
  readonly addSite: boolean;
  /** The connection step shows the security-token form. */
  readonly tokenForm: boolean;
  /** The setup wizard shows its stepper. */
  readonly setupStepper: boolean;
  /** The layer is activated from the platform, not from the console. */
  readonly externalActivation: boolean;
  /** The connector plugin can be updated (update prompts appear). */
  readonly isUpdateable: boolean;
  /** The platform bills the merchant, not the console. */
  readonly externalBilling: boolean;
  /** Product cards can show a tax alternative price. */
  readonly hasTaxAlternativePrice: boolean;
  /** Product cards can show a variant selector. */
  readonly supportVariantSelector: boolean;
}

/**
 * Capabilities per platform. Values the specs state are theirs; the rest are choices recorded in
 * docs/spec-coverage.md: a platform is like the plugin platforms unless the spec says otherwise,
 * CUSTOM ships no plugin so it is not updateable, and Shopify supports the variant selector.
 */
export const platformCapabilities: Readonly<Record<Platform, PlatformCapabilities>> = {
  MAGENTO: {
    businessRulesFieldOptions: ['CATEGORY', 'PRODUCT_ID'],
    visualCssSelector: false,
    facetableFieldsVariations: false,
    minVersionAddToCartsAnalytics: '0.3.1',
    addSite: true,
    tokenForm: true,
    setupStepper: true,
    externalActivation: false,
    isUpdateable: true,
    externalBilling: false,
    hasTaxAlternativePrice: false,
    supportVariantSelector: false,
  },
  WOOCOMMERCE: {
    businessRulesFieldOptions: ['CATEGORY', 'PRODUCT_ID'],
    visualCssSelector: true,
    facetableFieldsVariations: false,
    minVersionAddToCartsAnalytics: '1.21.0',
    addSite: true,
    tokenForm: true,
    setupStepper: true,
    externalActivation: false,
    isUpdateable: true,
    externalBilling: false,
    hasTaxAlternativePrice: false,
    supportVariantSelector: true,
  },
  PRESTASHOP: {
    businessRulesFieldOptions: ['BRAND', 'CATEGORY', 'PRODUCT_ID', 'IS_NEW'],
    visualCssSelector: true,
    facetableFieldsVariations: true,
    minVersionAddToCartsAnalytics: '2.25.0',
    addSite: true,
    tokenForm: true,
    setupStepper: true,
    externalActivation: false,
    isUpdateable: true,
    externalBilling: false,
    hasTaxAlternativePrice: true,
    supportVariantSelector: true,
  },
  SHOPIFY: {
    businessRulesFieldOptions: ['CATEGORY', 'PRODUCT_ID'],
    visualCssSelector: false,
    facetableFieldsVariations: false,
    minVersionAddToCartsAnalytics: null,
    addSite: false,
    tokenForm: false,
    setupStepper: false,
    externalActivation: true,
    isUpdateable: false,
    externalBilling: true,
    hasTaxAlternativePrice: false,
    supportVariantSelector: true,
  },
  CUSTOM: {
    businessRulesFieldOptions: ['BRAND', 'CATEGORY', 'PRODUCT_ID'],
    visualCssSelector: true,
    facetableFieldsVariations: false,
    minVersionAddToCartsAnalytics: null,
    addSite: true,
    tokenForm: true,
    setupStepper: true,
    externalActivation: false,
    isUpdateable: false,
    externalBilling: false,
    hasTaxAlternativePrice: false,
    supportVariantSelector: true,
  },
};

/** The platform's attribute fields: its business-rule fields except PRODUCT_ID (spec 2 §5). */
export function attributeFields(platform: Platform): BusinessRuleField[] {
  return platformCapabilities[platform].businessRulesFieldOptions.filter((field) => field !== 'PRODUCT_ID');
}

function parseVersion(version: string): number[] {
  return version.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

/** Compares dotted versions numerically: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The oldest connector module version the platform's connector accepts (docs/connectors.md): an
 * older module answers mot-16. Shopify has no module (the app speaks Shopify's own API).
 */
export const MIN_CONNECTOR_VERSIONS: Readonly<Record<Platform, string | null>> = {
  PRESTASHOP: '2.0.0',
  WOOCOMMERCE: '1.0.0',
  MAGENTO: '0.1.0',
  CUSTOM: '1.0.0',
  SHOPIFY: null,
};

/** The newest released connector module per platform: what "update available" compares with. */
export const LATEST_CONNECTOR_VERSIONS: Readonly<Record<Platform, string | null>> = {
  PRESTASHOP: '2.26.0',
  WOOCOMMERCE: '1.22.0',
  MAGENTO: '0.3.2',
  CUSTOM: '1.0.0',
  SHOPIFY: null,
};

/** Whether a site's plugin version reports add-to-cart analytics (spec 1 §9). */
export function supportsAddToCartAnalytics(
  platform: Platform,
  pluginVersion: string | null | undefined,
): boolean {
  const minimum = platformCapabilities[platform].minVersionAddToCartsAnalytics;
  if (minimum === null || !pluginVersion) return false;
  return compareVersions(pluginVersion, minimum) >= 0;
}
