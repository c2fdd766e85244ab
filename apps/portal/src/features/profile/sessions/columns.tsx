import { useLingui } from '@lingui/react/macro'
import type { Session } from '@platform/sdk'
import { Button, StatusBadge, type TableColumn } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import type { CsvColumn } from '../../../shared/list'
import * as styles from './columns.css'
import { authSystemNames } from './texts'

/** The devices of a session in one line, with their addresses. */
export const devicesOf = (session: Session) =>
  session.devices
    .map((device) => (device.ip ? `${device.name} (${device.ip})` : device.name))
    .join(', ')

/** The table's columns and the export's, which say the same things. */
export function useSessionColumns(onEnd: (session: Session) => void) {
  const { t, i18n } = useLingui()
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, i18n.locale) : '—')
  const table: TableColumn<Session>[] = [
    {
      id: 'start',
      title: t`Начало`,
      allowsSorting: true,
      isRowHeader: true,
      width: 170,
      cell: (row) => when(row.start),
    },
    {
      // The action sits beside what it acts on: the wide table scrolls sideways on most
      // screens, and a last column would start out of sight.
      id: 'current',
      title: t`Сеанс`,
      width: 230,
      cell: (row) => (
        <span className={styles.session}>
          {row.current ? <StatusBadge variant="success">{t`Текущий`}</StatusBadge> : t`Другой`}
          <Button variant="quiet" onPress={() => onEnd(row)}>
            {row.current ? t`Выйти` : t`Завершить`}
          </Button>
        </span>
      ),
    },
    { id: 'devices', title: t`Устройства`, width: '2fr', cell: devicesOf },
    {
      id: 'lastAccess',
      title: t`Последний доступ`,
      allowsSorting: true,
      width: 170,
      cell: (row) => when(row.lastAccess),
    },
    {
      id: 'expiry',
      title: t`Истекает`,
      allowsSorting: true,
      width: 170,
      cell: (row) => when(row.expiry),
    },
    { id: 'updatedAt', title: t`Обновлён`, width: 170, cell: (row) => when(row.updatedAt) },
    {
      id: 'authSystem',
      title: t`Система входа`,
      width: 140,
      cell: (row) => authSystemNames[row.authSystem],
    },
  ]
  const csv: CsvColumn<Session>[] = [
    { header: t`Начало`, value: (row) => when(row.start) },
    { header: t`Текущий сеанс`, value: (row) => (row.current ? t`Да` : t`Нет`) },
    { header: t`Устройства`, value: devicesOf },
    { header: t`Последний доступ`, value: (row) => when(row.lastAccess) },
    { header: t`Истекает`, value: (row) => when(row.expiry) },
    { header: t`Обновлён`, value: (row) => when(row.updatedAt) },
    { header: t`Система входа`, value: (row) => authSystemNames[row.authSystem] },
  ]
  return { table, csv }
}
