import { useLingui } from '@lingui/react/macro'
import type { NotifyMethod } from '@platform/sdk'
import { listNotifyMethodsQuery, setNotifyMethodEnabledMutation } from '@platform/sdk/query'
import { EmptyState, Table, type TableColumn } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton } from '../../../shared/list'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as styles from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { PageHeader } from '../shared/PageHeader'

/** /setting/notify-methods: the channels the platform notifies through, each switched on or off. */
export function NotifyMethodsPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const methods = useQuery(listNotifyMethodsQuery(client))
  const setEnabled = useMutation(setNotifyMethodEnabledMutation(client))
  const items = methods.data?.subscribesChannels ?? []

  const toggle = (method: NotifyMethod) =>
    setEnabled
      .mutateAsync({ params: { path: { id: method.id } }, body: { enabled: !method.enabled } })
      .then(
        () => notify.success('notifyMethodsUpdated'),
        (error: unknown) => notify.failure('notifyMethodsUpdateError', error),
      )

  const columns: TableColumn<NotifyMethod>[] = [
    { id: 'title', title: t`Способ`, cell: (method) => method.title, width: '2fr', minWidth: 160 },
    {
      id: 'enabled',
      title: t`Состояние`,
      minWidth: 150,
      cell: (method) => {
        const title = method.title
        return (
          <ActiveToggle
            name={title}
            label={t`Включён`}
            isActive={method.enabled}
            confirmTitle={
              method.enabled ? t`Отключить способ «${title}»?` : t`Включить способ «${title}»?`
            }
            onConfirm={() => toggle(method)}
          >
            {method.enabled
              ? t`Уведомления через этот способ перестанут отправляться, а в подписках его не будет.`
              : t`Способ появится в подписках, и через него начнут отправляться уведомления.`}
          </ActiveToggle>
        )
      },
    },
  ]
  const yes = t`да`
  const no = t`нет`
  const csvColumns: CsvColumn<NotifyMethod>[] = [
    { header: t`Способ`, value: (method) => method.title },
    { header: t`Код`, value: (method) => method.kind },
    { header: t`Включён`, value: (method) => (method.enabled ? yes : no) },
  ]

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Способы уведомлений`}
        lead={t`Через включённые способы платформа отправляет уведомления, и только их люди выбирают в подписках.`}
      >
        {methods.isSuccess && (
          // The list is short and not paged: what was loaded is all of it.
          <ExportCsvButton
            fileName="notify-methods"
            columns={csvColumns}
            fetchPage={async () => ({ items, total: items.length })}
          />
        )}
      </PageHeader>
      <Table
        aria-label={t`Способы уведомлений`}
        columns={columns}
        items={items}
        totalCount={methods.data ? items.length : undefined}
        isLoading={methods.isFetching}
        errorMessage={methods.isError ? i18n._(errorMessage(methods.error)) : undefined}
        onRetry={() => void methods.refetch()}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Способов уведомлений нет`} />}
      />
    </div>
  )
}
