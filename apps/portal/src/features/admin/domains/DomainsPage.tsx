import { useLingui } from '@lingui/react/macro'
import { canDeleteDomain } from '@platform/forms'
import type { DomainListItem } from '@platform/sdk'
import {
  deleteDomainMutation,
  listDomainsQuery,
  listStyleTemplatesQuery,
} from '@platform/sdk/query'
import { Button, EmptyState } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { EnabledFilter } from '../shared/EnabledFilter'
import * as filterStyles from '../shared/filters.css'
import { PageHeader } from '../shared/PageHeader'
import { SearchFilter } from '../shared/SearchFilter'
import { useEditing } from '../shared/use-editing'
import { useDomainColumns } from './domain-columns'

const DomainDialog = lazyDialog(() =>
  import('./DomainDialog').then((module) => module.DomainDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const route = getRouteApi('/platform/setting/domains')

/** /setting/domains: the domains that present the sign-in layer, to create, edit, switch and delete. */
export function DomainsPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, { sortColumns: ['alias', 'comment', 'enabled', 'base'] })
  const filters = { search: search.search, enabled: search.enabled }
  const domains = useQuery(listDomainsQuery(client, { ...list.query, ...filters }))
  // Deleting needs another domain to exist, whatever the filters show.
  const everyDomain = useQuery(listDomainsQuery(client, { page: 1, limit: 1 }))
  const templates = useQuery(listStyleTemplatesQuery(client))
  const remove = useMutation(deleteDomainMutation(client))
  const editing = useEditing<DomainListItem>()
  const columns = useDomainColumns({
    templates: templates.data?.templates ?? [],
    canDelete: canDeleteDomain(everyDomain.data?.meta.total ?? 0),
    onEdit: editing.edit,
    onDelete: editing.remove,
  })

  const { deleting } = editing
  const deletingName = deleting?.aliases[0] ?? ''
  const isFiltered = Boolean(search.search || search.enabled !== undefined)
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Домены`}
        lead={t`Адреса, на которых платформа показывает вход, и что видят на каждом из них.`}
      >
        <Button onPress={() => editing.edit(null)}>{t`Новый домен`}</Button>
        <ExportCsvButton
          fileName="domains"
          columns={columns.csv}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listDomainsQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: data.domains, total: data.meta.total }
          }}
        />
      </PageHeader>
      <div className={filterStyles.filters}>
        <SearchFilter
          label={t`Поиск по адресу и комментарию`}
          value={search.search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <div className={filterStyles.filter}>
          <EnabledFilter
            value={search.enabled}
            onChange={(enabled) => list.setFilters({ enabled })}
          />
        </div>
      </div>
      <PagedTable
        label={t`Домены`}
        columns={columns.table}
        list={list}
        query={domains}
        items={domains.data?.domains ?? []}
        total={domains.data?.meta.total}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={isFiltered ? t`Ничего не найдено` : t`Доменов пока нет`}
          />
        }
      />
      {editing.edited !== undefined && (
        <DomainDialog id={editing.edited?.id ?? null} onClose={editing.close} />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить домен «${deletingName}»?`}
          snackbars="domains"
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {deleting.base
            ? t`Это основной домен: основным станет другой, а приложения перестанут предлагаться на этом адресе.`
            : t`Вход на этих адресах перестанет работать, а приложения перестанут на них предлагаться.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
