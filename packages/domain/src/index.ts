export { CLIENT_VERSION, ROLES_PAGE_SIZE } from './constants/app.ts';
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
export { RELATIVE_TIME_THRESHOLDS, relativeTime } from './i18n/relative-time.ts';
export type { RelativeTime } from './i18n/relative-time.ts';

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
  LATEST_CONNECTOR_VERSIONS,
  MIN_CONNECTOR_VERSIONS,
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
  TRIAL_PLAN,
  USAGE,
} from './billing/billing-constants.ts';
export type {
  BillingRedirectAction,
  LockReason,
  PlanKey,
  PriceFrequency,
} from './billing/billing-constants.ts';

export {
  boundedText,
  EMAIL_MAX_LENGTH,
  emailSchema,
  hexColorSchema,
  NAME_MAX_LENGTH,
  newPasswordChecks,
  newPasswordSchema,
  numberSchema,
  PASSWORD_CHANGE,
  passwordChangeSchema,
  requiredText,
  SIGNUP_PASSWORD,
  signupPasswordChecks,
  signupPasswordSchema,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  urlSchema,
} from './validation/fields.ts';
export type { NewPasswordCheck, PasswordChange } from './validation/fields.ts';

export {
  businessVerticalSchema,
  emailChangeLinkSchema,
  emailChangeSchema,
  languageSchema,
  loginSchema,
  organizationInputSchema,
  profileFieldsSchema,
  profilePatchSchema,
  signupResponseSchema,
  signupSchema,
} from './account/account.ts';
export type {
  EmailChange,
  EmailChangeLink,
  LoginInput,
  OrganizationInput,
  ProfileFields,
  ProfilePatch,
  SignupInput,
  SignupResponse,
} from './account/account.ts';

export {
  GUEST_ROLE,
  INVITATION_LINK_STATUSES,
  INVITATION_STATUSES,
  INVITATION_TTL_DAYS,
  invitationJoinedSchema,
  invitationLinkSchema,
  invitationSchema,
  invitationSignupSchema,
  mayManageRole,
  organizationInviteSchema,
  TEAM_ROLES,
  teamMemberSchema,
  teamRoleSchema,
  teamSchema,
} from './account/team.ts';
export type {
  Invitation,
  InvitationJoined,
  InvitationLink,
  InvitationSignup,
  OrganizationInvite,
  Team,
  TeamMember,
  TeamRole,
} from './account/team.ts';

export {
  isScheduleActiveAt,
  isScheduleValid,
  scheduleSchema,
  schedulesOverlap,
  serializeDate,
  serializeSchedule,
} from './schedules/schedule.ts';
export type { Moment, Schedule } from './schedules/schedule.ts';
export {
  DEFAULT_TIME_ZONES,
  isValidTimeZone,
  localDay,
  nextDay,
  resolveTimeZone,
  TIME_ZONE_ALIASES,
  zonedMidnight,
} from './schedules/time-zones.ts';

export {
  ACCESS_LEVELS,
  accessLevelOf,
  ALL_INSTANCES,
  BROWSE_NODES,
  canRead,
  canWrite,
  CONFIGURATION_RESOURCES,
  GLOBAL_NODES,
  isPlatformOperator,
  permissionTree,
  POLICY_ACCESS_LEVELS,
  policySchema,
  SEARCH_NODES,
} from './permissions/permission-tree.ts';
export type {
  AccessLevel,
  BrowseNode,
  GlobalNode,
  PermissionContext,
  PermissionNode,
  PermissionTree,
  Policy,
  SearchNode,
} from './permissions/permission-tree.ts';

export {
  normalizeTerm,
  REDIRECTION_TERM_MAX_LENGTH,
  refuseDuplicateTerms,
  RULE_TERM_MAX_LENGTH,
  termSchema,
  TERMS,
  termsSchema,
} from './merchandising/terms.ts';
export type { TermsOptions } from './merchandising/terms.ts';
export {
  parseSynonymImport,
  SYNONYM_GROUP_MAX_TERMS,
  SYNONYM_IMPORT_EXTENSIONS,
  SYNONYM_IMPORT_MAX_BYTES,
  synonymGroupInputSchema,
  synonymGroupSchema,
  synonymImportInputSchema,
  synonymImportResultSchema,
  synonymPageSchema,
  SYNONYM_PROPOSAL_EXAMPLES,
  SYNONYM_PROPOSALS_MAX,
  synonymProposalSchema,
  synonymProposalsSchema,
  synonymSettingsSchema,
  defaultSynonymSettings,
  synonymTermsSchema,
  validateSynonymImportFile,
} from './merchandising/synonyms.ts';
export type {
  SynonymGroup,
  SynonymGroupInput,
  SynonymImportInput,
  SynonymImportResult,
  SynonymProposal,
  SynonymProposals,
  SynonymSettings,
} from './merchandising/synonyms.ts';
export { MERCHANDISING_PAGE_MAX, merchandisingListQuerySchema } from './merchandising/list-query.ts';
export { defaultFacetName, facetNameIn } from './merchandising/facet-names.ts';
export type { MerchandisingListQuery } from './merchandising/list-query.ts';
export {
  previewAnswerSchema,
  previewChangeSchema,
  SEARCH_PREVIEW_PRODUCTS,
  searchPreviewInputSchema,
  searchPreviewSchema,
} from './merchandising/search-preview.ts';
export type {
  PreviewAnswer,
  PreviewChange,
  SearchPreview,
  SearchPreviewInput,
} from './merchandising/search-preview.ts';
export {
  EXPLAIN_HIDDEN_MAX,
  EXPLAINED_RULE_KINDS,
  explainedProductSchema,
  explainedRuleSchema,
  explanationSchema,
  hiddenProductSchema,
  MATCH_KINDS,
  RULE_EFFECTS,
  ruleMoveSchema,
  termMatchSchema,
} from './merchandising/explain.ts';
export type {
  BuiltInExpansion,
  ExplainedProduct,
  ExplainedRule,
  ExplainedRuleKind,
  Explanation,
  HiddenProduct,
  MatchKind,
  RuleEffect,
  RuleMove,
  TermMatch,
} from './merchandising/explain.ts';
export {
  RULE_SIMULATION_DAYS,
  RULE_SIMULATION_QUERIES,
  RULE_SIMULATION_TOP,
  ruleSimulationInputSchema,
  ruleSimulationSchema,
  simulatedProductSchema,
  simulatedQuerySchema,
  topChangeSchema,
} from './merchandising/rule-simulation.ts';
export type {
  RuleSimulation,
  RuleSimulationInput,
  SimulatedProduct,
  SimulatedQuery,
  TopChange,
} from './merchandising/rule-simulation.ts';
export {
  CANDIDATE_SOURCES,
  fixCandidateSchema,
  fixWindowSchema,
  NO_MATCH_REASONS,
  NO_RESULTS_FIX_BEFORE_DAYS,
  NO_RESULTS_FIX_MAX_TERMS,
  noResultsFixListQuerySchema,
  noResultsFixPageSchema,
  noResultsFixParamsSchema,
  noResultsFixSchema,
  noResultsProposalSchema,
  noResultsQuerySchema,
  redirectionFixInputSchema,
  SERVICE_TOPICS,
  synonymFixInputSchema,
} from './merchandising/no-results-fixes.ts';
export type {
  FixCandidate,
  FixWindow,
  NoResultsFix,
  NoResultsFixPage,
  NoResultsProposal,
  NoResultsQuery,
  RedirectionFixInput,
  ServiceTopic,
  SynonymFixInput,
} from './merchandising/no-results-fixes.ts';
export { nextQueriesInputSchema, nextQueriesSchema } from './merchandising/next-queries.ts';
export type { NextQueries, NextQueriesInput } from './merchandising/next-queries.ts';
export {
  redirectionInputSchema,
  redirectionPageSchema,
  redirectionQueriesSchema,
  redirectionSchema,
} from './merchandising/redirections.ts';
export type { Redirection, RedirectionInput } from './merchandising/redirections.ts';
export {
  appliesToAllSearches,
  BUSINESS_RULE_TYPES,
  BUSINESS_RULE_VALUES_MAX,
  businessRuleInputSchema,
  businessRuleListQuerySchema,
  businessRulePageSchema,
  businessRuleSchema,
  businessRuleValueSchema,
  businessRuleValuesQuerySchema,
  businessRuleValuesSchema,
  CATEGORY_PATH_JOINER,
  CATEGORY_PATH_SEPARATOR,
  categoryPathLabel,
  isBusinessRuleFieldOffered,
} from './merchandising/business-rules.ts';
export type {
  BusinessRule,
  BusinessRuleInput,
  BusinessRuleListQuery,
  BusinessRulePage,
  BusinessRuleType,
  BusinessRuleValue,
  BusinessRuleValues,
  BusinessRuleValuesQuery,
} from './merchandising/business-rules.ts';
export {
  BANNER_IMAGE,
  BANNER_KINDS,
  BANNER_STATES,
  BANNER_STATUSES,
  bannerInputSchema,
  bannerPageSchema,
  bannerScheduleSchema,
  bannerSchema,
  bannerState,
  bannerWithStateSchema,
  isBannerLive,
  isRecommendedBannerSize,
  validateBannerImage,
} from './merchandising/banners.ts';
export type {
  Banner,
  BannerInput,
  BannerKind,
  BannerSchedule,
  BannerState,
  BannerWithState,
} from './merchandising/banners.ts';
export {
  FEATURED_PRODUCTS,
  FEATURED_PRODUCTS_TYPES,
  featuredProductCardsSchema,
  featuredProductsSchema,
} from './merchandising/featured-products.ts';
export type { FeaturedProductCards, FeaturedProducts } from './merchandising/featured-products.ts';
export {
  facetableFieldSchema,
  MIN_ACTIVE_SEARCHABLE_FIELDS,
  resultsVisibilitySchema,
  SEARCHABLE_FIELDS,
  searchableFieldSchema,
  searchableFieldsSchema,
} from './merchandising/searchable-fields.ts';
export type {
  FacetableField,
  ResultsVisibility,
  SearchableField,
  SearchableFieldName,
} from './merchandising/searchable-fields.ts';
export {
  defaultSearchSettings,
  SEARCH_SETTINGS_PARTS,
  searchSettingsSchema,
} from './merchandising/search-settings.ts';
export type { SearchSettings, SearchSettingsPart } from './merchandising/search-settings.ts';
export {
  facetableFieldAnswerSchema,
  facetableFieldsInputSchema,
  facetableFieldsResponseSchema,
  facetValuesResponseSchema,
  FIELD_KINDS,
  productLabelsResponseSchema,
  resultsVisibilityProductsSchema,
  retrievableFieldsResponseSchema,
  searchableFieldsInputSchema,
  searchableFieldsResponseSchema,
} from './merchandising/index-fields.ts';
export type {
  FacetableFieldAnswer,
  FacetableFieldsInput,
  ResultsVisibilityProducts,
  SearchableFieldsInput,
} from './merchandising/index-fields.ts';

export { cssSelectorSchema, isValidCssSelector } from './sites/css-selector.ts';
export {
  defaultVisualCustomisation,
  GRID_COLUMNS,
  PRODUCT_LABELS,
  textStyleSchema,
  visualCustomisationSchema,
  Z_INDEX,
  zIndexSchema,
} from './sites/visual-customisation.ts';
export type { VisualCustomisation } from './sites/visual-customisation.ts';
export type { LayerCapabilities, LayerConfig } from './sites/layer-config.ts';
export {
  authSessionSchema,
  defaultEngine,
  engineSchema,
  organizationSchema,
  SETUP_STATUSES,
  SETUP_WIZARD_STEPS,
  FEED_FORMATS,
  SITE_CONNECTION_KINDS,
  SITE_ENVIRONMENTS,
  type FeedFormat,
  siteInputSchema,
  sitePatchSchema,
  siteSchema,
  SYNC_STATUSES,
} from './sites/sites.ts';
export type { AuthSession, Engine, Organization, Site, SiteInput, SitePatch } from './sites/sites.ts';

export { GETTING_STARTED_STEPS, gettingStartedSchema } from './sites/getting-started.ts';
export type { GettingStarted, GettingStartedStep } from './sites/getting-started.ts';

export {
  connectorInfoSchema,
  currentSyncSchema,
  setupStateSchema,
  siteCheckSchema,
  SYNC_MODES,
  SYNC_REJECTIONS_SHOWN,
  SYNC_TRIGGERS,
  syncProgressEventSchema,
  syncViewSchema,
} from './sites/site-sync.ts';
export type {
  ConnectorInfo,
  CurrentSync,
  SetupState,
  SiteCheck,
  SyncProgressEvent,
  SyncView,
} from './sites/site-sync.ts';
export {
  SITE_CONNECTION_INPUT_KINDS,
  siteConnectionFormSchema,
  siteConnectionInputSchema,
  siteCreateSchema,
  toSiteCreate,
} from './sites/site-connection.ts';
export type {
  SiteConnectionForm,
  SiteConnectionInput,
  SiteConnectionInputKind,
  SiteCreate,
} from './sites/site-connection.ts';

export {
  areRuleConditionsValid,
  BROWSE_FIELDS,
  browseFieldsOf,
  type BrowseField,
  filtersOverlap,
  findConflictingElements,
  fromRuleBody,
  hiddenElementSchema,
  isHiddenElementValid,
  isRankingElementValid,
  isRuleEmpty,
  isRuleValid,
  LANGUAGE_PIVOT,
  PINNED_PRODUCTS_TYPE,
  pinnedElementSchema,
  pivotSchema,
  planRuleSave,
  PRODUCT_ID_FIELD,
  queryRankingRuleBodySchema,
  queryRankingRuleInputSchema,
  queryRankingRuleSchema,
  rankingElementSchema,
  RULE_ENDPOINTS,
  ruleConflictSchema,
  ruleMetadataSchema,
  ruleProblems,
  toRuleBody,
} from './query-ranking/query-ranking-rule.ts';
export type {
  ConflictCandidate,
  ElementBody,
  HiddenElement,
  PinnedElement,
  PinnedElementBody,
  Pivot,
  QueryRankingRule,
  QueryRankingRuleBody,
  QueryRankingRuleInput,
  RankingElement,
  RuleConflict,
  RuleEndpoint,
  RuleProblems,
  RuleSavePlan,
} from './query-ranking/query-ranking-rule.ts';
export {
  fromLegacyRule,
  legacyRuleOfBusinessRule,
  legacyRuleSchema,
  toLegacyRule,
} from './query-ranking/legacy-rule.ts';
export {
  QUERY_RANKING_PAGE_MAX,
  QUERY_RANKING_SORT_FIELDS,
  queryRankingConflictSchema,
  queryRankingListQuerySchema,
  queryRankingRuleDocumentSchema,
  queryRankingRuleListSchema,
  queryRankingRuleReadQuerySchema,
  queryRankingRuleWriteSchema,
} from './query-ranking/query-ranking-api.ts';
export { findConflictingRules } from './query-ranking/rule-conflicts.ts';
export type {
  QueryRankingConflict,
  QueryRankingListQuery,
  QueryRankingRuleDocument,
  QueryRankingRuleList,
} from './query-ranking/query-ranking-api.ts';
export type { LegacyElement, LegacyRule } from './query-ranking/legacy-rule.ts';

export {
  COMMUNICATION_TYPES,
  communicationInputSchema,
  communicationPageSchema,
  communicationSchema,
  communicationsQuerySchema,
  findOverlappingCommunications,
  isCommunicationActive,
  isCommunicationPageValid,
  isCommunicationType,
  isCommunicationValid,
  markCommunicationSeen,
  normalizeCommunication,
  parseSort,
  unseenCommunications,
} from './communications/communication.ts';
export type {
  Communication,
  CommunicationInput,
  CommunicationPage,
  CommunicationsQuery,
  CommunicationType,
} from './communications/communication.ts';

export {
  assignmentConditionSchema,
  fullName,
  initials,
  INSTANCE_CONDITION,
  inviteSchema,
  isUserValid,
  planUserSave,
  roleAssignmentInputSchema,
  roleAssignmentSchema,
  rolePageSchema,
  roleSchema,
  rolesWithInstances,
  runUserSave,
  userInstances,
  userProfileSchema,
  usersPage,
  userPageSchema,
  managementSitePageSchema,
  managementSiteSchema,
  managementSitesQuerySchema,
  UserSaveError,
  userSchema,
  usersQuerySchema,
} from './users/user.ts';
export type {
  Invite,
  Role,
  RoleAssignment,
  RoleAssignmentInput,
  User,
  UserPage,
  ManagementSite,
  ManagementSitePage,
  UserSaveCalls,
  UserSaveStep,
} from './users/user.ts';
export {
  assignmentInstances,
  BUILT_IN_ROLES,
  builtInRole,
  instanceAccessLevel,
  platformAccessLevel,
  ROLE_KEYS,
  ROLE_TARGETS,
  rolePermissionSchema,
  rolePolicies,
  userPolicies,
} from './users/roles.ts';
export type { BuiltInRole, PolicySources, RoleKey } from './users/roles.ts';

export { configEntitySchema, stripEmpty } from './configuration/config.ts';
export type { ConfigEntity, Stripped } from './configuration/config.ts';
export {
  DEFAULT_FACET_ENDPOINTS,
  facetConfigSchema,
  facetFieldSchema,
  prepareFacetConfigForSave,
} from './configuration/facet-config.ts';
export type { FacetConfig, FacetField } from './configuration/facet-config.ts';
export {
  FACET_TYPES,
  facetRangeSchema,
  MAX_STOREFRONT_FACETS,
  storefrontFacetSchema,
  storefrontFacetsSchema,
} from './configuration/storefront-facets.ts';
export type {
  FacetRange,
  FacetType,
  StorefrontFacet,
  StorefrontFacetInput,
} from './configuration/storefront-facets.ts';
export {
  defaultFacetValueConfig,
  FACET_VALUE_SORTS,
  facetValueConfigSchema,
  MAX_FACET_VALUES,
} from './configuration/facet-value-config.ts';
export type { FacetValueConfig, FacetValueSort } from './configuration/facet-value-config.ts';

export { planRelatedPromptSave, relatedPromptSchema } from './related-prompts/related-prompt.ts';
export type { RelatedPrompt, RelatedPromptSavePlan } from './related-prompts/related-prompt.ts';
export {
  STOREFRONT_PROMPT_NEXT_QUERIES_MAX,
  storefrontPromptSchema,
} from './related-prompts/storefront-prompt.ts';
export type { StorefrontPrompt } from './related-prompts/storefront-prompt.ts';

export {
  addDays,
  clampRange,
  DEFAULT_RANGE_DAYS,
  defaultDateRange,
  earliestDay,
  last30DaysRange,
  LONG_RANGE_DAYS,
  rangeLength,
} from './analytics/date-range.ts';
export {
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  defaultTimeZone,
  TIME_ZONE_MAX_LENGTH,
  timeZones,
  timeZoneSchema,
} from './analytics/time-zone.ts';
export type { DateRange } from './analytics/date-range.ts';
export {
  analyticsEngineSchema,
  analyticsTotalsSchema,
  kpiDaySchema,
  kpiReportSchema,
  kpisSchema,
  productReportRowSchema,
  queryReportRowSchema,
  relatedPromptReportRowSchema,
  reportPageSchema,
} from './analytics/analytics-api.ts';
export type {
  AnalyticsEngine,
  AnalyticsTotals,
  KpiDay,
  KpiReport,
  Kpis,
  ProductReportRow,
  QueryReportRow,
  RelatedPromptReportRow,
  ReportPage,
} from './analytics/analytics-api.ts';

export {
  assertBillingAddressFormats,
  billingAddressFormatError,
  billingAddressSchema,
  hasTaxIdFormat,
  isValidPostalCode,
  isValidTaxId,
} from './billing/billing-address.ts';
export type { BillingAddress } from './billing/billing-address.ts';
export { canOpenBillingRedirect } from './billing/billing-redirect.ts';
export {
  isInvoiceAvailable,
  lockReason,
  priceSchema,
  SUBSCRIPTION_STATUSES,
  subscriptionSchema,
  subscriptionUiStates,
  trialDaysLeft,
  trialEnd,
} from './billing/subscription.ts';
export type { Subscription, SubscriptionStatus, SubscriptionUiState } from './billing/subscription.ts';
export {
  BILLING_PROVIDERS,
  billingAddressResponseSchema,
  billingPriceSchema,
  billingRedirectUrlSchema,
  CANCELLATION_REASONS,
  consoleReturnPathSchema,
  currentPeriodUsageSchema,
  INVOICE_STATUSES,
  invoicePageSchema,
  invoiceSchema,
  invoicesQuerySchema,
  paymentDetailsQuerySchema,
  paymentMethodSchema,
  planSchema,
  plansResponseSchema,
  portalSessionBodySchema,
  searchUsageSchema,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionPeriodSchema,
  subscriptionPeriodsSchema,
  subscriptionResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
  usageDaySchema,
  usageStartQuerySchema,
  VAT_CHECK_STATUSES,
  vatCheckSchema,
} from './billing/billing-api.ts';
export type {
  BillingAddressResponse,
  BillingPrice,
  BillingProvider,
  BillingRedirectUrl,
  CancellationReason,
  CurrentPeriodUsage,
  Invoice,
  InvoicePage,
  PaymentMethod,
  Plan,
  PlansResponse,
  SearchUsage,
  SubscriptionCancel,
  SubscriptionChange,
  SubscriptionPeriod,
  SubscriptionPeriods,
  SubscriptionResponse,
  UsageDay,
  VatCheck,
  VatCheckStatus,
} from './billing/billing-api.ts';

export {
  evaluationIndexStatusSchema,
  evaluationPageQuerySchema,
  evaluationPageSchema,
  evaluationQuerySchema,
  evaluationResultSchema,
  evaluationResultsResponseSchema,
  evaluationSchema,
  experimentSchema,
  namedValueSchema,
} from './evaluations/evaluation.ts';
export type {
  Evaluation,
  EvaluationIndexStatus,
  EvaluationQuery,
  EvaluationResult,
  Experiment,
} from './evaluations/evaluation.ts';

export {
  accessTokenClaimsSchema,
  accountProfileSchema,
  organizationSummarySchema,
  restrictionSchema,
} from './account/profile.ts';
export type {
  AccessTokenClaims,
  AccountProfile,
  OrganizationSummary,
  Restriction,
} from './account/profile.ts';

export {
  BAD_JSON_RESPONSE,
  decodeCommunicationError,
  isErrorStatus,
  decodeConfigError,
  decodeFacetError,
  decodeQueryRankingError,
  decodeRelatedPromptsError,
  decodeUsersError,
  errorBodySchema,
  INSTANCE_NOT_DEFINED,
  parseErrorBody,
  parseJsonResponse,
  requireInstance,
} from './errors/api-errors.ts';
export type { ApiErrorDetails, ErrorBody } from './errors/api-errors.ts';

export {
  CONFIG_REVISION_KINDS,
  configRevertInputSchema,
  configRevisionDaysQuerySchema,
  configRevisionDaysSchema,
  configRevisionKindSchema,
  configRevisionNoteInputSchema,
  configRevisionPageSchema,
  configRevisionQuerySchema,
  configRevisionSchema,
  layerSettingsSchema,
  REVISION_NOTE_MAX_LENGTH,
  siteConfigurationQuerySchema,
  siteConfigurationSchema,
} from './history/revision.ts';
export type {
  ConfigRevertInput,
  ConfigRevision,
  ConfigRevisionDay,
  ConfigRevisionDays,
  ConfigRevisionDaysQuery,
  ConfigRevisionKind,
  ConfigRevisionNoteInput,
  ConfigRevisionPage,
  ConfigRevisionQuery,
  LayerSettings,
  SiteConfiguration,
} from './history/revision.ts';
export { describeRevision } from './history/describe-revision.ts';
export {
  AUDIT_AREAS,
  AUDIT_EXPORT_MAX,
  AUDIT_LOG_AREAS,
  AUDIT_PAGE_MAX,
  auditAreaSchema,
  auditLogAreaSchema,
  auditLogEntrySchema,
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from './history/audit.ts';
export type {
  AuditArea,
  AuditLogArea,
  AuditLogEntry,
  AuditLogFilter,
  AuditLogPage,
  AuditLogQuery,
} from './history/audit.ts';
export type { RevisionChange, RevisionDescription, RevisionValue } from './history/describe-revision.ts';
export {
  answerFacetSchema,
  answerFacetValueSchema,
  empathizeResponseSchema,
  facetsResponseSchema,
  nextQueriesResponseSchema,
  relatedPromptsResponseSchema,
  relatedTagsResponseSchema,
  searchResponseSchema,
  semanticQueriesResponseSchema,
  skuSearchResponseSchema,
  storefrontPartialSchema,
  storefrontProductSchema,
  storefrontRefinementSchema,
  storefrontRelatedPromptSchema,
  storefrontTileSchema,
  storefrontVariantSchema,
  topClickedResponseSchema,
} from './storefront/search-answers.ts';
export type {
  AnswerFacet,
  AnswerFacetValue,
  EmpathizeResponse,
  NextQueriesResponse,
  RelatedPromptsResponse,
  SemanticQueriesResponse,
  StorefrontPartial,
  StorefrontProduct,
  StorefrontRefinement,
  StorefrontRelatedPrompt,
  StorefrontSearchAnswer,
  StorefrontTile,
  StorefrontVariant,
  TopClickedResponse,
} from './storefront/search-answers.ts';
