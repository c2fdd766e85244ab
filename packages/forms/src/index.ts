export {
  autoSelectedOrganization,
  emptyContractorRoles,
  rowsForContractor,
  validateApproval,
} from './access-requests/approval-form'
export {
  canAddCompany,
  canSendAccessRequests,
  validateAccessRequest,
} from './access-requests/request-form'
export {
  canDeleteDomain,
  canStartSync,
  canToggleScheme,
  changeMapper,
  isOrderChanged,
  isUpdateMode,
} from './admin/admin-rules'
export {
  applicationUrlFields,
  hasApplicationCode,
  hasApplicationUrl,
  validateApplication,
  validateApplicationClient,
} from './admin/application'
export type { ApplicationLocks } from './admin/application-flags'
export {
  applicationLocks,
  canShowInMenu,
  effectiveApplication,
  newApplication,
  preselectedDomains,
  setApplicationType,
} from './admin/application-flags'
export type { SchemeBlocker } from './admin/auth-scheme'
export { schemeBlockers, validateAuthScheme } from './admin/auth-scheme'
export { validateBanner, validateBannerLink } from './admin/banner'
export { validateDeviceType } from './admin/device-type'
export { validateDocument } from './admin/document'
export {
  emptyDomainLocale,
  newDomain,
  validateDomainForm,
  validateTechnicalLink,
} from './admin/domain'
export type { DynamicFieldForm } from './admin/dynamic-field'
export {
  dynamicFieldFlagErrors,
  validateDynamicFieldForm,
  validateDynamicFieldSubtype,
} from './admin/dynamic-field'
export { validateLanguage, validateLanguageCode } from './admin/language'
export { validateLicense } from './admin/license'
export { validateSubnetEntry } from './admin/list-entry'
export { validateMapper } from './admin/mapper'
export { validateNetworkAlias } from './admin/network-alias'
export { validateProvider } from './admin/provider'
export { isSyncPeriodRecommended, validateSyncSettings } from './admin/sync-settings'
export { collectErrors } from './collect'
export type {
  AccessRequestCompanyInput,
  AuthScheme,
  BannerForm,
  ContractorOption,
  ContractorOrganization,
  ContractorRoles,
  CountryCode,
  DocumentForm,
  DynamicField,
  DynamicFieldActionsAccess,
  ErrorBody,
  FieldErrors,
  FieldItem,
  FieldType,
  LanguageForm,
  LegalType,
  LicenseForm,
  MapperAttributeInput,
  MapperForm,
  MapperInput,
  MapperType,
  MessageCode,
  NetworkAliasInput,
  NetworkAliasIp,
  PasswordPolicy,
  PlatformErrorLike,
  ProfileFieldConfig,
  ProfileFieldValue,
  ProviderForm,
  Setting,
  SettingChange,
  SettingDurationUnit,
  SettingValue,
  SettingValueProps,
  SubnetEntryInput,
  Subscription,
  SubscriptionChange,
  SubscriptionChannelState,
  SubscriptionPeriod,
  SyncSettingsForm,
  SyncStatus,
  TermsAgreement,
  TermsEntry,
} from './contract'
export type { FieldLocks } from './dynamic-fields/access'
export { canSetFlag, fieldLocks, validateDynamicFieldCode } from './dynamic-fields/access'
export type { DynamicFieldFlag, DynamicFieldFlags } from './dynamic-fields/admin-flags'
export {
  canBeRequired,
  copyDynamicField,
  dynamicFieldFlags,
  isTypeChangeFlagged,
  newDynamicField,
  requiredFieldFlags,
  setFieldFlag,
  setFieldType,
} from './dynamic-fields/admin-flags'
export { hasFieldValue, isBlockVisible } from './dynamic-fields/blocks'
export { canDeleteContact, isContactRequired, validateContactList } from './dynamic-fields/contacts'
export type { ControlKind } from './dynamic-fields/control'
export { canBeMultiple, controlKinds, hasItems } from './dynamic-fields/control'
export type { FieldDefinition, FieldState } from './dynamic-fields/field-state'
export { fieldState, isMultipleField } from './dynamic-fields/field-state'
export type { FieldFormValue } from './dynamic-fields/values'
export { initialFieldValue, savedFieldValue } from './dynamic-fields/values'
export { limits, logRetentionMinimumDays, userSearchLimit } from './limits'
export type { MessageLocale } from './message-texts'
export { messageLocale, messageText, messageTexts } from './message-texts'
export type { MessageKey, RuleResult } from './messages'
export { isMessageKey, messageKeys } from './messages'
export { isLookAlike, lookAlikeCharacters } from './password/characters'
export { generatePassword } from './password/generate'
export type {
  PasswordCheck,
  PasswordLevel,
  PasswordRule,
  PasswordRuleResult,
} from './password/policy'
export {
  checkPassword,
  defaultPasswordPolicy,
  passwordLevelRules,
  validatePassword,
} from './password/policy'
export type { RandomSource } from './password/random'
export { formatCountdown, secondsLeft } from './profile/countdown'
export { isEqualValue } from './profile/equal'
export type {
  ProfileContacts,
  ProfileRuleContext,
  ProfileValueField,
} from './profile/profile-form'
export {
  profileContactListRule,
  profileContactRules,
  profileMainRules,
  profileNameCodes,
  profileValueRule,
} from './profile/profile-form'
export { subscriptionChanges } from './profile/subscriptions'
export type { FieldErrorOptions, MirrorPair } from './server-errors/field-errors'
export { clearMismatch, mapFieldErrors, passwordMirror } from './server-errors/field-errors'
export type { ApprovalAction } from './server-errors/platform-error'
export { approvalFieldErrors, fieldErrorsOf } from './server-errors/platform-error'
export {
  toSeconds,
  validateCodeAlive,
  validateLifetime,
  validatePasswordLengthSetting,
} from './settings/durations'
export { settingsFilledBy } from './settings/password-level'
export {
  lifetimeSettingCodes,
  settingChanges,
  validateRetention,
  validateSettings,
} from './settings/settings'
export { isCompleteCode, validateCode } from './validators/code'
export { isMaskedCode, validateLibraryCode } from './validators/code-mask'
export { isIsoDate, validateBirthDate, validateDateOrder } from './validators/dates'
export type { DestinationPolicy } from './validators/destination'
export {
  isWebAddressOrPath,
  parseDestination,
  safeDestination,
  safeOwnPath,
} from './validators/destination'
export { isValidDomain, validateDomain } from './validators/domain'
export { isValidEmail, validateEmail } from './validators/email'
export type { FileLike } from './validators/file'
export { avatarExtensions, avatarMediaTypes, validateAvatarFile } from './validators/file'
export { completeInn, isValidInn, validateInn } from './validators/inn'
export { isValidKpp, validateKpp } from './validators/kpp'
export { validateContainsLatin, validateLatinCode } from './validators/latin'
export { validateComment, validateMaxLength, validateTitle } from './validators/length'
export { maskClientCredential, validateClientCredential } from './validators/mask'
export { validateMatch } from './validators/match'
export {
  isValidIp,
  isValidIpv4,
  isValidIpv6,
  isValidSubnet,
  validateSubnetAddress,
} from './validators/network'
export { completeOgrn, isValidOgrn, validateOgrn } from './validators/ogrn'
export { isValidOkpo, okpoCheckDigit, validateOkpo } from './validators/okpo'
export type { AllowedCountries, PhoneRules } from './validators/phone'
export {
  isValidPhone,
  loadPhoneRules,
  providePhoneRules,
  validateMobile,
  validatePhone,
  validatePhoneExtension,
} from './validators/phone'
export { isEmptyValue, missingTerms, validateRequired, validateTerm } from './validators/required'
export { defaultForbiddenSymbols, hasForbiddenSymbols, validateSymbols } from './validators/symbols'
export { isValidUrl, validateUrl } from './validators/url'
export { isUuid } from './validators/uuid'
