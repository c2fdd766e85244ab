import { useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { Link, type TableColumn } from '@platform/ui'
import { formatDate } from '../../i18n/format'
import { RequestStatusBadge } from './RequestStatusBadge'

export type RequestRow = AccessRequest & { id: string }

export const toRows = (requests: readonly AccessRequest[]): RequestRow[] =>
  requests.map((request) => ({ ...request, id: request.requestId }))

const dash = '—'

/**
 * The columns both tabs share, in the interface language. Fixed widths: a narrow screen
 * scrolls the table sideways instead of squeezing its cells, so the tabs put the date, the
 * company, the status and the action first, where they are seen without scrolling.
 */
export function useRequestColumns() {
  const { t, i18n } = useLingui()
  const date = (value: string | null) => (value ? formatDate(value, i18n.locale) : dash)
  return {
    requestDate: {
      id: 'requestDate',
      title: t`Дата заявки`,
      cell: (row) => date(row.requestDate),
      allowsSorting: true,
      width: 140,
    },
    company: {
      id: 'requestCompanyName',
      title: t`Компания`,
      cell: (row) => row.requestCompanyName ?? row.responseCompanyName ?? dash,
      allowsSorting: true,
      width: 240,
      isRowHeader: true,
    },
    inn: { id: 'inn', title: t`ИНН`, cell: (row) => row.requestCompanyInn, width: 130 },
    kpp: { id: 'kpp', title: t`КПП`, cell: (row) => row.requestCompanyKpp ?? dash, width: 120 },
    roles: {
      id: 'roles',
      title: t`Роли`,
      cell: (row) => row.requestCompanyRoles.map((role) => role.name).join(', ') || dash,
      width: 240,
    },
    status: {
      id: 'status',
      title: t`Статус`,
      cell: (row) => <RequestStatusBadge status={row.status} />,
      allowsSorting: true,
      width: 200,
    },
    responseDate: {
      id: 'responseDate',
      title: t`Дата ответа`,
      cell: (row) => date(row.responseDate),
      allowsSorting: true,
      width: 140,
    },
    note: {
      id: 'note',
      title: t`Комментарий`,
      cell: (row) => row.reason ?? row.comment ?? dash,
      width: 260,
    },
    user: {
      id: 'userName',
      title: t`Заявитель`,
      cell: (row) => row.userName,
      allowsSorting: true,
      width: 260,
      isRowHeader: true,
    },
    email: {
      id: 'userEmail',
      title: t`Почта`,
      cell: (row) =>
        row.userEmail ? <Link href={`mailto:${row.userEmail}`}>{row.userEmail}</Link> : dash,
      width: 260,
    },
  } satisfies Record<string, TableColumn<RequestRow>>
}
