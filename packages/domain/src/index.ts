export { CLIENT_VERSION } from './constants/app.ts';
export {
  ALERTS,
  BREAKPOINTS,
  COPIED_FLAG_MS,
  REALTIME,
  SMALL_DEVICE_WIDTH,
  STORAGE_KEYS,
} from './constants/ui.ts';

export { DomainError } from './errors/domain-error.ts';
export {
  errorCatalogue,
  resolveErrorEntry,
  resolveErrorMessageKey,
  resolveLayerSaveErrorMessageKey,
  resolveRuleErrorMessageKey,
} from './errors/catalogue.ts';

export { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from './i18n/languages.ts';
export type { Language } from './i18n/languages.ts';
export { messages } from './i18n/messages.ts';

export { translate } from './i18n/translate.ts';
export { relativeTime } from './i18n/relative-time.ts';

export { FEATURE_FLAGS, FLAGS_METRICS_SECONDS, FLAGS_REFRESH_SECONDS } from './flags/feature-flags.ts';
export type { FeatureFlag } from './flags/feature-flags.ts';
export {
  FLAG_INSTANCES_MAX,
  FLAG_MODES,
  featureFlagSchema,
  flagInputSchema,
  flagStateSchema,
  flagStatesSchema,
} from './flags/flag-states.ts';
export type {
  FlagInput,
  FlagInstance,
  FlagMode,
  FlagState,
  FlagStates,
  UnleashStrategy,
} from './flags/flag-states.ts';

export { BUSINESS_VERTICALS } from './organizations/business-verticals.ts';
export type {
  BusinessVertical,
  OrganizationPermission,
  OrganizationStatus,
} from './organizations/business-verticals.ts';

export {
  attributeFields,
  compareVersions,
  LATEST_CONNECTOR_VERSIONS,
  MIN_CONNECTOR_VERSIONS,
  platformCapabilities,
  PLATFORMS,
} from './platforms/platform-capabilities.ts';
export type { BusinessRuleField, Platform } from './platforms/platform-capabilities.ts';

export {
  ANNUAL_SAVING_PERCENT,
  INVOICES_FROM_YEAR,
  LOCK_REASONS,
  PLAN_KEYS,
  PRICE_FREQUENCIES,
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
  emailSchema,
  newPasswordChecks,
  passwordChangeSchema,
  signupPasswordChecks,
  signupPasswordSchema,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  urlSchema,
} from './validation/fields.ts';
export type { PasswordChange } from './validation/fields.ts';

export {
  businessVerticalSchema,
  emailChangeLinkSchema,
  emailChangeSchema,
  languageSchema,
  organizationInputSchema,
  profileFieldsSchema,
  profilePatchSchema,
  signupResponseSchema,
  signupSchema,
} from './account/account.ts';
export type {
  EmailChangeLink,
  OrganizationInput,
  ProfileFields,
  ProfilePatch,
  SignupInput,
  SignupResponse,
} from './account/account.ts';

export {
  GUEST_ROLE,
  INVITATION_TTL_DAYS,
  invitationJoinedSchema,
  invitationLinkSchema,
  invitationSchema,
  invitationSignupSchema,
  mayManageRole,
  organizationInviteSchema,
  TEAM_ROLES,
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

export { isScheduleValid, serializeDate } from './schedules/schedule.ts';

export { isValidTimeZone, localDay, nextDay, zonedMidnight } from './schedules/time-zones.ts';

export {
  accessLevelOf,
  ALL_INSTANCES,
  CONFIGURATION_RESOURCES,
  GLOBAL_NODES,
  isPlatformOperator,
  permissionTree,
  policySchema,
  SEARCH_NODES,
} from './permissions/permission-tree.ts';
export type { AccessLevel, PermissionNode, PermissionTree, Policy } from './permissions/permission-tree.ts';

export { normalizeTerm, RULE_TERM_MAX_LENGTH, TERMS } from './merchandising/terms.ts';

export {
  SYNONYM_IMPORT_MAX_BYTES,
  SYNONYM_GROUP_MAX_TERMS,
  synonymGroupInputSchema,
  synonymGroupSchema,
  synonymImportInputSchema,
  synonymImportResultSchema,
  synonymPageSchema,
  SYNONYM_PROPOSAL_EXAMPLES,
  SYNONYM_PROPOSALS_MAX,
  synonymProposalsSchema,
  synonymSettingsSchema,
  defaultSynonymSettings,
  validateSynonymImportFile,
} from './merchandising/synonyms.ts';
export type {
  SynonymGroup,
  SynonymGroupInput,
  SynonymImportInput,
  SynonymImportResult,
  SynonymPage,
  SynonymProposal,
  SynonymProposals,
  SynonymSettings,
} from './merchandising/synonyms.ts';
export { MERCHANDISING_PAGE_MAX, merchandisingListQuerySchema } from './merchandising/list-query.ts';
export { defaultFacetName, facetNameIn } from './merchandising/facet-names.ts';
export type { MerchandisingListQuery } from './merchandising/list-query.ts';
export {
  previewChangeSchema,
  SEARCH_PREVIEW_FACET_VALUES,
  SEARCH_PREVIEW_PRODUCTS,
  searchPreviewInputSchema,
  searchPreviewSchema,
} from './merchandising/search-preview.ts';
export type {
  PreviewAnswer,
  PreviewChange,
  PreviewFacet,
  SearchPreview,
  SearchPreviewInput,
} from './merchandising/search-preview.ts';
export { EXPLAIN_HIDDEN_MAX, explanationSchema } from './merchandising/explain.ts';
export type { ExplainedProduct, ExplainedRule, Explanation, TermMatch } from './merchandising/explain.ts';
export {
  RULE_SIMULATION_DAYS,
  RULE_SIMULATION_QUERIES,
  RULE_SIMULATION_TOP,
  ruleSimulationInputSchema,
  ruleSimulationSchema,
} from './merchandising/rule-simulation.ts';
export type {
  RuleSimulation,
  RuleSimulationInput,
  SimulatedProduct,
  SimulatedQuery,
  TopChange,
} from './merchandising/rule-simulation.ts';
export {
  NO_RESULTS_FIX_BEFORE_DAYS,
  NO_RESULTS_FIX_MAX_TERMS,
  noResultsFixListQuerySchema,
  noResultsFixPageSchema,
  noResultsFixParamsSchema,
  noResultsFixSchema,
  noResultsProposalSchema,
  noResultsQuerySchema,
  redirectionFixInputSchema,
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
export {
  ORGANIC_RELATED_TAGS_MAX,
  relatedTagsInputSchema,
  relatedTagsListQuerySchema,
  relatedTagsPageSchema,
  relatedTagsSchema,
} from './merchandising/related-tags.ts';
export type {
  OrganicTag,
  RelatedTags,
  RelatedTagsInput,
  RelatedTagsListQuery,
  RelatedTagsPage,
} from './merchandising/related-tags.ts';
export {
  LEARNED_NEXT_QUERIES_MAX,
  nextQueriesInputSchema,
  nextQueriesListQuerySchema,
  nextQueriesPageSchema,
  nextQueriesSchema,
} from './merchandising/next-queries.ts';
export type {
  LearnedNextQuery,
  NextQueries,
  NextQueriesInput,
  NextQueriesListQuery,
  NextQueriesPage,
} from './merchandising/next-queries.ts';
export {
  BANNED_WORDS,
  bannedWordIn,
  defaultSuggestionRules,
  POPULAR_SEARCH_DROP_REASONS,
  POPULAR_SEARCH_DROPPED_EXAMPLES,
  POPULAR_SEARCHES_MAX,
  popularSearchBuildRequestSchema,
  popularSearchBuildSchema,
  popularSearchListQuerySchema,
  popularSearchPageSchema,
  popularSearchSchema,
  SUGGESTION_THRESHOLDS,
  suggestionRulesSchema,
} from './merchandising/popular-searches.ts';
export type {
  PopularSearch,
  PopularSearchBuild,
  PopularSearchDropReason,
  PopularSearchListQuery,
  PopularSearchPage,
  SuggestionRules,
} from './merchandising/popular-searches.ts';
export {
  redirectionInputSchema,
  redirectionPageSchema,
  redirectionSchema,
} from './merchandising/redirections.ts';
export type { Redirection, RedirectionInput, RedirectionPage } from './merchandising/redirections.ts';
export {
  businessRuleInputSchema,
  businessRuleListQuerySchema,
  businessRulePageSchema,
  businessRuleSchema,
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
  BusinessRuleValue,
  BusinessRuleValues,
  BusinessRuleValuesQuery,
} from './merchandising/business-rules.ts';
export {
  BANNER_IMAGE,
  bannerInputSchema,
  bannerPageSchema,
  bannerSchema,
  bannerState,
  bannerWithStateSchema,
  isRecommendedBannerSize,
  validateBannerImage,
} from './merchandising/banners.ts';
export type {
  Banner,
  BannerInput,
  BannerKind,
  BannerPage,
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
  MIN_ACTIVE_SEARCHABLE_FIELDS,
  resultsVisibilitySchema,
  SEARCHABLE_FIELDS,
} from './merchandising/searchable-fields.ts';
export type { ResultsVisibility, SearchableField } from './merchandising/searchable-fields.ts';
export {
  defaultSearchSettings,
  SEARCH_SETTINGS_PARTS,
  searchSettingsSchema,
} from './merchandising/search-settings.ts';
export type { SearchSettings, SearchSettingsPart } from './merchandising/search-settings.ts';
export {
  facetableFieldsInputSchema,
  facetableFieldsResponseSchema,
  facetCheckQuerySchema,
  facetCheckSchema,
  facetValuesResponseSchema,
  FEW_PRODUCTS_SHARE,
  productLabelsResponseSchema,
  resultsVisibilityProductsSchema,
  retrievableFieldsResponseSchema,
  searchableFieldsInputSchema,
  searchableFieldsResponseSchema,
} from './merchandising/index-fields.ts';
export type {
  FacetableFieldAnswer,
  FacetableFieldsInput,
  FacetCheck,
  FacetFinding,
  ResultsVisibilityProducts,
  SearchableFieldsInput,
} from './merchandising/index-fields.ts';

export { cssSelectorSchema } from './sites/css-selector.ts';
export {
  defaultVisualCustomisation,
  GRID_COLUMNS,
  PRODUCT_LABELS,
  visualCustomisationSchema,
  Z_INDEX,
} from './sites/visual-customisation.ts';
export type { VisualCustomisation } from './sites/visual-customisation.ts';
export type { LayerCapabilities, LayerConfig } from './sites/layer-config.ts';
export {
  defaultEngine,
  FEED_FORMATS,
  SITE_ENVIRONMENTS,
  type FeedFormat,
  sitePatchSchema,
  siteSchema,
} from './sites/sites.ts';
export type { Engine, Organization, Site, SitePatch } from './sites/sites.ts';

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
  siteCreateSchema,
  toSiteCreate,
} from './sites/site-connection.ts';
export type { SiteConnectionForm, SiteCreate } from './sites/site-connection.ts';

export {
  BROWSE_FIELDS,
  browseFieldsOf,
  type BrowseField,
  fromRuleBody,
  isHiddenElementValid,
  isRankingElementValid,
  LANGUAGE_PIVOT,
  planRuleSave,
  queryRankingRuleInputSchema,
  queryRankingRuleSchema,
  RULE_ENDPOINTS,
  ruleConflictSchema,
  ruleProblems,
  toRuleBody,
} from './query-ranking/query-ranking-rule.ts';
export type {
  HiddenElement,
  PinnedElement,
  QueryRankingRule,
  QueryRankingRuleInput,
  RankingElement,
  RuleConflict,
  RuleEndpoint,
} from './query-ranking/query-ranking-rule.ts';
export {
  fromLegacyRule,
  legacyRuleOfBusinessRule,
  legacyRuleSchema,
  toLegacyRule,
} from './query-ranking/legacy-rule.ts';
export {
  queryRankingConflictSchema,
  queryRankingListQuerySchema,
  queryRankingRuleDocumentSchema,
  queryRankingRuleListSchema,
  queryRankingRuleReadQuerySchema,
  queryRankingRuleWriteSchema,
} from './query-ranking/query-ranking-api.ts';
export { findConflictingRules } from './query-ranking/rule-conflicts.ts';
export type {
  QueryRankingListQuery,
  QueryRankingRuleDocument,
  QueryRankingRuleList,
} from './query-ranking/query-ranking-api.ts';
export type { LegacyRule } from './query-ranking/legacy-rule.ts';

export {
  fullName,
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
  userProfileSchema,
  usersPage,
  userPageSchema,
  managementSitePageSchema,
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
  UserSaveStep,
} from './users/user.ts';
export {
  assignmentInstances,
  BUILT_IN_ROLES,
  builtInRole,
  instanceAccessLevel,
  platformAccessLevel,
  rolePolicies,
  userPolicies,
} from './users/roles.ts';

export { stripEmpty } from './configuration/config.ts';
export {
  CONFIG_SERVICES,
  configEntitySchema,
  configEnableQuerySchema,
  configErrorBodySchema,
  configHistoryQuerySchema,
  configHistorySchema,
  configInputSchema,
  configInstanceSchema,
  configsQuerySchema,
  defaultServiceConfigs,
  DUPLICATE_WINDOW_MAX_SECONDS,
  effectiveServiceConfig,
  SERVICE_CONFIG_SCHEMA_VERSION,
  STOREFRONT_ROWS_MAX,
  SERVICE_CONFIG_SCHEMAS,
  TRACKING_EVENTS,
} from './configuration/service-configs.ts';
export type {
  ConfigEntity,
  ConfigHistory,
  ConfigInput,
  ConfigIssue,
  ConfigService,
  JsonSchema,
  LayerServiceConfig,
  SearchServiceConfig,
  ServiceConfigs,
} from './configuration/service-configs.ts';
export { storefrontFacetsSchema } from './configuration/storefront-facets.ts';
export {
  contextFacetName,
  contextFacetsOf,
  facetConfigSchema,
  orderedFacetFields,
  prepareFacetConfigForSave,
} from './configuration/facet-config.ts';
export type { FacetConfig } from './configuration/facet-config.ts';
export {
  DEFAULT_FACET_CONFIG_ID,
  FACET_PIVOTS,
  FACET_SUGGESTION_DAYS,
  facetSuggestionsQuerySchema,
  facetSuggestionsSchema,
  facetConfigCreatedSchema,
  facetConfigDocumentSchema,
  facetConfigListSchema,
  facetConfigSavedSchema,
  facetConfigsQuerySchema,
  facetErrorBodySchema,
  QUERY_PIVOT,
} from './configuration/facets-api.ts';
export type {
  FacetConfigDocument,
  FacetConfigList,
  FacetConfigsQuery,
  FacetErrorBody,
  FacetSuggestions,
} from './configuration/facets-api.ts';
export type { FacetRange, FacetType, StorefrontFacet } from './configuration/storefront-facets.ts';
export {
  defaultFacetValueConfig,
  FACET_VALUE_SORTS,
  facetValueConfigSchema,
  MAX_FACET_VALUES,
} from './configuration/facet-value-config.ts';
export type { FacetValueConfig, FacetValueSort } from './configuration/facet-value-config.ts';

export {
  RELATED_PROMPT_PROPOSALS_MAX,
  relatedPromptDismissalSchema,
  relatedPromptProposalsSchema,
  STOREFRONT_PROMPT_NEXT_QUERIES_MAX,
  storefrontPromptSchema,
} from './related-prompts/storefront-prompt.ts';
export type { RelatedPromptProposals, StorefrontPrompt } from './related-prompts/storefront-prompt.ts';
export {
  fromRelatedPrompt,
  planRelatedPromptSave,
  relatedPromptDocumentSchema,
  relatedPromptErrorBodySchema,
  relatedPromptListSchema,
  relatedPromptSchema,
  relatedPromptsPreviewQuerySchema,
  relatedPromptsQuerySchema,
  RELATED_PROMPTS_SORT_FIELDS,
  toRelatedPrompt,
} from './related-prompts/related-prompt.ts';
export type {
  RelatedPromptDocument,
  RelatedPromptList,
  RelatedPromptsQuery,
} from './related-prompts/related-prompt.ts';

export {
  addDays,
  defaultDateRange,
  earliestDay,
  last30DaysRange,
  rangeLength,
} from './analytics/date-range.ts';
export { canonicalTimeZone, defaultTimeZone, timeZones, timeZoneSchema } from './analytics/time-zone.ts';
export type { DateRange } from './analytics/date-range.ts';
export {
  isRarelyPicked,
  relatedPromptKeepSchema,
  relatedPromptReviewsSchema,
} from './analytics/prompt-outcomes.ts';
export type {
  RelatedPromptFlag,
  RelatedPromptKeep,
  RelatedPromptReview,
  RelatedPromptReviews,
} from './analytics/prompt-outcomes.ts';
export {
  analyticsEngineSchema,
  correctedQueryReportRowSchema,
  kpiReportSchema,
  productReportRowSchema,
  queryReportRowSchema,
  relatedPromptReportRowSchema,
  reportPageSchema,
} from './analytics/analytics-api.ts';
export type {
  AnalyticsEngine,
  AnalyticsTotals,
  CorrectedQueryReportRow,
  KpiDay,
  KpiReport,
  Kpis,
  ProductReportRow,
  QueryReportRow,
  RelatedPromptReportRow,
  ReportPage,
} from './analytics/analytics-api.ts';

export { billingAddressSchema, isValidTaxId } from './billing/billing-address.ts';
export type { BillingAddress } from './billing/billing-address.ts';
export { canOpenBillingRedirect } from './billing/billing-redirect.ts';
export { lockReason, subscriptionUiStates, trialDaysLeft, trialEnd } from './billing/subscription.ts';
export type { SubscriptionStatus } from './billing/subscription.ts';
export {
  billingAddressResponseSchema,
  billingRedirectUrlSchema,
  CANCELLATION_REASONS,
  currentPeriodUsageSchema,
  invoicePageSchema,
  invoicesQuerySchema,
  paymentDetailsQuerySchema,
  plansResponseSchema,
  portalSessionBodySchema,
  searchUsageSchema,
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionPeriodsSchema,
  subscriptionResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
  usageStartQuerySchema,
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

export { accountProfileSchema, organizationSummarySchema } from './account/profile.ts';
export type { AccountProfile, OrganizationSummary } from './account/profile.ts';

export { decodeRelatedPromptsError, errorBodySchema } from './errors/api-errors.ts';
export type { ErrorBody } from './errors/api-errors.ts';

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
  auditLogAreaSchema,
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
export type { RevisionChange, RevisionValue } from './history/describe-revision.ts';
export {
  empathizeResponseSchema,
  facetsResponseSchema,
  nextQueriesResponseSchema,
  relatedPromptsResponseSchema,
  relatedTagsResponseSchema,
  searchResponseSchema,
  semanticQueriesResponseSchema,
  skuSearchResponseSchema,
  topClickedResponseSchema,
} from './storefront/search-answers.ts';
export type {
  AnswerFacet,
  AnswerFacetValue,
  EmpathizeResponse,
  NextQueriesResponse,
  RelatedTagsResponse,
  RelatedPromptsResponse,
  SemanticQueriesResponse,
  StorefrontProduct,
  StorefrontRefinement,
  StorefrontRelatedPrompt,
  StorefrontSearchAnswer,
  StorefrontTile,
  StorefrontVariant,
  TopClickedResponse,
} from './storefront/search-answers.ts';

export { productIdsSchema, productInputSchema } from './catalog/product.ts';
export type { Product, ProductInput } from './catalog/product.ts';
