import { useLingui } from '@lingui/react/macro'
import {
  type Banner,
  deleteBannerMutation,
  listBannersQuery,
  setBannerVisibleMutation,
} from '@platform/sdk'
import { Button, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate, formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { DeleteDialog } from '../shared/DeleteDialog'
import { PageHeader } from '../shared/PageHeader'
import { ResourceTable } from '../shared/ResourceTable'
import { RowActions } from '../shared/RowActions'
import { useNotified } from '../shared/use-notified'
import { BannerDialog } from './BannerDialog'

const route = getRouteApi('/platform/setting/banners')

type Editing = { kind: 'edit'; banner: Banner | null } | { kind: 'delete'; banner: Banner }

/** /setting/banners: the banners domains can show on the sign-in pages, newest first. */
export function BannersPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const notified = useNotified()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'createdAt', direction: 'descending' },
    sortColumns: ['createdAt', 'title', 'code', 'visible'] as const,
  })
  const banners = useQuery(listBannersQuery(client, list.query))
  const remove = useMutation(deleteBannerMutation(client))
  const setVisible = useMutation(setBannerVisibleMutation(client))
  const [editing, setEditing] = useState<Editing | null>(null)

  const columns: TableColumn<Banner>[] = [
    { id: 'title', title: t`Заголовок`, allowsSorting: true, width: '2fr', cell: (b) => b.title },
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
    {
      id: 'visible',
      title: t`Показ`,
      allowsSorting: true,
      width: columnWidths.toggle,
      cell: (banner) => {
        const title = banner.title
        return (
          <ActiveToggle
            name={title}
            label={t`Показывается`}
            isActive={banner.visible}
            confirmTitle={
              banner.visible ? t`Скрыть баннер «${title}»?` : t`Показать баннер «${title}»?`
            }
            onConfirm={() =>
              notified(
                setVisible.mutateAsync({
                  params: { path: { id: banner.id } },
                  body: { visible: !banner.visible },
                }),
                banner.visible ? 'bannersHidden' : 'bannersShown',
                'bannersUpdateError',
              )
            }
          >
            {banner.visible
              ? t`Скрытый баннер не показывается на страницах входа ни одного домена.`
              : t`Баннер снова появится на страницах входа доменов, которые его выбрали.`}
          </ActiveToggle>
        )
      },
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      width: columnWidths.actionsMenu,
      cell: (banner) => (
        <RowActions
          asMenu
          name={banner.title}
          onEdit={() => setEditing({ kind: 'edit', banner })}
          onDelete={() => setEditing({ kind: 'delete', banner })}
        />
      ),
    },
  ]
  const csvColumns: CsvColumn<Banner>[] = [
    { header: t`Заголовок`, value: (banner) => banner.title },
    { header: t`Код`, value: (banner) => banner.code },
    { header: t`Текст`, value: (banner) => banner.text ?? '' },
    { header: t`Ссылка`, value: (banner) => banner.link ?? '' },
    { header: t`Создан`, value: (banner) => formatDateTime(banner.createdAt, i18n.locale) },
    { header: t`Показывается`, value: (banner) => (banner.visible ? t`Да` : t`Нет`) },
  ]

  const deleting = editing?.kind === 'delete' ? editing.banner : null
  const deletingTitle = deleting?.title ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Баннеры`}
        lead={t`Объявления на страницах входа: домены выбирают, какие из них показывать.`}
      >
        <Button
          onPress={() => setEditing({ kind: 'edit', banner: null })}
        >{t`Новый баннер`}</Button>
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
      <ResourceTable
        label={t`Баннеры`}
        columns={columns}
        items={banners.data?.banners}
        total={banners.data?.meta.total}
        query={banners}
        list={list}
        emptyTitle={t`Баннеров пока нет`}
      />
      {editing?.kind === 'edit' && (
        <BannerDialog banner={editing.banner} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить баннер «${deletingTitle}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            notified(
              remove.mutateAsync({ params: { path: { id: deleting.id } } }),
              'bannersDeleted',
              'bannersDeleteError',
            )
          }
        >
          {t`Баннер исчезнет со страниц входа всех доменов.`}
        </DeleteDialog>
      )}
    </div>
  )
}
