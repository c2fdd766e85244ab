// The profile's fields as the dynamic-fields area configures them (tabs of type users,
// users_main first), with built-in blocks for what that area leaves out.
import type {
  DynamicField,
  DynamicFieldSubtype,
  DynamicFieldTab,
  FieldItem,
  FieldType,
} from '@platform/sdk'
import type { SandboxState } from '../../state'

type FieldKind = 'main' | 'contacts' | 'additional'

export interface FieldDef {
  code: string
  title: string
  kind: FieldKind
  profileRequired: boolean
  adminRequired: boolean
  profileEdit: boolean
  multiple: boolean
  unique: boolean
  comment: string | null
  placeholder: string | null
  fieldType: FieldType | null
  items: FieldItem[]
}

interface BlockDef {
  id: string
  code: string
  title: string
  systemic: boolean
  fields: FieldDef[]
}

export interface TabDef {
  id: string
  code: string
  title: string
  blocks: BlockDef[]
}

/** `mainInfo` members a field of the base block may stand for. */
const mainCodes = new Set([
  'lastName',
  'firstName',
  'middleName',
  'birthDate',
  'gender',
  'email',
  'mobile',
  'mobileMessengers',
  'login',
  'locale',
  'comment',
  'avatar',
])
const contactCodes = new Set(['mobiles', 'emails'])

function def(
  code: string,
  title: string,
  kind: FieldKind,
  flags: Partial<FieldDef> = {},
): FieldDef {
  return {
    code,
    title,
    kind,
    profileRequired: false,
    adminRequired: false,
    profileEdit: true,
    multiple: false,
    unique: false,
    comment: null,
    placeholder: null,
    fieldType: null,
    items: [],
    ...flags,
  }
}

const builtInBase: BlockDef = {
  id: '6f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  code: 'users_main_base',
  title: 'Основная информация',
  systemic: true,
  fields: [
    def('lastName', 'Фамилия', 'main', { profileRequired: true, adminRequired: true }),
    def('firstName', 'Имя', 'main', { profileRequired: true, adminRequired: true }),
    def('middleName', 'Отчество', 'main'),
    def('birthDate', 'Дата рождения', 'main'),
    def('gender', 'Пол', 'main'),
    def('email', 'Электронная почта', 'main', { adminRequired: true, unique: true }),
    def('mobile', 'Мобильный телефон', 'main', { unique: true }),
    def('login', 'Логин', 'main', {
      adminRequired: true,
      profileEdit: false,
      comment: 'Логин меняет администратор',
    }),
    def('locale', 'Язык интерфейса', 'main'),
    def('comment', 'Комментарий', 'main', { comment: 'Не больше 255 символов' }),
  ],
}

const builtInContacts: BlockDef = {
  id: '7a1d2c3b-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  code: 'users_main_contacts',
  title: 'Контакты',
  systemic: true,
  fields: [
    def('mobiles', 'Личные телефоны', 'contacts', { profileRequired: true, multiple: true }),
    def('emails', 'Личная почта', 'contacts', { multiple: true }),
  ],
}

const builtInTab = {
  id: '5e9b0a1f-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  code: 'users_main',
  title: 'Личные данные',
}

function kindOf(block: string, code: string): FieldKind {
  if (block === 'users_main_base' && mainCodes.has(code)) return 'main'
  if (block === 'users_main_contacts' && contactCodes.has(code)) return 'contacts'
  return 'additional'
}

function fromDynamic(block: DynamicFieldSubtype, field: DynamicField): FieldDef {
  const kind = kindOf(block.code, field.code)
  const choice = field.fieldType === 'dropbox' || field.fieldType === 'combobox'
  return {
    code: field.code,
    title: field.title,
    kind,
    profileRequired: field.profileRequired,
    adminRequired: field.adminRequired,
    profileEdit: field.profileEdit,
    multiple: kind === 'contacts' || field.multiple,
    unique: field.unique,
    comment: field.comment,
    placeholder: field.placeholder,
    fieldType: kind === 'additional' ? field.fieldType : null,
    items: choice ? [...field.items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : [],
  }
}

function blockOf(subtype: DynamicFieldSubtype): BlockDef {
  return {
    id: subtype.id,
    code: subtype.code,
    title: subtype.title,
    systemic: subtype.systemic,
    fields: [...subtype.fields]
      .filter((field) => field.active && field.profileVisible)
      .sort((a, b) => a.order - b.order)
      .map((field) => fromDynamic(subtype, field)),
  }
}

function tabOf(tab: DynamicFieldTab): TabDef {
  return {
    id: tab.id,
    code: tab.code,
    title: tab.title,
    blocks: [...tab.subtypes]
      .filter((subtype) => subtype.active)
      .sort((a, b) => a.order - b.order)
      .map(blockOf),
  }
}

/**
 * The profile's tabs, blocks and fields. The users tabs of the dynamic fields come first
 * (users_main first); the personal data tab always has its built-in base and contacts
 * blocks, taken from the dynamic fields when they hold them.
 */
export function profileTabs(state: SandboxState): TabDef[] {
  const tabs = (state.dynamicFields?.tabs ?? [])
    .filter((tab) => tab.type === 'users' && tab.active)
    .sort(
      (a, b) =>
        Number(b.code === 'users_main') - Number(a.code === 'users_main') || a.order - b.order,
    )
    .map(tabOf)
  let main = tabs.find((tab) => tab.code === 'users_main')
  if (!main) {
    main = { ...builtInTab, blocks: [] }
    tabs.unshift(main)
  }
  for (const builtIn of [builtInContacts, builtInBase]) {
    if (!main.blocks.some((block) => block.code === builtIn.code)) main.blocks.unshift(builtIn)
  }
  // Blocks without a field the profile shows, and tabs left empty, are not drawn.
  for (const tab of tabs) tab.blocks = tab.blocks.filter((block) => block.fields.length > 0)
  return tabs.filter((tab) => tab === main || tab.blocks.length > 0)
}

export function allFields(tabs: readonly TabDef[]): FieldDef[] {
  return tabs.flatMap((tab) => tab.blocks.flatMap((block) => block.fields))
}
