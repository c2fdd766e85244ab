import { Trans, useLingui } from '@lingui/react/macro'
import type { Invitation } from '@platform/sdk'
import { Button, StatusBadge, type TableColumn } from '@platform/ui'
import { formatDate } from '../../i18n/format'
import type { CsvColumn } from '../../shared/list'
import * as styles from './invitations.css'
import { invitationStatusTexts } from './messages'
import { invitationVariants, isOpen } from './model'

type InvitationRow = Invitation & { id: string }

const accessText = (invitation: Invitation) =>
  invitation.access
    .map((row) => `${row.organizationTitle}: ${row.roles.map((role) => role.name).join(', ')}`)
    .join('; ')

interface Actions {
  onResend: (invitation: Invitation) => void
  onRevoke: (invitation: Invitation) => void
  /** The invitation being resent: its button shows as busy. */
  resending: string | null
}

/** The table's and the export's columns, in the interface language. */
export function useInvitationColumns({ onResend, onRevoke, resending }: Actions) {
  const { t, i18n } = useLingui()
  const date = (iso: string) => formatDate(iso, i18n.locale)
  const period = (invitation: Invitation) =>
    `${date(invitation.activeFrom)} – ${date(invitation.activeTo)}`
  const status = (invitation: Invitation) => i18n._(invitationStatusTexts[invitation.status])
  const table: TableColumn<InvitationRow>[] = [
    {
      id: 'createdAt',
      title: t`Создано`,
      cell: (row) => date(row.createdAt),
      allowsSorting: true,
      width: 130,
    },
    {
      id: 'email',
      title: t`Почта`,
      cell: (row) => row.email,
      allowsSorting: true,
      width: 260,
      isRowHeader: true,
    },
    {
      id: 'status',
      title: t`Статус`,
      cell: (row) => (
        <StatusBadge variant={invitationVariants[row.status]}>{status(row)}</StatusBadge>
      ),
      allowsSorting: true,
      width: 200,
    },
    {
      id: 'actions',
      title: t`Действия`,
      width: 290,
      cell: (row) =>
        isOpen(row) ? (
          <span className={styles.rowActions}>
            <Button variant="quiet" isPending={resending === row.id} onPress={() => onResend(row)}>
              <Trans>Отправить повторно</Trans>
            </Button>
            <Button variant="quiet" onPress={() => onRevoke(row)}>
              <Trans>Отозвать</Trans>
            </Button>
          </span>
        ) : null,
    },
    {
      id: 'contractorTitle',
      title: t`Контрагент`,
      cell: (row) => row.contractorTitle,
      allowsSorting: true,
      width: 240,
    },
    { id: 'activeTo', title: t`Срок действия`, cell: period, allowsSorting: true, width: 220 },
    { id: 'access', title: t`Доступ`, cell: accessText, width: 360 },
  ]
  const csv: CsvColumn<Invitation>[] = [
    { header: t`Создано`, value: (row) => date(row.createdAt) },
    { header: t`Почта`, value: (row) => row.email },
    { header: t`Статус`, value: status },
    { header: t`Контрагент`, value: (row) => row.contractorTitle },
    { header: t`Действует с`, value: (row) => date(row.activeFrom) },
    { header: t`Действует по`, value: (row) => date(row.activeTo) },
    { header: t`Доступ`, value: accessText },
  ]
  return { table, csv }
}
