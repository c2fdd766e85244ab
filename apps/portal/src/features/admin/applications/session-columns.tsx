import { useLingui } from '@lingui/react/macro'
import type { Session } from '@platform/sdk'
import { Button, type TableColumn } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import type { CsvColumn } from '../../../shared/list'
import { devicesOf } from '../../profile/sessions/columns'
import { authSystemNames } from '../../profile/sessions/texts'
import { columnWidths } from '../shared/column-widths'

/** The moments of a session, each a sortable column. */
type TimeColumn = 'start' | 'lastAccess' | 'expiry' | 'updatedAt'

const userOf = (session: Session) =>
  session.user ? [session.user.fio, session.user.login].filter(Boolean).join(', ') : '—'

/** The columns of an application's sessions table and of its export, which say the same. */
export function useApplicationSessionColumns(onEnd: (session: Session) => void) {
  const { t, i18n } = useLingui()
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, i18n.locale) : '—')
  const time = (id: TimeColumn, title: string): TableColumn<Session> => ({
    id,
    title,
    allowsSorting: true,
    width: columnWidths.moment,
    cell: (row) => when(row[id]),
  })
  const table: TableColumn<Session>[] = [
    { id: 'user', title: t`Пользователь`, isRowHeader: true, width: 200, cell: userOf },
    // Next to whose session it is: the table is wider than the dialog.
    {
      id: 'actions',
      title: t`Действия`,
      width: 130,
      cell: (row) => (
        <Button
          variant="quiet"
          aria-label={t`Завершить сеанс: ${userOf(row)}`}
          onPress={() => onEnd(row)}
        >
          {t`Завершить`}
        </Button>
      ),
    },
    { id: 'clientId', title: t`Клиент`, width: 140, cell: (row) => row.clientId ?? '—' },
    time('start', t`Начало`),
    time('lastAccess', t`Последний доступ`),
    time('expiry', t`Истекает`),
    time('updatedAt', t`Обновлён`),
    { id: 'devices', title: t`Устройства`, width: 220, cell: devicesOf },
    {
      id: 'authSystem',
      title: t`Система входа`,
      width: 130,
      cell: (row) => authSystemNames[row.authSystem],
    },
  ]
  const csv: CsvColumn<Session>[] = [
    { header: t`Пользователь`, value: userOf },
    { header: t`Клиент`, value: (row) => row.clientId },
    { header: t`Начало`, value: (row) => when(row.start) },
    { header: t`Последний доступ`, value: (row) => when(row.lastAccess) },
    { header: t`Истекает`, value: (row) => when(row.expiry) },
    { header: t`Обновлён`, value: (row) => when(row.updatedAt) },
    { header: t`Устройства`, value: devicesOf },
    { header: t`Система входа`, value: (row) => authSystemNames[row.authSystem] },
  ]
  return { table, csv }
}
