import type {
  DeviceType,
  Domain,
  DomainLocale,
  DomainStyleTemplate,
  DomainTechnicalLink,
} from '@platform/sdk'
import type { SandboxState } from '../state'
import type { DomainsState } from '../state/domains'
import type { LibrariesState } from '../state/libraries'
import type { SeedContext } from './context'

const deviceTypes: Omit<DeviceType, 'id'>[] = [
  { name: 'Компьютер', code: 'desktop' },
  { name: 'Смартфон', code: 'mobile' },
  { name: 'Планшет', code: 'tablet' },
  { name: 'Терминал самообслуживания', code: 'kiosk' },
  { name: 'Телевизор', code: 'smartTv' },
]

const styleTemplates: DomainStyleTemplate[] = [
  { code: 'default', title: 'Стандартный' },
  { code: 'dark', title: 'Тёмный' },
  { code: 'partners', title: 'Партнёрский' },
  { code: 'contrast', title: 'Высококонтрастный' },
]

const supportRu: DomainTechnicalLink[] = [
  {
    title: 'Служба поддержки',
    text: 'support@example.ru',
    link: 'mailto:support@example.ru',
    mobile: true,
  },
  { title: 'Телефон поддержки', text: '+7 495 123-45-67', link: 'tel:+74951234567', mobile: true },
  { title: 'Статус сервисов', text: null, link: 'https://status.example.ru', mobile: false },
]

const supportEn: DomainTechnicalLink[] = [
  { title: 'Support', text: 'support@example.ru', link: 'mailto:support@example.ru', mobile: true },
  { title: 'Service status', text: null, link: 'https://status.example.ru', mobile: false },
]

/** The libraries slice may be missing while it is being built; the seed then makes its own ids. */
function libraryOf(state: SandboxState): Partial<LibrariesState> {
  return (state.libraries as Partial<LibrariesState> | undefined) ?? {}
}

/** Domains (the base `platform.example.ru` first), device types and style templates. */
export function seedDomains({ random, now }: SeedContext, state: SandboxState): DomainsState {
  const library = libraryOf(state)
  const languages = library.languages ?? []
  const documents = library.documents ?? []
  const banners = (library.banners ?? []).filter((banner) => banner.visible)
  const languageId = (code: string) =>
    languages.find((language) => language.code === code)?.id ?? random.uuid()
  const ru = languageId('ru')
  const en = languageId('en')
  const agreements = documents.filter((document) => document.type === 'agreement')
  const legal = documents.filter((document) => document.type === 'document')
  const year = now.getUTCFullYear()

  const types: DeviceType[] = deviceTypes.map((type) => ({ id: random.uuid(), ...type }))
  const typeId = (code: string) => types.find((type) => type.code === code)?.id ?? random.uuid()
  const bannerIds = banners.map((banner) => banner.id)

  const baseLocales: DomainLocale[] = [
    {
      localeId: ru,
      order: 0,
      enabled: true,
      settings: {
        projectTitle: 'Платформа доступа',
        projectName: 'АО «Цифровые решения»',
        copyright: `© АО «Цифровые решения», ${year}`,
        siteName: 'example.ru',
        siteLink: 'https://www.example.ru',
        banners: bannerIds.slice(0, 2),
        technical: supportRu,
      },
    },
    {
      localeId: en,
      order: 1,
      enabled: true,
      settings: {
        projectTitle: 'Access Platform',
        projectName: 'Digital Solutions JSC',
        copyright: `© Digital Solutions JSC, ${year}`,
        siteName: 'example.ru',
        siteLink: 'https://www.example.ru',
        banners: bannerIds.slice(0, 1),
        technical: supportEn,
      },
    },
  ]

  const base: Domain = {
    id: random.uuid(),
    enabled: true,
    base: true,
    comment: 'Основной домен платформы',
    aliases: ['platform.example.ru', 'id.example.ru'],
    imageCode: 'main',
    styleTemplate: 'default',
    publicDocsUrl: 'https://docs.example.ru',
    baseSettings: false,
    cookie: true,
    documents: legal.map((document) => document.id),
    banners: bannerIds,
    devicesIdAttributes: [
      { deviceTypeId: typeId('desktop'), idAttributes: ['login', 'email', 'mobile'] },
      { deviceTypeId: typeId('mobile'), idAttributes: ['mobile', 'email', 'login'] },
      { deviceTypeId: typeId('tablet'), idAttributes: ['email', 'mobile'] },
      { deviceTypeId: typeId('kiosk'), idAttributes: ['mobile'] },
    ],
    locales: baseLocales,
    agreements: agreements.map((document, index) => ({
      agreementId: document.id,
      menuVisible: true,
      footerVisible: index === 0,
      loginRequired: index === 0,
      profileVisible: index < 2,
    })),
  }

  const partners: Domain = {
    id: random.uuid(),
    enabled: true,
    base: false,
    comment: 'Домен для партнёров и подрядчиков',
    aliases: ['partners.example.ru', 'b2b.example.ru'],
    imageCode: 'partners',
    styleTemplate: 'partners',
    publicDocsUrl: 'https://docs.example.ru/partners',
    baseSettings: false,
    cookie: true,
    documents: legal.slice(0, 1).map((document) => document.id),
    banners: bannerIds.slice(0, 1),
    devicesIdAttributes: [{ deviceTypeId: typeId('mobile'), idAttributes: ['mobile', 'email'] }],
    locales: [
      {
        localeId: ru,
        order: 0,
        enabled: true,
        settings: {
          projectTitle: 'Партнёрский портал',
          projectName: 'АО «Цифровые решения»',
          copyright: `© АО «Цифровые решения», ${year}`,
          siteName: 'partners.example.ru',
          siteLink: 'https://partners.example.ru',
          banners: bannerIds.slice(0, 1),
          technical: supportRu.slice(0, 1),
        },
      },
    ],
    agreements: agreements.slice(0, 1).map((document) => ({
      agreementId: document.id,
      menuVisible: true,
      footerVisible: true,
      loginRequired: true,
      profileVisible: false,
    })),
  }

  const local = (
    alias: string,
    comment: string,
    enabled: boolean,
    styleTemplate: string | null,
    projectTitle: string,
  ): Domain => ({
    id: random.uuid(),
    enabled,
    base: false,
    comment,
    aliases: [alias],
    imageCode: null,
    styleTemplate,
    publicDocsUrl: null,
    baseSettings: true,
    cookie: enabled,
    documents: [],
    banners: [],
    devicesIdAttributes: [],
    locales: [
      {
        localeId: ru,
        order: 0,
        enabled: true,
        settings: {
          projectTitle,
          projectName: null,
          copyright: null,
          siteName: null,
          siteLink: null,
          banners: [],
          technical: [],
        },
      },
    ],
    agreements: [],
  })

  return {
    items: [
      base,
      partners,
      local(
        'вход.пример.рф',
        'Кириллический адрес для сотрудников',
        true,
        'default',
        'Вход для сотрудников',
      ),
      local('test.platform.example.ru', 'Тестовый стенд', false, 'dark', 'Тестовый стенд'),
      local('localhost:8080', 'Стенд разработчика', true, null, 'Локальная разработка'),
    ],
    deviceTypes: types,
    styleTemplates: styleTemplates.map((template) => ({ ...template })),
  }
}
