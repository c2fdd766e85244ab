import type { Banner, Document, Language } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { LibrariesState } from '../state/libraries'
import type { SeedContext } from './context'
import { documentTexts } from './library-texts'

const day = 86_400_000

const banners: Omit<Banner, 'id' | 'createdAt'>[] = [
  {
    visible: true,
    title: 'Плановые работы',
    code: 'maintenance',
    text: 'В субботу с 02:00 до 04:00 по московскому времени вход может быть недоступен.',
    link: 'https://status.example.ru',
  },
  {
    visible: false,
    title: 'Новый мобильный вход',
    code: 'mobileLogin',
    text: null,
    link: '/platform/law/user-guide',
  },
  {
    visible: true,
    title: 'Вход по коду из SMS',
    code: 'smsCode',
    text: 'Теперь можно войти без пароля: выберите «Код по SMS» на странице входа.',
    link: null,
  },
  {
    visible: true,
    title: 'Берегите пароль',
    code: 'securityTip',
    text: 'Сотрудники поддержки никогда не спрашивают пароль и коды из SMS.',
    link: '/platform/law/privacy-policy',
  },
  {
    visible: false,
    title: 'Поддержка в праздничные дни',
    code: 'holidaySupport',
    text: 'С 1 по 8 января поддержка отвечает с 10:00 до 18:00.',
    link: 'https://help.example.ru/holidays',
  },
]

/**
 * Seeded before the domains, which refer to these agreements, banners and languages: it
 * reads no other slice.
 */
export function seedLibraries({ random, now }: SeedContext, _state: SandboxState): LibrariesState {
  const ru: Language = { id: random.uuid(), name: 'Русский', code: 'ru', enabled: true }
  const en: Language = { id: random.uuid(), name: 'English', code: 'en', enabled: true }
  const languages = [ru, en, { id: random.uuid(), name: 'Қазақ тілі', code: 'kk', enabled: false }]
  const documents: Document[] = documentTexts.map((text, index) => ({
    id: random.uuid(),
    enabled: text.enabled,
    code: text.code,
    name: text.ru.name,
    type: text.type,
    adminVisible: text.adminVisible,
    format: text.format,
    locales: [
      { localeId: ru.id, ...text.ru },
      { localeId: en.id, ...text.en },
    ],
    createdAt: new Date(
      now.getTime() - (300 - index * 25) * day - random.int(0, 86_399) * 1000,
    ).toISOString(),
  }))
  return {
    documents,
    banners: banners.map((banner, index) => ({
      id: random.uuid(),
      ...banner,
      createdAt: new Date(
        now.getTime() - (200 - index * 30) * day - random.int(0, 86_399) * 1000,
      ).toISOString(),
    })),
    languages,
  }
}
