// The seeded dynamic-field tabs after the profile's: the other users tabs, then those of
// organizations, contractors and directories.
import { departments, type TabSpec } from './dynamic-fields-specs'

export const otherTabs: TabSpec[] = [
  {
    code: 'users_documents',
    title: 'Документы',
    type: 'users',
    viewType: 'form',
    subtypes: [
      {
        code: 'users_documents_passport',
        title: 'Паспорт',
        fields: [
          {
            code: 'passportSeries',
            title: 'Серия паспорта',
            fieldType: 'input',
            placeholder: '00 00',
          },
          {
            code: 'passportNumber',
            title: 'Номер паспорта',
            fieldType: 'input',
            placeholder: '000000',
          },
          { code: 'passportIssued', title: 'Дата выдачи', fieldType: 'date' },
          { code: 'passportIssuer', title: 'Кем выдан', fieldType: 'textarea' },
        ],
      },
      {
        code: 'users_documents_snils',
        title: 'СНИЛС',
        fields: [
          {
            code: 'snils',
            title: 'Номер СНИЛС',
            fieldType: 'input',
            unique: true,
            placeholder: '000-000-000 00',
          },
        ],
      },
    ],
  },
  {
    code: 'users_education',
    title: 'Образование',
    type: 'users',
    viewType: 'table',
    subtypes: [
      {
        code: 'users_education_main',
        title: 'Учебные заведения',
        action: 'training',
        fields: [
          { code: 'institution', title: 'Учебное заведение', fieldType: 'input', profile: 'edit' },
          { code: 'specialty', title: 'Специальность', fieldType: 'input', profile: 'edit' },
          { code: 'graduationYear', title: 'Год окончания', fieldType: 'input', profile: 'edit' },
          { code: 'diploma', title: 'Скан диплома', fieldType: 'picture', profile: 'edit' },
        ],
      },
    ],
  },
  {
    code: 'users_career',
    title: 'Кадровые события',
    type: 'users',
    viewType: 'table',
    active: false,
    subtypes: [
      {
        code: 'users_career_transfer',
        title: 'Переводы',
        action: 'transfer',
        fields: [
          { code: 'transferDate', title: 'Дата перевода', fieldType: 'date', admin: 'required' },
          {
            code: 'newDepartment',
            title: 'Новое подразделение',
            fieldType: 'dropbox',
            items: departments,
          },
          { code: 'orderNumber', title: 'Номер приказа', fieldType: 'input' },
        ],
      },
      {
        code: 'users_career_vacation',
        title: 'Отпуска',
        action: 'vacation',
        active: false,
        fields: [
          { code: 'vacationStart', title: 'Начало отпуска', fieldType: 'date' },
          { code: 'vacationEnd', title: 'Окончание отпуска', fieldType: 'date' },
          {
            code: 'vacationType',
            title: 'Вид отпуска',
            fieldType: 'dropbox',
            items: ['Ежегодный оплачиваемый', 'Без сохранения зарплаты', 'Учебный'],
          },
        ],
      },
    ],
  },
  {
    code: 'organizations_main',
    title: 'Реквизиты',
    type: 'organizations',
    viewType: 'form',
    subtypes: [
      {
        code: 'organizations_main_base',
        title: 'Основные сведения',
        systemic: true,
        fields: [
          { code: 'okved', title: 'Основной ОКВЭД', fieldType: 'input', placeholder: '62.01' },
          {
            code: 'legalAddress',
            title: 'Юридический адрес',
            fieldType: 'textarea',
            admin: 'required',
            integrationRequired: true,
          },
          { code: 'actualAddress', title: 'Фактический адрес', fieldType: 'textarea' },
          { code: 'website', title: 'Сайт', fieldType: 'input', placeholder: 'https://' },
        ],
      },
      {
        code: 'organizations_main_contacts',
        title: 'Контакты',
        fields: [
          { code: 'orgPhones', title: 'Телефоны', fieldType: 'phone', multiple: true },
          { code: 'orgEmail', title: 'Электронная почта', fieldType: 'email' },
          { code: 'accountant', title: 'Главный бухгалтер', fieldType: 'input' },
        ],
      },
    ],
  },
  {
    code: 'organizations_bank',
    title: 'Банковские реквизиты',
    type: 'organizations',
    viewType: 'form',
    subtypes: [
      {
        code: 'organizations_bank_account',
        title: 'Расчётный счёт',
        fields: [
          { code: 'bik', title: 'БИК', fieldType: 'input', placeholder: '044525225' },
          { code: 'bankName', title: 'Банк', fieldType: 'input' },
          { code: 'settlementAccount', title: 'Расчётный счёт', fieldType: 'input', unique: true },
          { code: 'correspondentAccount', title: 'Корреспондентский счёт', fieldType: 'input' },
        ],
      },
    ],
  },
  {
    code: 'contractors_main',
    title: 'Договор',
    type: 'contractors',
    viewType: 'form',
    subtypes: [
      {
        code: 'contractors_main_contract',
        title: 'Договор',
        fields: [
          {
            code: 'contractType',
            title: 'Вид договора',
            fieldType: 'dropbox',
            items: ['Поставка', 'Оказание услуг', 'Подряд', 'Аренда'],
            admin: 'required',
          },
          { code: 'contractNumber', title: 'Номер договора', fieldType: 'input', unique: true },
          { code: 'contractDate', title: 'Дата договора', fieldType: 'date' },
          { code: 'contractScan', title: 'Скан договора', fieldType: 'picture' },
          { code: 'blocked', title: 'Заблокирован', fieldType: 'toggle' },
        ],
      },
    ],
  },
  {
    code: 'directories_positions',
    title: 'Должности',
    type: 'directories',
    viewType: 'table',
    subtypes: [
      {
        code: 'directories_positions_main',
        title: 'Должность',
        fields: [
          {
            code: 'positionCode',
            title: 'Код должности',
            fieldType: 'input',
            unique: true,
            admin: 'required',
          },
          { code: 'positionTitle', title: 'Наименование', fieldType: 'input', admin: 'required' },
          {
            code: 'grade',
            title: 'Грейд',
            fieldType: 'dropbox',
            items: [
              'Специалист',
              'Ведущий специалист',
              'Руководитель группы',
              'Начальник отдела',
              'Директор',
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'directories_departments',
    title: 'Подразделения',
    type: 'directories',
    viewType: 'table',
    subtypes: [
      {
        code: 'directories_departments_main',
        title: 'Подразделение',
        fields: [
          {
            code: 'departmentCode',
            title: 'Код подразделения',
            fieldType: 'input',
            unique: true,
            admin: 'required',
          },
          { code: 'departmentTitle', title: 'Наименование', fieldType: 'input', admin: 'required' },
          { code: 'manager', title: 'Руководитель', fieldType: 'input' },
          { code: 'departmentPhones', title: 'Телефоны', fieldType: 'phone', multiple: true },
        ],
      },
    ],
  },
]
