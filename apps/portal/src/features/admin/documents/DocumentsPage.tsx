import { useLingui } from '@lingui/react/macro'
import type { DocumentListItem } from '@platform/sdk'
import {
  deleteDocumentMutation,
  listDocumentsQuery,
  listLanguagesQuery,
  setDocumentEnabledMutation,
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
import { DocumentFilters } from './DocumentFilters'
import { allLanguages } from './document-form'
import { documentFormatTexts, documentTypeTexts } from './texts'

const DocumentDialog = lazyDialog(() =>
  import('./DocumentDialog').then((module) => module.DocumentDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const route = getRouteApi('/platform/setting/documents')

/** /setting/documents: the library's agreements and documents, newest first. */
export function DocumentsPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'createdAt', direction: 'descending' },
    sortColumns: ['createdAt', 'name', 'code', 'type', 'enabled'] as const,
  })
  const filters = { search: search.search, locale: search.locale, type: search.type }
  const documents = useQuery(listDocumentsQuery(client, { ...list.query, ...filters }))
  const languages = useQuery(listLanguagesQuery(client, allLanguages))
  const remove = useMutation(deleteDocumentMutation(client))
  const setEnabled = useMutation(setDocumentEnabledMutation(client))
  const editing = useEditing<DocumentListItem>()
  const row = useRowColumns<DocumentListItem>((doc) => doc.name)
  const codesOf = (document: DocumentListItem) =>
    document.localeIds
      .map((id) => languages.data?.locales.find((language) => language.id === id)?.code ?? '')
      .filter(Boolean)
      .join(', ')

  const columns: TableColumn<DocumentListItem>[] = [
    {
      id: 'name',
      title: t`Название`,
      allowsSorting: true,
      width: '2fr',
      minWidth: columnWidths.text,
      cell: (doc) => doc.name,
    },
    {
      id: 'code',
      title: t`Код`,
      allowsSorting: true,
      cell: (doc) => <span className={styles.code}>{doc.code}</span>,
    },
    {
      id: 'type',
      title: t`Тип`,
      allowsSorting: true,
      cell: (doc) => i18n._(documentTypeTexts[doc.type]),
    },
    { id: 'locales', title: t`Языки`, cell: codesOf },
    {
      id: 'createdAt',
      title: t`Создан`,
      allowsSorting: true,
      width: columnWidths.date,
      cell: (doc) => formatDate(doc.createdAt, i18n.locale),
    },
    row.toggle({
      id: 'enabled',
      title: t`Состояние`,
      label: t`Включён`,
      isActive: (doc) => doc.enabled,
      question: (doc, name) =>
        doc.enabled ? t`Отключить документ «${name}»?` : t`Включить документ «${name}»?`,
      explanation: (doc) =>
        doc.enabled
          ? t`Отключённый документ не показывается людям и не предлагается в формах.`
          : t`Документ снова увидят там, где его выбрали домены.`,
      toggle: (doc) =>
        setEnabled.mutateAsync({
          params: { path: { id: doc.id } },
          body: { enabled: !doc.enabled },
        }),
      keys: { on: 'documentsEnabled', off: 'documentsDisabled', error: 'documentsUpdateError' },
    }),
    row.actions({ onEdit: editing.edit, onDelete: editing.remove, asMenu: true }),
  ]
  const csvColumns: CsvColumn<DocumentListItem>[] = [
    { header: t`Название`, value: (doc) => doc.name },
    { header: t`Код`, value: (doc) => doc.code },
    { header: t`Тип`, value: (doc) => i18n._(documentTypeTexts[doc.type]) },
    { header: t`Разметка`, value: (doc) => i18n._(documentFormatTexts[doc.format]) },
    { header: t`Языки`, value: codesOf },
    { header: t`Создан`, value: (doc) => formatDateTime(doc.createdAt, i18n.locale) },
    { header: t`Виден в администрировании`, value: (doc) => (doc.adminVisible ? t`Да` : t`Нет`) },
    { header: t`Включён`, value: (doc) => (doc.enabled ? t`Да` : t`Нет`) },
  ]

  const filtered = Boolean(filters.search || filters.locale || filters.type)
  const { deleting } = editing
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Документы`}
        lead={t`Соглашения и документы, которые люди читают и принимают, на каждом языке платформы.`}
      >
        <Button onPress={() => editing.edit(null)}>{t`Новый документ`}</Button>
        <ExportCsvButton
          fileName="documents"
          columns={csvColumns}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listDocumentsQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: data.documents, total: data.meta.total }
          }}
        />
      </PageHeader>
      <DocumentFilters
        filters={filters}
        languages={languages.data?.locales}
        onChange={(patch) => list.setFilters({ ...patch })}
      />
      <PagedTable
        label={t`Документы`}
        columns={columns}
        items={documents.data?.documents ?? []}
        total={documents.data?.meta.total}
        query={documents}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? t`Ничего не найдено` : t`Документов пока нет`}
          />
        }
      />
      {editing.edited !== undefined && (
        <DocumentDialog
          id={editing.edited?.id ?? null}
          name={editing.edited?.name ?? ''}
          onClose={editing.close}
        />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить документ «${deletingName}»?`}
          snackbars={'documents'}
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {t`Документ исчезнет из библиотеки и со страниц, где его выбрали домены.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
