import { profileNameCodes } from '@platform/forms'
import type {
  FieldItem,
  FieldType,
  ProfileConfigure,
  ProfileDetails,
  ProfileFieldConfig,
  ProfileFieldValue,
} from '@platform/sdk'

/** Where a field's value lives in the profile: `mainInfo`, `contactsInfo` or `additionalInfo`. */
export type FieldKind = 'main' | 'contacts' | 'additional'

export type ContactList = 'mobiles' | 'emails'

const contactLists: readonly ContactList[] = ['mobiles', 'emails']

/** A field of the configure with where it lives and the block it belongs to. */
export interface PlacedField {
  kind: FieldKind
  block: string
  config: ProfileFieldConfig
}

/** The personal data tab of the configure. */
export const personalTab = 'users_main'

/**
 * A dynamic field has a `fieldType`; built-in ones have none and are named after their
 * `mainInfo` member, or `mobiles`/`emails` for the contact lists.
 */
export function kindOf(field: Pick<ProfileFieldConfig, 'code' | 'fieldType'>): FieldKind {
  if (field.fieldType) return 'additional'
  return (contactLists as readonly string[]).includes(field.code) ? 'contacts' : 'main'
}

/** The blocks of a tab (the personal data tab by default) with their fields, in display order. */
export function personalBlocks(configure: ProfileConfigure, tab: string = personalTab) {
  return (configure.blocks[tab] ?? []).map((block) => ({
    block,
    fields: (configure.fields[block.code] ?? []).map(
      (config): PlacedField => ({ kind: kindOf(config), block: block.code, config }),
    ),
  }))
}

/** Every field of the configure, across tabs and blocks (the forced modal looks in all). */
export function allFields(configure: ProfileConfigure): PlacedField[] {
  return Object.values(configure.blocks).flatMap((blocks) =>
    blocks.flatMap((block) =>
      (configure.fields[block.code] ?? []).map(
        (config): PlacedField => ({ kind: kindOf(config), block: block.code, config }),
      ),
    ),
  )
}

/** The control each `mainInfo` member is edited with; the avatar has its own picker. */
const mainTypes: Readonly<Record<string, FieldType | null>> = {
  lastName: 'input',
  firstName: 'input',
  middleName: 'input',
  login: 'input',
  birthDate: 'date',
  gender: 'dropbox',
  email: 'email',
  mobile: 'phone',
  mobileMessengers: 'combobox',
  locale: 'dropbox',
  comment: 'textarea',
  avatar: null,
}

export interface MainDefinitionOptions {
  /** Choices of the choice members (gender, messengers, locale), already translated. */
  items: Readonly<Record<string, readonly FieldItem[]>>
  /** The account is managed by a directory service: its name is read-only, with this note. */
  directoryNote?: string
}

/**
 * A built-in `mainInfo` field as a field definition the kit's DynamicField renders: the control
 * its member needs, its choices, and, for a directory account, a read-only name with a note.
 * `null` for a member with no control here (the avatar).
 */
export function mainDefinition(
  config: ProfileFieldConfig,
  { items, directoryNote }: MainDefinitionOptions,
): ProfileFieldConfig | null {
  const fieldType = config.code in mainTypes ? mainTypes[config.code] : 'input'
  if (!fieldType) return null
  const directoryName = directoryNote !== undefined && profileNameCodes.includes(config.code)
  return {
    ...config,
    fieldType,
    multiple: false,
    items: [...(items[config.code] ?? [])],
    disabled: config.disabled || directoryName,
    comment: directoryName ? directoryNote : config.comment,
  }
}

/**
 * The saved value of each field by code, as forms' `isBlockVisible` reads them: a block shows
 * in the read-only view only when one of its fields has a value.
 */
export function savedValues(
  details: Pick<ProfileDetails, 'mainInfo' | 'contactsInfo' | 'additionalInfo'>,
  fields: readonly PlacedField[],
): Record<string, ProfileFieldValue> {
  const main = details.mainInfo as Record<string, unknown>
  const values: Record<string, ProfileFieldValue> = {}
  for (const { kind, config } of fields) {
    const { code } = config
    if (kind === 'additional') values[code] = details.additionalInfo[code] ?? null
    else if (kind === 'contacts') {
      values[code] = details.contactsInfo[code as ContactList].map((entry) => entry.value)
    } else {
      const value = main[code]
      values[code] = typeof value === 'string' || Array.isArray(value) ? value : null
    }
  }
  return values
}

/** A directory account can neither change nor set a password. */
export function isDirectoryAccount(details: Pick<ProfileDetails, 'availableActions'>): boolean {
  return !details.availableActions.updatePassword && !details.availableActions.setPassword
}
