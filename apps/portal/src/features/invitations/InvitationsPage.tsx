import { Trans, useLingui } from '@lingui/react/macro'
import type { Invitation, InvitationStatus } from '@platform/sdk'
import { listInvitationsQuery, resendInvitationMutation } from '@platform/sdk/query'
import { Button, EmptyState, Select, SelectItem, toast } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { lazyDialog } from '../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../shared/list'
import { useFocusOnOpen } from '../../shared/use-focus-on-open'
import * as page from '../accesses/AccessRequestsPage.css'
import { PagedTable } from '../contractors/PagedTable'
import * as styles from './invitations.css'
import { invitationSnackbars, invitationStatusTexts } from './messages'
import { invitationStatuses } from './search'
import { useInvitationColumns } from './useInvitationColumns'

const SendInvitationDialog = lazyDialog(
  () => import('./SendInvitationDialog').then((module) => module.SendInvitationDialog),
  { isOpen: (props) => props.isOpen },
)

const RevokeDialog = lazyDialog(
  () => import('./RevokeDialog').then((module) => module.RevokeDialog),
  { isOpen: (props) => props.invitation !== null },
)

const route = getRouteApi('/accesses/accesses/invitations')
const sortColumns = ['createdAt', 'email', 'contractorTitle', 'activeTo', 'status'] as const

/**
 * Route Invitations (`/accesses/invitations`, master users only): the invitations sent, newest
 * first, with the status filter, and sending, resending and revoking.
 */
export function InvitationsPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'createdAt', direction: 'descending' },
    sortColumns,
  })
  const query = { ...(search.status ? { status: search.status } : {}), ...list.query }
  const invitations = useQuery(listInvitationsQuery(client, query))
  const resend = useMutation(resendInvitationMutation(client))
  const [sending, setSending] = useState(false)
  const [revoking, setRevoking] = useState<Invitation | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading)

  const resendOne = async (invitation: Invitation) => {
    if (resend.isPending) return
    try {
      await resend.mutateAsync({ params: { path: { id: invitation.id } } })
      toast.success(i18n._(invitationSnackbars.resent), { description: invitation.email })
    } catch (error) {
      toast.error(i18n._(invitationSnackbars.resendError), {
        description: i18n._(errorMessage(error)),
      })
    }
  }
  const columns = useInvitationColumns({
    onResend: (invitation) => void resendOne(invitation),
    onRevoke: setRevoking,
    resending: resend.isPending ? (resend.variables?.params.path.id ?? null) : null,
  })
  const statuses = [
    { id: 'all', name: t`Все` },
    ...invitationStatuses.map((status) => ({
      id: status,
      name: i18n._(invitationStatusTexts[status]),
    })),
  ]
  const total = invitations.data?.meta.total
  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 ref={heading} tabIndex={-1} className={page.title}>
          <Trans>Приглашения</Trans>
        </h1>
        <Button onPress={() => setSending(true)}>
          <Trans>Пригласить</Trans>
        </Button>
      </header>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={t`Статус`}
          items={statuses}
          selectedKey={search.status ?? 'all'}
          onSelectionChange={(key) =>
            list.setFilters({ status: key === 'all' ? undefined : (key as InvitationStatus) })
          }
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <ExportCsvButton
          fileName="invitations"
          columns={columns.csv}
          isDisabled={!total}
          fetchPage={async (pageNumber, limit) => {
            const data = await queryClient.fetchQuery(
              listInvitationsQuery(client, { ...query, page: pageNumber, limit }),
            )
            return { items: data.invitations, total: data.meta.total }
          }}
        />
      </div>
      <PagedTable
        label={t`Приглашения`}
        columns={columns.table}
        items={invitations.data?.invitations ?? []}
        query={invitations}
        total={total}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={search.status ? t`Нет приглашений с этим статусом` : t`Приглашений пока нет`}
            description={t`Пригласите сотрудника контрагента: он получит письмо со ссылкой.`}
          />
        }
      />
      <SendInvitationDialog isOpen={sending} onClose={() => setSending(false)} />
      <RevokeDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </div>
  )
}
