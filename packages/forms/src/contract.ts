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

/** A scheme, the members the deactivation rule reads. */
export type AuthScheme = Pick<Contract.AuthScheme, 'id' | 'active' | 'base' | 'usersCount'>
