import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  DynamicFieldActionsAccess,
  DynamicFieldEntityType,
  DynamicFieldTabViewType,
  FieldType,
} from '@platform/sdk'

export const entityTypes: readonly DynamicFieldEntityType[] = [
  'users',
  'organizations',
  'contractors',
  'directories',
]

export function isEntityType(value: string): value is DynamicFieldEntityType {
  return (entityTypes as readonly string[]).includes(value)
}

/** Titles of the entity types when the server's list is not there. */
export const entityTypeTitles: Record<DynamicFieldEntityType, MessageDescriptor> = {
  users: msg`Пользователи`,
  organizations: msg`Организации`,
  contractors: msg`Контрагенты`,
  directories: msg`Справочники`,
}

export const viewTypeTitles: Record<DynamicFieldTabViewType, MessageDescriptor> = {
  form: msg`Форма`,
  table: msg`Таблица`,
}

export const fieldTypes: readonly FieldType[] = [
  'input',
  'textarea',
  'email',
  'phone',
  'date',
  'dropbox',
  'combobox',
  'toggle',
  'picture',
]

export const fieldTypeTitles: Record<FieldType, MessageDescriptor> = {
  input: msg`Строка`,
  textarea: msg`Многострочный текст`,
  email: msg`Электронная почта`,
  phone: msg`Телефон`,
  date: msg`Дата`,
  dropbox: msg`Выпадающий список`,
  combobox: msg`Множественный выбор`,
  toggle: msg`Переключатель`,
  picture: msg`Изображение`,
}

/** A field's access levels (1 systemic, 2 view, 3 required, 4 all read-only), as administrators read them; 0 needs no note. */
export const accessTitles: Record<Exclude<DynamicFieldActionsAccess, 0>, MessageDescriptor> = {
  1: msg`Системное: только чтение`,
  2: msg`Видимость не меняется`,
  3: msg`Обязательность не меняется`,
  4: msg`Только чтение`,
}
