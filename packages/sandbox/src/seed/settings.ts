import type { Setting, SettingDurationUnit, SettingsGroup, SettingsModule } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { SettingsState } from '../state/settings'
import type { SeedContext } from './context'

type Row = Omit<Setting, 'id'>

/** The longest lifetime in each unit: 7 days. */
const lifetimeMax: Record<SettingDurationUnit, number> = {
  seconds: 604_800,
  minutes: 10_080,
  hours: 168,
  days: 7,
}

function lifetime(
  code: string,
  title: string,
  value: number,
  unit: SettingDurationUnit,
  description: string | null = null,
): Row {
  const value_props = { unit, min: 1, max: lifetimeMax[unit] }
  return { code, title, description, type: 'duration', value, value_props, readonly: false }
}

function duration(
  code: string,
  title: string,
  value: number,
  unit: SettingDurationUnit,
  min: number,
): Row {
  const value_props = { unit, min }
  return { code, title, description: null, type: 'duration', value, value_props, readonly: false }
}

function count(code: string, title: string, value: number, min: number, max?: number): Row {
  const value_props = max === undefined ? { min } : { min, max }
  return { code, title, description: null, type: 'integer', value, value_props, readonly: false }
}

function flag(code: string, title: string, value: boolean, description: string | null = null): Row {
  return { code, title, description, type: 'boolean', value, value_props: null, readonly: false }
}

type GroupRows = Omit<SettingsGroup, 'settings'> & { settings: Row[] }
type ModuleRows = Omit<SettingsModule, 'groups'> & { groups: GroupRows[] }

const platform: ModuleRows[] = [
  {
    code: 'auth',
    title: 'Аутентификация',
    groups: [
      {
        code: 'tokens',
        title: 'Токены',
        description: 'Время жизни токенов пользователей и приложений',
        settings: [
          lifetime(
            'accessTokenLifespan',
            'Время жизни токена доступа',
            5,
            'minutes',
            'Токен доступа пользователя обновляется по истечении этого времени',
          ),
          lifetime(
            'refreshTokenLifespan',
            'Время жизни токена обновления',
            1440,
            'minutes',
            'Сессия без активности завершается по истечении этого времени',
          ),
          lifetime(
            'clientAccessTokenLifespan',
            'Время жизни токена доступа приложения',
            60,
            'minutes',
          ),
        ],
      },
      {
        code: 'codes',
        title: 'Аутентификация по коду',
        description: 'Коды входа по электронной почте и SMS',
        settings: [
          {
            ...count('authCodeLength', 'Количество цифр в коде', 4, 4, 4),
            description: 'Формы входа и подтверждения принимают код из 4 цифр',
            readonly: true,
          },
          count('authCodeDailyLimit', 'Лимит запросов кода в сутки', 10, 1, 100),
          lifetime('authCodeResendAlive', 'Задержка повторной отправки кода', 60, 'seconds'),
          lifetime(
            'authCodeAlive',
            'Время жизни кода',
            300,
            'seconds',
            'Должно быть больше задержки повторной отправки',
          ),
          {
            ...count('authCodeAttempts', 'Лимит ошибочных попыток ввода кода', 3, 1, 10),
            description: 'После превышения нужно запросить новый код',
          },
          flag('authCodeCaptcha', 'Капча перед отправкой кода', true),
        ],
      },
    ],
  },
  {
    code: 'system',
    title: 'Система',
    groups: [
      {
        code: 'license',
        title: 'Лицензия',
        description: null,
        settings: [lifetime('licenseCheckPeriod', 'Период проверки лицензии', 24, 'hours')],
      },
      {
        code: 'interface',
        title: 'Интерфейс',
        description: null,
        settings: [
          flag('headerVisible', 'Показывать шапку', true),
          flag('uiNavMini', 'Свёрнутое меню по умолчанию', false),
        ],
      },
      {
        code: 'logRetention',
        title: 'Хранение журналов',
        description: 'Сколько дней хранятся записи журналов',
        settings: [
          duration('historyRetention', 'История изменений', 90, 'days', 45),
          duration('integrationLogsRetention', 'Журналы интеграции', 14, 'days', 14),
          duration('providerApiLogsRetention', 'Журналы API провайдеров', 7, 'days', 7),
          duration('providerSyncLogsRetention', 'Журналы синхронизации провайдеров', 7, 'days', 7),
          duration('completedInteractionsRetention', 'Завершённые взаимодействия', 30, 'days', 30),
          duration('integrationJournalRetention', 'Журнал интеграции', 7, 'days', 7),
        ],
      },
      {
        code: 'cleanup',
        title: 'Очистка журналов',
        description: 'Как часто удаляются устаревшие записи (в секундах)',
        settings: [
          duration('historyCleanupInterval', 'Очистка истории изменений', 86_400, 'seconds', 60),
          duration(
            'integrationLogsCleanupInterval',
            'Очистка журналов интеграции',
            3600,
            'seconds',
            60,
          ),
          duration(
            'providerLogsCleanupInterval',
            'Очистка журналов провайдеров',
            3600,
            'seconds',
            60,
          ),
          duration(
            'interactionsCleanupInterval',
            'Очистка завершённых взаимодействий',
            21_600,
            'seconds',
            60,
          ),
        ],
      },
    ],
  },
]

const levels = [
  { value: 'low', title: 'Низкий' },
  { value: 'standard', title: 'Стандартный' },
  { value: 'high', title: 'Высокий' },
]

const users: ModuleRows[] = [
  {
    code: 'registration',
    title: 'Регистрация и приглашения',
    groups: [
      {
        code: 'links',
        title: 'Ссылки и коды',
        description: 'Сколько действуют ссылки регистрации и приглашений',
        settings: [
          lifetime('registrationAlive', 'Время жизни ссылки регистрации', 24, 'hours'),
          lifetime('mobileVerifyAlive', 'Время на подтверждение телефона', 5, 'minutes'),
          lifetime('inviteAlive', 'Время жизни приглашения', 7, 'days'),
        ],
      },
      {
        code: 'limits',
        title: 'Ограничения',
        description: null,
        settings: [count('registrationsPerIp', 'Регистраций с одного IP в сутки', 20, 1, 1000)],
      },
      {
        code: 'unique',
        title: 'Уникальность данных',
        description: 'Значения должны быть уникальны среди всех пользователей',
        settings: [
          flag('mobileUnique', 'Уникальный мобильный телефон', false),
          flag('emailUnique', 'Уникальная электронная почта', true),
        ],
      },
      {
        code: 'notifications',
        title: 'Уведомления',
        description: null,
        settings: [
          flag(
            'sendAccessNotify',
            'Уведомлять о предоставлении доступа',
            true,
            'Письмо пользователю, когда ему открыт доступ к компании',
          ),
        ],
      },
    ],
  },
  {
    code: 'passwords',
    title: 'Пароли',
    groups: [
      {
        code: 'links',
        title: 'Ссылки для пароля',
        description: null,
        settings: [
          lifetime('refreshAlive', 'Время жизни ссылки восстановления пароля', 2, 'hours'),
          lifetime('firstRefreshAlive', 'Время жизни ссылки первого входа', 72, 'hours'),
        ],
      },
      {
        code: 'policy',
        title: 'Парольная политика',
        description: 'Требования к паролям пользователей',
        settings: [
          {
            code: 'passwordLevel',
            title: 'Уровень сложности',
            description: 'Выбор уровня заполняет правила ниже',
            type: 'select',
            value: 'standard',
            value_props: { options: levels },
            readonly: false,
          },
          count('passwordLength', 'Минимальная длина', 8, 8, 9999),
          flag('passwordLowercase', 'Строчные латинские буквы', true),
          flag('passwordUppercase', 'Заглавные латинские буквы', true),
          flag('passwordNumbers', 'Цифры', true),
          flag('passwordSymbolsRequired', 'Специальные символы', false),
          {
            code: 'passwordSymbols',
            title: 'Допустимые специальные символы',
            description: null,
            type: 'string',
            value: '!@#$%^&*()-_=+[]{};:,.?/',
            value_props: { maxLength: 64 },
            readonly: false,
          },
          count('passwordGenerateLength', 'Длина сгенерированного пароля', 12, 8, 9999),
        ],
      },
    ],
  },
]

function withIds(modules: ModuleRows[], uuid: () => string): SettingsModule[] {
  return modules.map((module) => ({
    ...module,
    groups: module.groups.map((group) => ({
      ...group,
      settings: group.settings.map((row) => ({ id: uuid(), ...row })),
    })),
  }))
}

/**
 * Platform and user settings of every code the documents name. Two of the generated people
 * share a mobile number, so switching `mobileUnique` on answers `uniqueErrors`.
 */
export function seedSettings({ random }: SeedContext, state: SandboxState): SettingsState {
  const people = state.core.accounts.filter((account) => !account.admin && account.mobile)
  const [first, second] = people.slice(-2)
  if (first && second) second.mobile = first.mobile
  return { platform: withIds(platform, random.uuid), users: withIds(users, random.uuid) }
}
