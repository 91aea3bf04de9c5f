export { CLIENT_VERSION, RELATIVE_TIME_THRESHOLDS, ROLES_PAGE_SIZE } from './constants/app.ts';
export {
  ALERT_TYPES,
  ALERTS,
  BREAKPOINTS,
  COPIED_FLAG_MS,
  OIDC_SCOPE,
  OIDC_STALE_STATE_SECONDS,
  OIDC_STORAGE_PREFIX,
  REALTIME,
  SMALL_DEVICE_WIDTH,
  STORAGE_KEYS,
  STORAGE_PREFIX,
} from './constants/ui.ts';
export type { AlertType } from './constants/ui.ts';

export { DomainError } from './errors/domain-error.ts';
export {
  ERROR_CODES,
  errorCatalogue,
  FAILED_TO_FETCH,
  isErrorCode,
  resolveErrorEntry,
  resolveErrorMessageKey,
  resolveLayerSaveErrorMessageKey,
  resolveRuleErrorMessageKey,
} from './errors/catalogue.ts';
export type { ErrorCatalogueEntry, ErrorCode } from './errors/catalogue.ts';

export { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from './i18n/languages.ts';
export type { Language } from './i18n/languages.ts';
export { messages } from './i18n/messages.ts';
export type { MessageShape, Messages, MessageTree } from './i18n/messages.ts';
export { translate } from './i18n/translate.ts';

export { FEATURE_FLAGS, FLAGS_METRICS_SECONDS, FLAGS_REFRESH_SECONDS } from './flags/feature-flags.ts';
export type { FeatureFlag } from './flags/feature-flags.ts';

export {
  BUSINESS_VERTICALS,
  ORGANIZATION_PERMISSIONS,
  ORGANIZATION_STATUSES,
} from './organizations/business-verticals.ts';
export type {
  BusinessVertical,
  OrganizationPermission,
  OrganizationStatus,
} from './organizations/business-verticals.ts';

export {
  attributeFields,
  BUSINESS_RULE_FIELDS,
  compareVersions,
  platformCapabilities,
  PLATFORMS,
  supportsAddToCartAnalytics,
} from './platforms/platform-capabilities.ts';
export type { BusinessRuleField, Platform, PlatformCapabilities } from './platforms/platform-capabilities.ts';

export {
  ANNUAL_SAVING_PERCENT,
  BILLING_REDIRECT_ACTIONS,
  INVOICES_FROM_YEAR,
  LOCK_REASONS,
  PLAN_KEYS,
  PRICE_FREQUENCIES,
  PRICES_EXCLUDE_VAT,
  TRIAL,
  USAGE,
} from './billing/billing-constants.ts';
export type {
  BillingRedirectAction,
  LockReason,
  PlanKey,
  PriceFrequency,
} from './billing/billing-constants.ts';

export {
  EMAIL_MAX_LENGTH,
  emailSchema,
  hexColorSchema,
  NAME_MAX_LENGTH,
  newPasswordSchema,
  numberSchema,
  PASSWORD_CHANGE,
  passwordChangeSchema,
  requiredText,
  SIGNUP_PASSWORD,
  signupPasswordSchema,
  URL_MAX_LENGTH,
  urlSchema,
} from './validation/fields.ts';
export type { PasswordChange } from './validation/fields.ts';

export {
  businessVerticalSchema,
  languageSchema,
  loginSchema,
  organizationInputSchema,
  profilePatchSchema,
  signupSchema,
} from './account/account.ts';
export type { LoginInput, OrganizationInput, ProfilePatch, SignupInput } from './account/account.ts';
