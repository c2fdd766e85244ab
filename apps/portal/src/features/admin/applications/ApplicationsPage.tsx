import { useLingui } from '@lingui/react/macro'
import { deleteApplicationMutation, listApplicationsQuery } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { useListState } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { useNotified } from '../shared/use-notified'
import type { ApplicationAction } from './ApplicationRow'
import { ApplicationsExport } from './ApplicationsExport'
import { ApplicationsFilters } from './ApplicationsFilters'
import { ApplicationsList } from './ApplicationsList'

const ApplicationDialog = lazyDialog(() =>
  import('./ApplicationDialog').then((module) => module.ApplicationDialog),
)

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

const route = getRouteApi('/platform/setting/applications')

/** Drag ordering needs every row, so the list asks for the contract's largest page. */
const wholeList = 1000

/** The parameters of the open dialog: closing it drops them all. */
const dialogKeys = {
  application: undefined,
  tab: undefined,
  sessionSearch: undefined,
  startDate: undefined,
  dateFrom: undefined,
  dateTo: undefined,
  sessionsPage: undefined,
  sessionsSort: undefined,
  sessionsOrder: undefined,
}

/** /setting/applications: the applications in their order, each opened in its dialog. */
export function ApplicationsPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notified = useNotified()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const list = useListState(search, {
    defaultSort: { column: 'order', direction: 'ascending' },
    sortColumns: ['order', 'name', 'code', 'type', 'enabled'],
  })
  const query = {
    ...list.query,
    page: 1,
    limit: wholeList,
    search: search.search,
    type: search.type ? [search.type] : undefined,
    enabled: search.enabled,
  }
  const applications = useQuery(listApplicationsQuery(client, query))
  const remove = useMutation(deleteApplicationMutation(client))
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<ApplicationAction['application'] | null>(null)
  const isFiltered = Boolean(search.search || search.type || search.enabled !== undefined)

  // Closing takes the dialog down first and changes the address after, so the dialog's guard
  // against leaving unsaved changes is gone by then (the person already chose to drop them).
  const [closing, setClosing] = useState(false)
  useEffect(() => {
    if (!closing) return
    setClosing(false)
    navigate({ search: (previous) => ({ ...previous, ...dialogKeys }) })
  }, [closing, navigate])
  const open = (id: string) =>
    navigate({ search: (previous) => ({ ...previous, ...dialogKeys, application: id }) })
  const close = () => {
    setCreating(false)
    if (search.application) setClosing(true)
  }

  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Приложения`}
        lead={t`Сервисы платформы в порядке меню: перетащите приложение или переместите его с клавиатуры.`}
      >
        <Button onPress={() => setCreating(true)}>{t`Новое приложение`}</Button>
        <ApplicationsExport query={query} />
      </PageHeader>
      <ApplicationsFilters search={search} list={list} />
      <QueryState query={applications} what="applications">
        {(data) => (
          <ApplicationsList
            data={data}
            canReorder={!isFiltered && (list.sort?.column ?? 'order') === 'order'}
            isFiltered={isFiltered}
            onAction={(action) =>
              action.kind === 'open' ? open(action.application.id) : setDeleting(action.application)
            }
          />
        )}
      </QueryState>
      {(creating || (search.application && !closing)) && (
        <ApplicationDialog
          key={search.application ?? 'new'}
          id={creating ? null : (search.application ?? null)}
          search={search}
          onCreated={(id) => {
            setCreating(false)
            open(id)
          }}
          onClose={close}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить приложение «${deletingName}»?`}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            notified(
              remove.mutateAsync({ params: { path: { id: deleting.id } } }),
              'applicationDropped',
              'applicationDropError',
            )
          }
        >
          {t`Приложение пропадёт из меню и у всех, кому было выдано; его клиенты, сеансы и виртуальные приложения удаляются вместе с ним.`}
        </DeleteDialog>
      )}
    </div>
  )
}
