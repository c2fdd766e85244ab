// What the seeded history of changes is about: the records of the slices seeded before it,
// each with the parameters an administrator would change.
import type { SandboxState } from '../state'
import { fullName } from '../state/core'
import type { HistoryParam, HistoryTarget } from './history'
import { randomMobile, transliterate } from './people'

const flag = (param: string): HistoryParam => ({
  param,
  value: (random) => String(random.chance(0.5)),
})
const text = (param: string, pool: string[]): HistoryParam => ({
  param,
  value: (random) => random.pick(pool),
})
const number = (param: string, min: number, max: number): HistoryParam => ({
  param,
  value: (random) => String(random.int(min, max)),
})
const date = (param: string): HistoryParam => ({
  param,
  value: (random) =>
    `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}T00:00:00.000Z`,
})

const comments = [
  'Основной домен портала',
  'Тестовый стенд',
  'По заявке службы поддержки',
  'Согласовано с информационной безопасностью',
  'Временно, до конца квартала',
  'Настройка по регламенту',
]
const hosts = [
  'id.example.ru',
  'sso.example.ru',
  'lk.example.ru',
  'portal.example.ru',
  'auth.example.com',
]
const versions = ['2.7.3', '2.8.0', '3.1.0', '4.12.0', '4.12.1', '1.9.1']

function variants(title: string): HistoryParam {
  return text('name', [title, `${title} (старое название)`, `${title} — новое`])
}

function settingTargets(state: SandboxState): HistoryTarget[] {
  const modules = [
    ...state.settings.platform.map((module) => ['platform', module] as const),
    ...state.settings.users.map((module) => ['users', module] as const),
  ]
  return modules.flatMap(([subtype, module]) =>
    module.groups.flatMap((group) =>
      group.settings.map((setting) => ({
        entity: 'settings',
        subtype,
        entityId: setting.code,
        entityTitle: setting.title,
        types: ['update'],
        params: [
          typeof setting.value === 'boolean'
            ? flag('value')
            : typeof setting.value === 'number'
              ? number('value', 1, 2880)
              : text('value', [String(setting.value ?? ''), '!@#$%^&*', 'ru', 'en']),
        ],
      })),
    ),
  )
}

function dynamicFieldTargets(state: SandboxState): HistoryTarget[] {
  return state.dynamicFields.tabs.flatMap((tab) =>
    tab.subtypes.flatMap((subtype) =>
      subtype.fields.slice(0, 6).map((field) => ({
        entity: 'dynamicFields',
        subtype: subtype.code,
        entityId: field.id,
        entityTitle: field.title,
        types: ['create', 'update', 'update', 'enable', 'disable', 'reorder', 'delete'],
        params: [
          text('title', [field.title, `${field.title} сотрудника`]),
          text('placeholder', ['Введите значение', 'Например, 12345', '']),
          flag('profileRequired'),
          flag('adminVisible'),
          flag('multiple'),
          text('comment', comments),
        ],
      })),
    ),
  )
}

function libraryTargets(state: SandboxState): HistoryTarget[] {
  const { documents, banners, languages } = state.libraries
  return [
    ...documents.map((document) => ({
      entity: 'documents',
      subtype: document.type,
      entityId: document.id,
      entityTitle: document.name,
      params: [
        variants(document.name),
        text('format', ['md', 'html']),
        flag('adminVisible'),
        text('content', ['Редакция от 01.09.2026', 'Редакция от 15.11.2026', 'Уточнён раздел 3']),
      ],
    })),
    ...banners.map((banner) => ({
      entity: 'banners',
      subtype: null,
      entityId: banner.id,
      entityTitle: banner.title,
      params: [
        text('title', [banner.title, `${banner.title}!`]),
        text('text', [
          'Работы продлятся до 04:00',
          'Вход может быть недоступен',
          'Подробности по ссылке',
        ]),
        text('link', ['https://status.example.ru', '/platform/law/terms-of-use']),
        flag('visible'),
      ],
    })),
    ...languages.map((language) => ({
      entity: 'locales',
      subtype: null,
      entityId: language.id,
      entityTitle: language.name,
      params: [
        text('name', [language.name, `${language.name} язык`]),
        text('code', [language.code]),
      ],
    })),
  ]
}

function listTargets(state: SandboxState): HistoryTarget[] {
  const { notifyMethods, whitelist, blacklist, networkAliases } = state.lists
  const entryParams = [
    text('ip', ['192.168.10.0/24', '10.12.0.0/16', '203.0.113.45', '198.51.100.0/28']),
    date('dateFrom'),
    date('dateTo'),
    text('comment', ['Офисная сеть, Москва', 'Подбор паролей с этого адреса', 'Сеть колл-центра']),
  ]
  return [
    ...notifyMethods.map((method) => ({
      entity: 'notifyMethods',
      subtype: null,
      entityId: method.id,
      entityTitle: method.title,
      types: ['enable', 'disable'],
      params: [flag('enabled')],
    })),
    ...(['whitelist', 'blacklist'] as const).flatMap((entity) =>
      (entity === 'whitelist' ? whitelist : blacklist).slice(0, 10).map((entry) => ({
        entity,
        subtype: null,
        entityId: entry.id,
        entityTitle:
          entry.ip ?? networkAliases.find((alias) => alias.id === entry.alias)?.name ?? null,
        params: entryParams,
      })),
    ),
    ...networkAliases.map((alias) => ({
      entity: 'networkAliases',
      subtype: null,
      entityId: alias.id,
      entityTitle: alias.name,
      types: ['create', 'update', 'update', 'delete'],
      params: [
        variants(alias.name),
        text('ips', [JSON.stringify(alias.ips), '[{"ip":"10.0.0.0/8","comment":null}]']),
        text('comment', comments),
      ],
    })),
  ]
}

export function historyTargets(state: SandboxState): HistoryTarget[] {
  const applications = state.applications.items.map((application) => ({
    entity: 'applications',
    subtype: application.type,
    entityId: application.id,
    entityTitle: application.name,
    types: ['create', 'update', 'update', 'update', 'enable', 'disable', 'reorder', 'delete'],
    params: [
      variants(application.name),
      text(
        'url',
        hosts.map((host) => `https://${host}/${application.code ?? 'app'}`),
      ),
      text('description', comments),
      flag('menuVisible'),
      flag('profileVisible'),
      text('version', versions),
    ],
  }))
  const domains = state.domains.items.map((domain) => ({
    entity: 'domains',
    subtype: null,
    entityId: domain.id,
    entityTitle: domain.aliases[0] ?? null,
    params: [
      text('comment', comments),
      text(
        'aliases',
        hosts.map((host) => JSON.stringify([host])),
      ),
      flag('cookie'),
      text('publicDocsUrl', ['https://docs.example.ru', 'https://help.example.ru/docs']),
    ],
  }))
  const deviceTypes = state.domains.deviceTypes.map((type) => ({
    entity: 'devicesTypes',
    subtype: null,
    entityId: type.id,
    entityTitle: type.name,
    types: ['create', 'update', 'delete'],
    params: [variants(type.name), text('code', [type.code])],
  }))
  const schemes = state.schemes.schemes.map((scheme) => ({
    entity: 'authenticationSchemas',
    subtype: null,
    entityId: scheme.id,
    entityTitle: scheme.name,
    types: ['create', 'update', 'update', 'enable', 'disable', 'reorder', 'delete'],
    params: [variants(scheme.name), text('comment', comments), number('priority', 1, 6)],
  }))
  const users = state.core.accounts.slice(5, 40).map((account) => ({
    entity: 'users',
    subtype: null,
    entityId: account.id,
    entityTitle: fullName(account),
    types: [
      'create',
      'update',
      'update',
      'enable',
      'disable',
      'sync',
      'sync',
      'password',
      'avatar',
    ],
    params: [
      text('email', [account.email ?? '', `${transliterate(account.lastName)}@corp.example.ru`]),
      { param: 'mobile', value: randomMobile },
      text('lastName', [account.lastName, `${account.lastName}а`]),
    ],
  }))
  return [
    ...applications,
    ...domains,
    ...deviceTypes,
    ...schemes,
    ...settingTargets(state),
    ...dynamicFieldTargets(state),
    ...listTargets(state),
    ...libraryTargets(state),
    ...users,
  ]
}
