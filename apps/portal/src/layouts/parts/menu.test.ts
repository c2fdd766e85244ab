import type { UiMenuEntry } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  currentService,
  footerTerms,
  grantsPath,
  menuTitleAt,
  menuTrail,
  portalPath,
  sectionNodes,
  topLinks,
} from './menu'

const entry = (
  serviceUrl: string | null,
  title: string,
  children?: UiMenuEntry[],
  visible = true,
): UiMenuEntry => ({
  applicationKey: 'platform',
  serviceUrl,
  title,
  description: null,
  icon: null,
  visible,
  ...(children ? { children } : {}),
})

const pages = new Set([
  '/profile',
  '/profile/personal',
  '/accesses/requests/access',
  '/setting/options',
])
const exists = (path: string) => pages.has(path)

const portalMenu = [
  entry('/platform/profile', 'Профиль', [
    entry('/platform/profile/personal', 'Личные данные'),
    entry('/platform/profile/companies', 'Компании'),
  ]),
  entry(null, 'Доступы', [
    entry('/platform/accesses/invitations', 'Приглашения'),
    entry('/platform/accesses/requests/access', 'Запросы доступа'),
  ]),
  entry('/platform/apps', 'Сервисы', undefined, false),
  entry('https://hr.example.ru', 'Кадры'),
]

describe('portalPath', () => {
  it('strips the base path of portal pages and leaves other addresses out', () => {
    expect(portalPath('/platform/profile/personal')).toBe('/profile/personal')
    expect(portalPath('/platform')).toBe('/')
    expect(portalPath('/platformer')).toBeUndefined()
    expect(portalPath('https://hr.example.ru')).toBeUndefined()
    expect(portalPath(null)).toBeUndefined()
  })
})

describe('topLinks', () => {
  it('keeps visible entries that lead to an existing page, a group to its first page', () => {
    expect(
      topLinks(portalMenu, exists).map(({ title, href, external }) => [title, href, external]),
    ).toEqual([
      ['Профиль', '/profile', false],
      ['Доступы', '/accesses/requests/access', false],
      ['Кадры', 'https://hr.example.ru', true],
    ])
  })

  it('drops an entry whose page the portal does not have', () => {
    expect(topLinks([entry('/platform/profile/companies', 'Компании')], exists)).toEqual([])
  })

  it('drops an entry whose address is not a web address', () => {
    const hostile = [entry('javascript:alert(1)', 'Скрипт'), entry('//evil.example', 'Чужой')]
    expect(topLinks(hostile, exists)).toEqual([])
  })
})

describe('sectionNodes', () => {
  it('links only to existing pages and drops empty groups', () => {
    const nodes = sectionNodes(portalMenu[0]?.children ?? [], exists)
    expect(nodes.map((node) => node.title)).toEqual(['Личные данные'])
    expect(
      sectionNodes([entry(null, 'Пусто', [entry('/platform/setting/x', 'X')])], exists),
    ).toEqual([])
  })

  it('keeps groups with their links in menu order', () => {
    const nodes = sectionNodes(
      [
        entry('/platform/setting/applications', 'Приложения'),
        entry(null, 'Настройки', [entry('/platform/setting/options', 'Платформа')]),
      ],
      exists,
    )
    expect(nodes).toEqual([
      {
        key: expect.any(String),
        title: 'Настройки',
        links: [expect.objectContaining({ title: 'Платформа', href: '/setting/options' })],
      },
    ])
  })
})

describe('menuTrail', () => {
  it('leads through the groups to the entry of the page', () => {
    expect(menuTrail(portalMenu, '/accesses/requests/access', exists)).toEqual([
      { title: 'Доступы', href: '/accesses/requests/access' },
      { title: 'Запросы доступа', href: '/accesses/requests/access' },
    ])
  })

  it('links a group to its first page and a missing page nowhere', () => {
    const menu = [
      entry(null, 'Настройки', [
        entry('/platform/setting/x', 'X'),
        entry('/platform/setting/options', 'Платформа'),
      ]),
    ]
    expect(menuTrail(menu, '/setting/x/1', exists)).toEqual([
      { title: 'Настройки', href: '/setting/options' },
      { title: 'X' },
    ])
  })

  it('chooses the longest matching entry for a deeper page', () => {
    const trail = menuTrail(portalMenu, '/profile/personal', exists)
    expect(trail.map((crumb) => crumb.title)).toEqual(['Профиль', 'Личные данные'])
    expect(
      menuTrail(portalMenu, '/profile/personalities', exists).map((crumb) => crumb.title),
    ).toEqual(['Профиль'])
  })

  it('is empty for a page outside the menu', () => {
    expect(menuTrail(portalMenu, '/setting/options', exists)).toEqual([])
  })
})

describe('menuTitleAt', () => {
  it('finds a page at any depth by its path under the base path', () => {
    expect(menuTitleAt(portalMenu, '/profile/personal')).toBe('Личные данные')
    expect(menuTitleAt(portalMenu, '/profile/personal/')).toBe('Личные данные')
    expect(menuTitleAt(portalMenu, '/accesses/invitations')).toBe('Приглашения')
  })

  it('names no page the menu does not have, nor a deeper one', () => {
    expect(menuTitleAt(portalMenu, '/profile/personal/extra')).toBeUndefined()
    expect(menuTitleAt(portalMenu, '/platform/profile/personal')).toBeUndefined()
    expect(menuTitleAt([], '/')).toBeUndefined()
  })
})

describe('footerTerms', () => {
  const terms = {
    id: '5d2f8a10-3c4b-4e6f-9a7b-1c2d3e4f5a6b',
    title: 'Соглашение',
    link: '/platform/law/terms',
    footerVisible: true,
  }

  it('shows the link only when title, link and footerVisible are all set', () => {
    expect(footerTerms(terms)).toEqual({ title: 'Соглашение', link: '/platform/law/terms' })
    expect(footerTerms({ ...terms, title: null })).toBeUndefined()
    expect(footerTerms({ ...terms, link: null })).toBeUndefined()
    expect(footerTerms({ ...terms, footerVisible: false })).toBeUndefined()
    expect(footerTerms(null)).toBeUndefined()
  })
})

describe('currentService', () => {
  const services = [
    { ...entry('https://hr.example.ru', 'Кадры'), applicationKey: 'hr' },
    { ...entry('https://apps.example.ru/docs', 'Документы'), applicationKey: 'docs' },
    { ...entry('https://apps.example.ru/docs/archive', 'Архив'), applicationKey: 'archive' },
  ]

  it('marks the service the back link belongs to', () => {
    expect(currentService(services, 'https://hr.example.ru/vacations?id=1')?.applicationKey).toBe(
      'hr',
    )
    expect(currentService(services, 'https://apps.example.ru/docs/42')?.applicationKey).toBe('docs')
    expect(currentService(services, 'https://apps.example.ru/docs/archive/1')?.applicationKey).toBe(
      'archive',
    )
  })

  it('marks nothing without a back link or for another address', () => {
    expect(currentService(services, undefined)).toBeUndefined()
    expect(currentService(services, 'https://apps.example.ru/documents')).toBeUndefined()
    expect(currentService(services, 'https://evil.example.com')).toBeUndefined()
  })
})

describe('grantsPath', () => {
  const admin = [
    entry('/platform/setting/applications', 'Приложения'),
    entry(null, 'Настройки', [
      entry('/platform/setting/options/users/dynamic-fields/users', 'Дополнительные поля'),
    ]),
  ]

  it('grants the pages the menu names and the pages under them', () => {
    expect(grantsPath(admin, '/setting/applications')).toBe(true)
    expect(grantsPath(admin, '/setting/options/users/dynamic-fields/users/details/main')).toBe(true)
  })

  it('refuses what no entry names, and everything with an empty menu', () => {
    expect(grantsPath(admin, '/setting/domains')).toBe(false)
    expect(grantsPath(admin, '/setting/applicationsX')).toBe(false)
    expect(grantsPath([], '/setting/applications')).toBe(false)
  })
})
