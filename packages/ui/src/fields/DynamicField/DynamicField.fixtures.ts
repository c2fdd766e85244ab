import type { CountryCode, FieldType } from '@platform/forms'
import type { DynamicFieldDefinition } from '../types'

/** Example fields of each type, for stories and tests. */
export const exampleFields: Readonly<Record<FieldType, DynamicFieldDefinition>> = {
  input: { ...base('input', 'position', 'Должность'), placeholder: 'Например, инженер' },
  email: { ...base('email', 'workEmail', 'Рабочий email'), comment: 'Для писем от коллег' },
  textarea: base('textarea', 'about', 'О себе'),
  date: { ...base('date', 'hiredAt', 'Дата приёма'), comment: 'ДД.ММ.ГГГГ' },
  phone: base('phone', 'workPhone', 'Рабочий телефон'),
  dropbox: {
    ...base('dropbox', 'department', 'Отдел'),
    placeholder: 'Выберите отдел',
    items: [
      { id: '6c1f6f0e-0001-4000-8000-000000000001', value: 'Бухгалтерия' },
      { id: '6c1f6f0e-0001-4000-8000-000000000002', value: 'Отдел кадров' },
      { id: '6c1f6f0e-0001-4000-8000-000000000003', value: 'Разработка' },
    ],
  },
  combobox: {
    ...base('combobox', 'skills', 'Навыки'),
    items: [
      { id: '6c1f6f0e-0002-4000-8000-000000000001', value: 'Продажи' },
      { id: '6c1f6f0e-0002-4000-8000-000000000002', value: 'Аналитика' },
      { id: '6c1f6f0e-0002-4000-8000-000000000003', value: 'Управление' },
    ],
  },
  toggle: { ...base('toggle', 'remote', 'Работаю удалённо'), comment: 'Видно коллегам' },
  picture: base('picture', 'badge', 'Фото пропуска'),
}

function base(fieldType: FieldType, code: string, title: string): DynamicFieldDefinition {
  return {
    code,
    title,
    comment: null,
    placeholder: null,
    fieldType,
    items: [],
    multiple: false,
    profileEdit: true,
    disabled: false,
    profileRequired: false,
  }
}

/** As the API's country codes answer: the project's country first. */
export const exampleCountries: readonly CountryCode[] = [
  { code: 'RU', dialCode: '+7', name: 'Россия', mask: '(###) ###-##-##' },
  { code: 'KZ', dialCode: '+7', name: 'Казахстан', mask: '(###) ###-##-##' },
  { code: 'BY', dialCode: '+375', name: 'Беларусь', mask: '(##) ###-##-##' },
]
