import { useLingui } from '@lingui/react/macro'
import type { Banner } from '@platform/sdk'
import {
  deleteBannerMutation,
  listBannersQuery,
  setBannerVisibleMutation,
} from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDate, formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { PageHeader } from '../shared/PageHeader'
import { useEditing } from '../shared/use-editing'
import { useRowColumns } from '../shared/use-row-columns'

const BannerDialog = lazyDialog(() =>
  import('./BannerDialog').then((module) => module.BannerDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const route = getRouteApi('/platform/setting/banners')

/** /setting/banners: the banners domains can show on the sign-in pages, newest first. */
export function BannersPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const list = useListState(route.useSearch(), {
    defaultSort: { column: 'createdAt', direction: 'descending' },
    sortColumns: ['createdAt', 'title', 'code', 'visible'] as const,
  })
  const banners = useQuery(listBannersQuery(client, list.query))
  const remove = useMutation(deleteBannerMutation(client))
  const setVisible = useMutation(setBannerVisibleMutation(client))
  const editing = useEditing<Banner>()
  const row = useRowColumns<Banner>((banner) => banner.title)

  const columns: TableColumn<Banner>[] = [
    {
      id: 'title',
      title: t`Заголовок`,
      allowsSorting: true,
      width: '2fr',
      minWidth: columnWidths.text,
      cell: (banner) => banner.title,
    },
    {
      id: 'code',
      title: t`Код`,
      allowsSorting: true,
      cell: (banner) => <span className={styles.code}>{banner.code}</span>,
    },
    { id: 'link', title: t`Ссылка`, cell: (banner) => banner.link },
    {
      id: 'createdAt',
      title: t`Создан`,
      allowsSorting: true,
      width: columnWidths.date,
      cell: (banner) => formatDate(banner.createdAt, i18n.locale),
    },
    row.toggle({
      id: 'visible',
      title: t`Показ`,
      label: t`Показывается`,
      isActive: (banner) => banner.visible,
      question: (banner, title) =>
        banner.visible ? t`Скрыть баннер «${title}»?` : t`Показать баннер «${title}»?`,
      explanation: (banner) =>
        banner.visible
          ? t`Скрытый баннер не показывается на страницах входа ни одного домена.`
          : t`Баннер снова появится на страницах входа доменов, которые его выбрали.`,
      toggle: (banner) =>
        setVisible.mutateAsync({
          params: { path: { id: banner.id } },
          body: { visible: !banner.visible },
        }),
      keys: { on: 'bannersShown', off: 'bannersHidden', error: 'bannersUpdateError' },
    }),
    row.actions({ onEdit: editing.edit, onDelete: editing.remove, asMenu: true }),
  ]
  const csvColumns: CsvColumn<Banner>[] = [
    { header: t`Заголовок`, value: (banner) => banner.title },
    { header: t`Код`, value: (banner) => banner.code },
    { header: t`Текст`, value: (banner) => banner.text ?? '' },
    { header: t`Ссылка`, value: (banner) => banner.link ?? '' },
    { header: t`Создан`, value: (banner) => formatDateTime(banner.createdAt, i18n.locale) },
    { header: t`Показывается`, value: (banner) => (banner.visible ? t`Да` : t`Нет`) },
  ]

  const { deleting } = editing
  const deletingTitle = deleting?.title ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Баннеры`}
        lead={t`Объявления на страницах входа: домены выбирают, какие из них показывать.`}
      >
        <Button onPress={() => editing.edit(null)}>{t`Новый баннер`}</Button>
        <ExportCsvButton
          fileName="banners"
          columns={csvColumns}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listBannersQuery(client, { ...list.query, page, limit }),
            )
            return { items: data.banners, total: data.meta.total }
          }}
        />
      </PageHeader>
      <PagedTable
        label={t`Баннеры`}
        columns={columns}
        items={banners.data?.banners ?? []}
        total={banners.data?.meta.total}
        query={banners}
        list={list}
        emptyState={<EmptyState headingLevel={2} title={t`Баннеров пока нет`} />}
      />
      {editing.edited !== undefined && (
        <BannerDialog banner={editing.edited} onClose={editing.close} />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить баннер «${deletingTitle}»?`}
          snackbars={'banners'}
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {t`Баннер исчезнет со страниц входа всех доменов.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
