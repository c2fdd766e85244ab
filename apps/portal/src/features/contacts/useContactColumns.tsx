import { Trans, useLingui } from '@lingui/react/macro'
import type { Contact } from '@platform/sdk'
import { Button, Link, StatusBadge, type TableColumn } from '@platform/ui'
import type { CsvColumn } from '../../shared/list'
import * as styles from './contacts.css'
import { contactStatusTexts, contactStatusVariants } from './messages'

type ContactRow = Contact & { id: string }

const dash = '—'

function LinkList({ values, scheme }: { values: readonly string[]; scheme: 'tel' | 'mailto' }) {
  if (values.length === 0) return dash
  return (
    <ul className={styles.links}>
      {values.map((value) => (
        <li key={value}>
          <Link href={`${scheme}:${value}`}>{value}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The table's and the export's columns; a row opens the contact's contractors. */
export function useContactColumns(onOpen: (contact: Contact) => void) {
  const { t, i18n } = useLingui()
  const status = (contact: Contact) => i18n._(contactStatusTexts[contact.status])
  const contractors = (contact: Contact) =>
    contact.contractors.map((contractor) => contractor.contractorTitle).join(', ')
  const table: TableColumn<ContactRow>[] = [
    {
      id: 'fio',
      title: t`ФИО`,
      cell: (row) => row.fio,
      allowsSorting: true,
      isRowHeader: true,
      width: 260,
    },
    {
      id: 'status',
      title: t`Доступ`,
      cell: (row) => (
        <StatusBadge variant={contactStatusVariants[row.status]}>{status(row)}</StatusBadge>
      ),
      allowsSorting: true,
      width: 220,
    },
    {
      id: 'open',
      title: t`Контрагенты`,
      width: 200,
      cell: (row) => (
        <Button
          variant="secondary"
          onPress={() => onOpen(row)}
          aria-label={t`Контрагенты: ${row.fio}`}
        >
          {row.contractors.length > 0 ? (
            <Trans>Открыть ({row.contractors.length})</Trans>
          ) : (
            <Trans>Открыть</Trans>
          )}
        </Button>
      ),
    },
    {
      id: 'mobiles',
      title: t`Телефоны`,
      cell: (row) => <LinkList values={row.mobiles} scheme="tel" />,
      width: 200,
    },
    {
      id: 'emails',
      title: t`Почта`,
      cell: (row) => <LinkList values={row.emails} scheme="mailto" />,
      width: 280,
    },
    { id: 'contractors', title: t`Связи`, cell: (row) => contractors(row) || dash, width: 300 },
  ]
  const csv: CsvColumn<Contact>[] = [
    { header: t`ФИО`, value: (row) => row.fio },
    { header: t`Доступ`, value: status },
    { header: t`Телефоны`, value: (row) => row.mobiles.join(', ') },
    { header: t`Почта`, value: (row) => row.emails.join(', ') },
    { header: t`Контрагенты`, value: contractors },
  ]
  return { table, csv }
}
