import type { DiagnosticsVersion, MonitoringCriticality, MonitoringRow } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { MonitoringState } from '../state/monitoring'
import type { SeedContext } from './context'
import type { Random } from './random'

type CheckKind = 'queue' | 'job' | 'connection' | 'disk'
type CheckDefinition = [
  suffix: string,
  description: string,
  kind: CheckKind,
  critical: MonitoringCriticality,
]

/** Applications with checks: code, title, recommended version, checks. */
const applications: [string, string, string, CheckDefinition[]][] = [
  [
    'platform',
    'Платформа',
    '4.12.0',
    [
      ['db.connection', 'Соединение с базой данных', 'connection', 3],
      ['keycloak.connection', 'Соединение с Keycloak', 'connection', 3],
      ['sessions.cleanup', 'Очистка истёкших сессий', 'job', 2],
      ['history.cleanup', 'Очистка истории изменений', 'job', 1],
      ['mail.queue', 'Очередь писем со ссылками', 'queue', 2],
      ['sms.queue', 'Очередь SMS с кодами', 'queue', 3],
      ['storage.disk', 'Свободное место в хранилище файлов', 'disk', 2],
    ],
  ],
  [
    'contacts',
    'Контакты и компании',
    '2.8.0',
    [
      ['sync.queue', 'Очередь синхронизации контактов', 'queue', 3],
      ['companies.import', 'Загрузка компаний из ЕГРЮЛ', 'job', 2],
      ['db.connection', 'Соединение с базой данных', 'connection', 3],
      ['search.index', 'Поисковый индекс контактов', 'job', 1],
      ['invitations.expire', 'Истечение приглашений', 'job', 1],
    ],
  ],
  [
    'notify',
    'Уведомления',
    '1.9.1',
    [
      ['mail.sender', 'Отправка писем', 'connection', 2],
      ['sms.gateway', 'Шлюз SMS', 'connection', 3],
      ['push.sender', 'Отправка push-уведомлений', 'connection', 2],
      ['telegram.bot', 'Бот Telegram', 'connection', 1],
      ['delivery.queue', 'Очередь доставки', 'queue', 3],
      ['digest.schedule', 'Рассылка дайджестов по расписанию', 'job', 1],
    ],
  ],
  [
    'accesses',
    'Заявки на доступ',
    '1.4.2',
    [
      ['requests.queue', 'Очередь заявок на рассмотрении', 'queue', 2],
      ['mail.notify', 'Письма о решениях по заявкам', 'job', 1],
      ['db.connection', 'Соединение с базой данных', 'connection', 3],
    ],
  ],
  [
    'integration',
    'Интеграционная шина',
    '3.1.0',
    [
      ['kafka.connection', 'Соединение с Kafka', 'connection', 3],
      ['outgoing.queue', 'Очередь исходящих сообщений', 'queue', 3],
      ['incoming.queue', 'Очередь входящих сообщений', 'queue', 2],
      ['retry.job', 'Повторная отправка сообщений с ошибками', 'job', 2],
      ['journal.cleanup', 'Очистка журнала интеграции', 'job', 1],
      ['storage.disk', 'Свободное место для журнала', 'disk', 2],
    ],
  ],
  [
    'documents',
    'Документы',
    '2.3.5',
    [
      ['render.service', 'Сервис предпросмотра документов', 'connection', 1],
      ['storage.disk', 'Свободное место в хранилище документов', 'disk', 2],
      ['versions.cleanup', 'Удаление старых редакций', 'job', 1],
    ],
  ],
  [
    'reports',
    'Отчёты',
    '1.12.0',
    [
      ['build.queue', 'Очередь построения отчётов', 'queue', 1],
      ['dwh.connection', 'Соединение с хранилищем данных', 'connection', 2],
      ['schedule.job', 'Отчёты по расписанию', 'job', 1],
    ],
  ],
  [
    'scheduler',
    'Планировщик задач',
    '2.0.4',
    [
      ['workers.alive', 'Доступность исполнителей', 'connection', 3],
      ['jobs.stuck', 'Зависшие задания', 'job', 2],
      ['locks.cleanup', 'Снятие устаревших блокировок', 'job', 1],
    ],
  ],
]

/** Applications that have no checks but report their version to the diagnostics. */
const diagnosedOnly: [string, string, string][] = [
  ['gateway', 'API-шлюз', '5.2.1'],
  ['mobile', 'Мобильный шлюз', '1.3.0'],
  ['search', 'Поиск по платформе', '0.9.4'],
  ['audit', 'Журнал аудита', '1.1.0'],
]

const errors: Record<CheckKind, string[]> = {
  queue: [
    'Превышено время ожидания ответа от получателя',
    'Сообщения не обрабатываются более 15 минут',
    'Очередь переполнена: достигнут предел 10 000 сообщений',
  ],
  job: [
    'Задание не завершилось за отведённое время',
    'Задание завершилось с ошибкой: нарушено ограничение уникальности',
    'Не удалось получить блокировку задания',
  ],
  connection: [
    'Соединение разорвано: connection reset by peer',
    'Сервис не ответил за 10 секунд',
    'Ошибка авторизации сервисной учётной записи',
    'Сертификат сервера истёк',
  ],
  disk: ['Свободно менее 5% места', 'Свободно менее 10% места'],
}

export function checkInfo(random: Random, kind: CheckKind, down: boolean): string | null {
  switch (kind) {
    case 'queue':
      return `В очереди ${(down ? random.int(900, 12_000) : random.int(0, 40)).toLocaleString('ru')} сообщ.`
    case 'disk':
      return `Свободно ${down ? random.int(2, 9) : random.int(25, 80)}% из 2 ТБ`
    case 'job':
      return down ? `Последний успешный запуск ${random.int(2, 48)} ч назад` : null
    default:
      return down ? null : `Время ответа ${random.int(3, 120)} мс`
  }
}

export function checkError(random: Random, kind: CheckKind): string {
  return random.pick(errors[kind])
}

/** The kind of a check, read from its key, so a refresh writes fitting details. */
export function kindOfKey(key: string): CheckKind {
  if (/queue/.test(key)) return 'queue'
  if (/disk/.test(key)) return 'disk'
  if (/connection|sender|gateway|bot|service|alive/.test(key)) return 'connection'
  return 'job'
}

function seedChecks(random: Random, now: Date): MonitoringRow[] {
  const minute = 60_000
  return applications.flatMap(([application, , , checks]) =>
    checks.map(([suffix, description, kind, critical], index) => {
      // Every application but the scheduler has one check down, some more; criticality varies.
      const down = (index === 1 && application !== 'scheduler') || random.chance(0.08)
      const failedBefore = down || random.chance(0.4)
      const errorAt = failedBefore
        ? new Date(now.getTime() - (down ? random.int(2, 300) : random.int(600, 40_000)) * minute)
        : null
      return {
        key: `${application}.${suffix}`,
        application,
        description,
        status: down ? 'down' : 'up',
        info: checkInfo(random, kind, down),
        stuckCounter: down ? random.int(1, 12) : 0,
        errorAt: errorAt?.toISOString() ?? null,
        lastError: failedBefore ? checkError(random, kind) : null,
        critical,
      }
    }),
  )
}

function seedVersions(random: Random): DiagnosticsVersion[] {
  const all = [
    ...applications.map(([code, title, recommended]) => [code, title, recommended] as const),
    ...diagnosedOnly,
  ]
  return all.map(([application, description, recommended], index) => {
    // One application does not answer, a few run an older version, one has no recommendation.
    const down = application === 'notify'
    const outdated = !down && (index % 4 === 1 || application === 'mobile')
    const [major = 1, minor = 0] = recommended.split('.').map(Number)
    const older =
      minor > 0 ? `${major}.${minor - 1}.${random.int(0, 9)}` : `${major - 1}.9.${random.int(0, 9)}`
    const noRecommendation = application === 'search'
    const version = down ? null : outdated ? older : recommended
    return {
      application,
      description,
      status: down ? 'down' : 'up',
      version,
      recommendedVersion: noRecommendation ? null : recommended,
      message: down
        ? 'Сервис не ответил за 10 секунд'
        : outdated && !noRecommendation
          ? `Рекомендуется обновить до версии ${recommended}`
          : null,
    }
  })
}

export function seedMonitoring(
  { random, now }: SeedContext,
  _state: SandboxState,
): MonitoringState {
  const checkedAt = new Date(now.getTime() - 4 * 60_000).toISOString()
  return {
    applications: applications.map(([code, title]) => ({ code, title })),
    checks: seedChecks(random, now),
    checkedAt,
    versions: seedVersions(random),
    diagnosedAt: new Date(now.getTime() - 9 * 60_000).toISOString(),
  }
}
