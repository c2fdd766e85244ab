// The shapes of the seeded dynamic-field tabs, and the tabs of the users (the profile's).
import type {
  DynamicFieldActionsAccess,
  DynamicFieldEntityType,
  DynamicFieldTabViewType,
  FieldType,
  PersonnelActionTypeOption,
} from '@platform/sdk'

/** How far a field reaches on one side (admin card or profile): required implies edit implies visible. */
export type Reach = 'required' | 'edit' | 'visible' | 'hidden'

export interface FieldSpec {
  code: string
  title: string
  fieldType: FieldType
  items?: string[]
  /** Codes of the items, when they have codes (the gender choices). */
  itemCodes?: string[]
  multiple?: boolean
  unique?: boolean
  comment?: string
  placeholder?: string
  admin?: Reach
  profile?: Reach
  integrationRequired?: boolean
  /** Systemic fields are immutable and locked by this access level. */
  systemic?: DynamicFieldActionsAccess
  active?: boolean
}

interface SubtypeSpec {
  code: string
  title: string
  systemic?: boolean
  active?: boolean
  action?: string
  fields: FieldSpec[]
}

export interface TabSpec {
  code: string
  title: string
  type: DynamicFieldEntityType
  viewType: DynamicFieldTabViewType
  active?: boolean
  subtypes: SubtypeSpec[]
}

export const actionTypes: Omit<PersonnelActionTypeOption, 'id'>[] = [
  { code: 'hiring', name: 'Приём на работу' },
  { code: 'transfer', name: 'Перевод' },
  { code: 'dismissal', name: 'Увольнение' },
  { code: 'vacation', name: 'Отпуск' },
  { code: 'businessTrip', name: 'Командировка' },
  { code: 'promotion', name: 'Повышение' },
  { code: 'sickLeave', name: 'Больничный' },
  { code: 'training', name: 'Обучение' },
]

export const departments = [
  'Бухгалтерия',
  'Отдел кадров',
  'ИТ-департамент',
  'Отдел продаж',
  'Юридический отдел',
  'Служба безопасности',
]

export const usersTabs: TabSpec[] = [
  {
    code: 'users_main',
    title: 'Основная информация',
    type: 'users',
    viewType: 'form',
    subtypes: [
      {
        code: 'users_main_base',
        title: 'Личные данные',
        systemic: true,
        fields: [
          {
            code: 'lastName',
            title: 'Фамилия',
            fieldType: 'input',
            admin: 'required',
            profile: 'required',
            systemic: 1,
          },
          {
            code: 'firstName',
            title: 'Имя',
            fieldType: 'input',
            admin: 'required',
            profile: 'required',
            systemic: 1,
          },
          {
            code: 'middleName',
            title: 'Отчество',
            fieldType: 'input',
            profile: 'edit',
            systemic: 3,
          },
          {
            code: 'birthDate',
            title: 'Дата рождения',
            fieldType: 'date',
            profile: 'edit',
            placeholder: 'ДД.ММ.ГГГГ',
            systemic: 3,
          },
          {
            code: 'gender',
            title: 'Пол',
            fieldType: 'dropbox',
            items: ['Мужской', 'Женский'],
            itemCodes: ['man', 'woman'],
            profile: 'edit',
            placeholder: 'Выберите пол',
            systemic: 3,
          },
          {
            code: 'email',
            title: 'Электронная почта',
            fieldType: 'email',
            admin: 'required',
            profile: 'edit',
            unique: true,
            systemic: 1,
          },
          {
            code: 'mobile',
            title: 'Мобильный телефон',
            fieldType: 'phone',
            profile: 'edit',
            unique: true,
            systemic: 1,
          },
          {
            code: 'login',
            title: 'Логин',
            fieldType: 'input',
            profile: 'visible',
            unique: true,
            systemic: 4,
          },
          {
            code: 'comment',
            title: 'Комментарий',
            fieldType: 'textarea',
            profile: 'edit',
            comment: 'Не более 255 символов',
            systemic: 2,
          },
        ],
      },
      {
        code: 'users_main_contacts',
        title: 'Контакты',
        systemic: true,
        fields: [
          {
            code: 'mobiles',
            title: 'Дополнительные телефоны',
            fieldType: 'phone',
            multiple: true,
            profile: 'edit',
            systemic: 1,
          },
          {
            code: 'emails',
            title: 'Дополнительные адреса почты',
            fieldType: 'email',
            multiple: true,
            profile: 'edit',
            systemic: 1,
          },
        ],
      },
      {
        code: 'users_main_work',
        title: 'Работа',
        action: 'hiring',
        fields: [
          {
            code: 'personnelNumber',
            title: 'Табельный номер',
            fieldType: 'input',
            unique: true,
            admin: 'required',
            profile: 'required',
            integrationRequired: true,
            comment: 'Присваивается отделом кадров',
          },
          {
            code: 'department',
            title: 'Подразделение',
            fieldType: 'dropbox',
            items: departments,
            profile: 'required',
            placeholder: 'Выберите подразделение',
          },
          { code: 'position', title: 'Должность', fieldType: 'input', profile: 'edit' },
          {
            code: 'workPhones',
            title: 'Рабочие телефоны',
            fieldType: 'phone',
            multiple: true,
            profile: 'edit',
            comment: 'Укажите добавочный номер, если он есть',
            placeholder: '+7 (___) ___-__-__',
          },
          {
            code: 'skills',
            title: 'Навыки',
            fieldType: 'combobox',
            items: [
              'Excel',
              '1С',
              'Английский язык',
              'Управление проектами',
              'SQL',
              'Публичные выступления',
            ],
            profile: 'edit',
            placeholder: 'Выберите навыки',
          },
          { code: 'remoteWork', title: 'Удалённая работа', fieldType: 'toggle', profile: 'edit' },
        ],
      },
      {
        code: 'users_main_extra',
        title: 'Дополнительно',
        fields: [
          {
            code: 'about',
            title: 'О себе',
            fieldType: 'textarea',
            profile: 'edit',
            placeholder: 'Несколько слов о себе',
          },
          {
            code: 'personalEmails',
            title: 'Личная почта',
            fieldType: 'email',
            multiple: true,
            profile: 'edit',
          },
          {
            code: 'workStart',
            title: 'Дата выхода на работу',
            fieldType: 'date',
            profile: 'visible',
          },
          {
            code: 'badgePhoto',
            title: 'Фото для пропуска',
            fieldType: 'picture',
            profile: 'edit',
            comment: 'Портретное фото на светлом фоне',
          },
          {
            code: 'hobbies',
            title: 'Увлечения',
            fieldType: 'input',
            multiple: true,
            profile: 'edit',
          },
          {
            code: 'englishLevel',
            title: 'Уровень английского',
            fieldType: 'dropbox',
            items: ['Начальный', 'Средний', 'Продвинутый', 'Свободный'],
            profile: 'edit',
          },
          {
            code: 'carNumber',
            title: 'Номер автомобиля',
            fieldType: 'input',
            profile: 'edit',
            active: false,
          },
        ],
      },
    ],
  },
]
