/**
 * The contract's types this package reads, from the SDK's generated types. Rules take the
 * members they need (`Pick`), so a screen can pass a whole entity or a form's values.
 */
import type * as Contract from '@platform/sdk'

export type {
  AccessRequestCompanyInput,
  ContractorOption,
  ContractorOrganization,
  ContractorRoles,
  CountryCode,
  DynamicFieldActionsAccess,
  ErrorBody,
  FieldErrors,
  FieldItem,
  FieldType,
  LegalType,
  MapperAttributeInput,
  MapperType,
  MessageCode,
  NetworkAliasInput,
  NetworkAliasIp,
  PasswordPolicy,
  ProfileFieldConfig,
  ProfileFieldValue,
  SettingChange,
  SettingDurationUnit,
  SettingValue,
  SubnetEntryInput,
  SubscriptionChange,
  SubscriptionChannelState,
  SubscriptionPeriod,
  SyncStatus,
  TermsAgreement,
  TermsEntry,
} from '@platform/sdk'

/** The SDK's `PlatformError`, as far as mapping it onto a form goes. */
export type PlatformErrorLike = Pick<Contract.PlatformError, 'kind'> &
  Partial<Pick<Contract.PlatformError, 'status' | 'body'>>

/** A dynamic field as the admin field modal edits it. */
export type DynamicField = Pick<
  Contract.DynamicField,
  | 'id'
  | 'active'
  | 'title'
  | 'code'
  | 'fieldType'
  | 'unique'
  | 'multiple'
  | 'comment'
  | 'placeholder'
  | 'items'
  | 'valueCount'
  | 'systemic'
  | 'immutable'
  | 'actionsAccess'
  | 'adminRequired'
  | 'adminVisible'
  | 'adminEdit'
  | 'profileRequired'
  | 'profileVisible'
  | 'profileEdit'
  | 'integrationRequired'
>

export type SettingValueProps = Pick<
  NonNullable<Contract.SettingValueProps>,
  'unit' | 'min' | 'max' | 'maxLength'
>

/** One settings row, the members the rules read. */
export type Setting = Pick<Contract.Setting, 'id' | 'code' | 'value' | 'readonly'> & {
  value_props: SettingValueProps | null
}

/** A subscription, the members the subscriptions form edits. */
export type Subscription = Pick<Contract.Subscription, 'id' | 'period' | 'channels'>

/** A mapper, the members the mapper rules touch. */
export type MapperInput = Pick<
  Contract.MapperInput,
  'type' | 'customAttributes' | 'before' | 'after' | 'attributes'
>

/** The mapper modal, every member its rules check. */
export type MapperForm = Pick<
  Contract.MapperInput,
  | 'type'
  | 'name'
  | 'before'
  | 'after'
  | 'customAttributes'
  | 'mappingType'
  | 'attributes'
  | 'accessType'
  | 'accessIds'
>

/** The provider modal's Main tab. */
export type ProviderForm = Pick<
  Contract.ProviderInput,
  'type' | 'realm' | 'name' | 'url' | 'clientId' | 'clientSecret'
>

/** The provider modal's Synchronization tab. */
export type SyncSettingsForm = Pick<
  Contract.ProviderSyncInput,
  'periodAmount' | 'periodUnit' | 'syncLimit'
>

/** The document modal. */
export type DocumentForm = Pick<Contract.DocumentInput, 'code' | 'name' | 'type' | 'format'> & {
  locales: readonly Pick<Contract.DocumentLocale, 'localeId' | 'name' | 'linkName' | 'content'>[]
}

/** The banner modal. */
export type BannerForm = Pick<Contract.BannerInput, 'title' | 'code' | 'link'>

/** The language modal. */
export type LanguageForm = Pick<Contract.LanguageInput, 'name' | 'code'>

/** The license form: both members may still be empty while the form is filled in. */
export type LicenseForm = {
  [K in keyof Contract.LicenseInput]: Contract.LicenseInput[K] | null | undefined
}

/** A scheme, the members the deactivation rule reads. */
export type AuthScheme = Pick<Contract.AuthScheme, 'id' | 'active' | 'base' | 'usersCount'>
