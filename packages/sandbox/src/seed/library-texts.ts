// Texts of the seeded library documents, in Russian and English.
import type { DocumentFormat, DocumentType } from '@platform/sdk'

export interface DocumentText {
  code: string
  type: DocumentType
  format: DocumentFormat
  enabled: boolean
  adminVisible: boolean
  ru: { name: string; linkName: string | null; content: string }
  en: { name: string; linkName: string | null; content: string }
}

const operator =
  'АО «Цифровые решения» (ИНН 7704211201, 119021, г. Москва, ул. Льва Толстого, д. 16)'
const operatorEn = 'Digital Solutions JSC (INN 7704211201, 16 Lva Tolstogo St., Moscow 119021)'

export const documentTexts: DocumentText[] = [
  {
    code: 'personal-data',
    type: 'agreement',
    format: 'md',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Согласие на обработку персональных данных',
      linkName: 'согласие на обработку персональных данных',
      content: `# Согласие на обработку персональных данных\n\nЯ даю согласие ${operator} на обработку моих персональных данных: фамилии, имени, отчества, адреса электронной почты и номера мобильного телефона.\n\n## Цели обработки\n\n- регистрация и вход в личный кабинет;\n- направление уведомлений о работе сервисов;\n- рассмотрение заявок на доступ к компаниям.\n\nСогласие действует до его отзыва. Отозвать согласие можно в личном кабинете или письмом на адрес privacy@example.ru.`,
    },
    en: {
      name: 'Personal data processing consent',
      linkName: 'consent to personal data processing',
      content: `# Personal data processing consent\n\nI consent to ${operatorEn} processing my personal data: full name, email address and mobile phone number.\n\n## Purposes\n\n- registration and sign-in to the personal account;\n- notifications about the services;\n- handling of company access requests.\n\nThe consent is valid until withdrawn. It can be withdrawn in the personal account or by writing to privacy@example.ru.`,
    },
  },
  {
    code: 'terms-of-use',
    type: 'agreement',
    format: 'html',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Пользовательское соглашение',
      linkName: 'пользовательского соглашения',
      content:
        '<h1>Пользовательское соглашение</h1><p>Настоящее соглашение регулирует использование единой платформы идентификации и доступа.</p><h2>1. Учётная запись</h2><p>Пользователь отвечает за сохранность пароля и не передаёт его третьим лицам.</p><h2>2. Доступ к сервисам</h2><p>Доступ к сервисам предоставляется по заявке и может быть отозван администратором.</p>',
    },
    en: {
      name: 'Terms of use',
      linkName: 'terms of use',
      content:
        '<h1>Terms of use</h1><p>These terms govern the use of the identity and access platform.</p><h2>1. Account</h2><p>Users keep their password safe and never share it.</p><h2>2. Access to services</h2><p>Access to services is granted on request and may be revoked by an administrator.</p>',
    },
  },
  {
    code: 'cookies',
    type: 'agreement',
    format: 'md',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Политика использования файлов cookie',
      linkName: 'использование файлов cookie',
      content:
        '# Политика использования файлов cookie\n\nМы используем файлы cookie, чтобы сохранять вход в систему и настройки интерфейса.\n\n| Файл | Назначение | Срок |\n| --- | --- | --- |\n| platform_session | сессия пользователя | до выхода |\n| locale | язык интерфейса | 400 дней |',
    },
    en: {
      name: 'Cookie policy',
      linkName: 'use of cookies',
      content:
        '# Cookie policy\n\nWe use cookies to keep you signed in and to remember interface settings.\n\n| Cookie | Purpose | Lifetime |\n| --- | --- | --- |\n| platform_session | user session | until sign-out |\n| locale | interface language | 400 days |',
    },
  },
  {
    code: 'marketing',
    type: 'agreement',
    format: 'md',
    enabled: false,
    adminVisible: true,
    ru: {
      name: 'Согласие на получение рекламных рассылок',
      linkName: 'получать новости и предложения',
      content:
        '# Согласие на получение рекламных рассылок\n\nЯ согласен получать письма и SMS о новых сервисах и мероприятиях. От рассылки можно отказаться в настройках подписок.',
    },
    en: {
      name: 'Consent to marketing mailings',
      linkName: 'receive news and offers',
      content:
        '# Consent to marketing mailings\n\nI agree to receive emails and text messages about new services and events. The subscription can be cancelled in the subscription settings.',
    },
  },
  {
    code: 'privacy-policy',
    type: 'document',
    format: 'html',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Политика конфиденциальности',
      linkName: 'Политика конфиденциальности',
      content: `<h1>Политика конфиденциальности</h1><p>Оператор персональных данных — ${operator}.</p><ul><li>данные хранятся на серверах в Российской Федерации;</li><li>доступ к данным имеют только уполномоченные сотрудники;</li><li>журнал изменений хранится 45 дней.</li></ul>`,
    },
    en: {
      name: 'Privacy policy',
      linkName: 'Privacy policy',
      content: `<h1>Privacy policy</h1><p>The personal data operator is ${operatorEn}.</p><ul><li>data is stored on servers in the Russian Federation;</li><li>only authorised staff can access it;</li><li>the change history is kept for 45 days.</li></ul>`,
    },
  },
  {
    code: 'user-guide',
    type: 'document',
    format: 'html',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Руководство пользователя',
      linkName: null,
      content:
        '<h1>Руководство пользователя</h1><h2>Вход</h2><p>Введите логин, адрес почты или номер телефона, затем пароль или код из письма.</p><h2>Профиль</h2><p>В профиле можно изменить контакты, пароль и подписки на уведомления.</p>',
    },
    en: {
      name: 'User guide',
      linkName: null,
      content:
        '<h1>User guide</h1><h2>Signing in</h2><p>Enter your login, email address or phone number, then your password or the code from the message.</p><h2>Profile</h2><p>The profile lets you change contacts, the password and notification subscriptions.</p>',
    },
  },
  {
    code: 'admin-guide',
    type: 'document',
    format: 'md',
    enabled: true,
    adminVisible: false,
    ru: {
      name: 'Руководство администратора',
      linkName: null,
      content:
        '# Руководство администратора\n\n1. Настройте домены и схемы аутентификации.\n2. Подключите провайдеров и создайте базовые мапперы.\n3. Проверьте мониторинг и лицензию.',
    },
    en: {
      name: 'Administrator guide',
      linkName: null,
      content:
        '# Administrator guide\n\n1. Set up domains and authentication schemes.\n2. Connect providers and create the base mappers.\n3. Check monitoring and the license.',
    },
  },
  {
    code: 'release-notes',
    type: 'document',
    format: 'md',
    enabled: true,
    adminVisible: true,
    ru: {
      name: 'Описание изменений версии 4.12',
      linkName: null,
      content:
        '# Версия 4.12\n\n- вход по коду из SMS;\n- выгрузка мониторинга в monitoring.xlsx;\n- синхронизация пользователей из WAPPS.',
    },
    en: {
      name: 'Release notes 4.12',
      linkName: null,
      content:
        '# Version 4.12\n\n- sign-in with a code by SMS;\n- monitoring export to monitoring.xlsx;\n- user synchronisation from WAPPS.',
    },
  },
  {
    code: 'support-regulations',
    type: 'document',
    format: 'html',
    enabled: false,
    adminVisible: true,
    ru: {
      name: 'Регламент технической поддержки',
      linkName: 'Регламент поддержки',
      content:
        '<h1>Регламент технической поддержки</h1><p>Обращения принимаются круглосуточно по адресу support@example.ru. Критичные инциденты решаются в течение 4 часов.</p>',
    },
    en: {
      name: 'Technical support regulations',
      linkName: 'Support regulations',
      content:
        '<h1>Technical support regulations</h1><p>Requests are accepted around the clock at support@example.ru. Critical incidents are resolved within 4 hours.</p>',
    },
  },
]
