import type { UserUiSettings } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { CountryConfig, StyleImage, UiState } from '../state/ui'
import type { SeedContext } from './context'
import { createRandom } from './random'
import { administrationMenu, portalMenu } from './ui-menus'

/** The project's own country first, then the neighbours and frequent partners. */
const countries: CountryConfig[] = [
  { code: 'RU', dialCode: '+7', name: { ru: 'Россия', en: 'Russia' }, mask: '(###) ###-##-##' },
  {
    code: 'KZ',
    dialCode: '+7',
    name: { ru: 'Казахстан', en: 'Kazakhstan' },
    mask: '(###) ###-##-##',
  },
  { code: 'BY', dialCode: '+375', name: { ru: 'Беларусь', en: 'Belarus' }, mask: '(##) ###-##-##' },
  { code: 'AM', dialCode: '+374', name: { ru: 'Армения', en: 'Armenia' }, mask: '(##) ###-###' },
  {
    code: 'AZ',
    dialCode: '+994',
    name: { ru: 'Азербайджан', en: 'Azerbaijan' },
    mask: '(##) ###-##-##',
  },
  { code: 'GE', dialCode: '+995', name: { ru: 'Грузия', en: 'Georgia' }, mask: '(###) ###-###' },
  {
    code: 'KG',
    dialCode: '+996',
    name: { ru: 'Киргизия', en: 'Kyrgyzstan' },
    mask: '(###) ###-###',
  },
  {
    code: 'UZ',
    dialCode: '+998',
    name: { ru: 'Узбекистан', en: 'Uzbekistan' },
    mask: '(##) ###-##-##',
  },
  {
    code: 'TJ',
    dialCode: '+992',
    name: { ru: 'Таджикистан', en: 'Tajikistan' },
    mask: '(##) ###-####',
  },
  { code: 'MD', dialCode: '+373', name: { ru: 'Молдова', en: 'Moldova' }, mask: '(####) ####' },
  { code: 'TR', dialCode: '+90', name: { ru: 'Турция', en: 'Turkey' }, mask: '(###) ###-##-##' },
  { code: 'CN', dialCode: '+86', name: { ru: 'Китай', en: 'China' }, mask: null },
  { code: 'IN', dialCode: '+91', name: { ru: 'Индия', en: 'India' }, mask: null },
  { code: 'DE', dialCode: '+49', name: { ru: 'Германия', en: 'Germany' }, mask: null },
  {
    code: 'AE',
    dialCode: '+971',
    name: { ru: 'Объединённые Арабские Эмираты', en: 'United Arab Emirates' },
    mask: null,
  },
]

/**
 * A mark and the project's name. The name follows the colour scheme (an SVG in an <img> sees
 * `prefers-color-scheme`), so it reads on a light header and on a dark one.
 */
function logo(color: string, text: string): StyleImage {
  return {
    type: 'image/svg+xml',
    name: 'logo.svg',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="32" viewBox="0 0 232 32"><style>text{fill:#1b1f24}@media (prefers-color-scheme:dark){text{fill:#f0f3f6}}</style><rect width="32" height="32" rx="7" fill="${color}"/><path d="M9 22V10h6.5a4 4 0 0 1 0 8H13v4z" fill="#fff"/><text x="42" y="22" font-family="Inter, Arial, sans-serif" font-size="16" font-weight="600">${text}</text></svg>`,
  }
}

function miniLogo(color: string): StyleImage {
  return {
    type: 'image/svg+xml',
    name: 'miniLogo.svg',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/><path d="M9 22V10h6.5a4 4 0 0 1 0 8H13v4z" fill="#fff"/></svg>`,
  }
}

function background(from: string, to: string): StyleImage {
  return {
    type: 'image/svg+xml',
    name: 'background.svg',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/><circle cx="1540" cy="220" r="320" fill="#ffffff" fill-opacity="0.08"/></svg>`,
  }
}

/** A 2×2 PNG in the help colours: the help-service background of the sign-in layout. */
const helpBackground: StyleImage = {
  type: 'image/png',
  name: 'backgroundHelp.png',
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQz78HRAwQCgAm4gXxNvGU4gAAAABJRU5ErkJggg==',
}

const palette = ['#1f6feb', '#0e8a5f', '#8250df', '#bf3989', '#d1242f']

export function seedUi(context: SeedContext, state: SandboxState): UiState {
  // A stream of its own, so changes here do not shift the slices seeded after it.
  const random = createRandom(context.random.int(1, 2 ** 31 - 1))
  const styleCode = 'identity'
  const styles: UiState['styles'] = {
    [styleCode]: {
      logo: logo('#1f6feb', 'Платформа доступа'),
      miniLogo: miniLogo('#1f6feb'),
      background: background('#0b3d91', '#1f6feb'),
      backgroundHelp: helpBackground,
    },
  }
  // Every image set a domain names exists; the other domains' sets have no mini logo.
  for (const domain of state.domains?.items ?? []) {
    const code = domain.imageCode
    if (!code || styles[code]) continue
    const color = random.pick(palette)
    styles[code] = domain.base
      ? { ...styles[styleCode] }
      : { logo: logo(color, 'Вход для партнёров'), background: background('#1b1f24', color) }
  }

  const userSettings: Record<string, UserUiSettings> = {}
  const chosen: Record<string, UserUiSettings> = {
    admin: { lang: 'ru', pagination: 50, navMini: false, cookie: true },
    master: { lang: 'ru', pagination: 20, navMini: true, cookie: true },
    user: { lang: 'ru', pagination: null, navMini: false, cookie: true },
    ldap: { lang: 'en', pagination: 100, navMini: false, cookie: true },
  }
  for (const account of state.core.accounts) {
    const demo = chosen[account.login]
    if (demo) userSettings[account.id] = { ...demo }
    else if (account.login !== 'limited' && random.chance(0.7)) {
      userSettings[account.id] = {
        lang: random.chance(0.85) ? 'ru' : 'en',
        pagination: random.pick([null, 20, 50, 100]),
        navMini: random.chance(0.3),
        cookie: random.chance(0.9),
      }
    }
  }

  return {
    project: {
      code: 'identity',
      styleCode,
      title: { ru: 'Платформа доступа', en: 'Access platform' },
      copyright: { ru: '© 2026 ООО «Технологии доступа»', en: '© 2026 Access Technologies LLC' },
      devUrl: 'https://dev.access.example.ru',
      copyrightUrl: 'https://access.example.ru/about',
      legalInfo: {
        url: 'https://access.example.ru/legal',
        text: { ru: 'Правовая информация', en: 'Legal information' },
      },
      cookie: {
        text: {
          ru: 'Мы используем файлы cookie, чтобы сайт работал удобнее.',
          en: 'We use cookies to make the site easier to use.',
        },
        linkName: { ru: 'Политика cookie', en: 'Cookie policy' },
        documentCode: 'cookies',
      },
      uiSettings: {
        editNavMini: true,
        headerVisible: true,
        navMiniTitle: false,
        useUserFio: false,
        localNotifies: true,
        accessRequests: true,
      },
    },
    menu: portalMenu(),
    platformMenu: administrationMenu(),
    countries: countries.map((country) => ({ ...country, name: { ...country.name } })),
    styles,
    hostUiSettings: {
      'compact.localhost': { headerVisible: false, editNavMini: true, navMiniTitle: true },
    },
    userSettings,
    displays: {},
    metrics: [],
  }
}
