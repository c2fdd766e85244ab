import { useLingui } from '@lingui/react/macro'
import type { Language } from '@platform/sdk'
import {
  deleteLanguageMutation,
  listLanguagesQuery,
  setLanguageEnabledMutation,
} from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { PageHeader } from '../shared/PageHeader'
import { useEditing } from '../shared/use-editing'
import { useRowColumns } from '../shared/use-row-columns'

const LanguageDialog = lazyDialog(() =>
  import('./LanguageDialog').then((module) => module.LanguageDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const route = getRouteApi('/platform/setting/locales')

/** /setting/locales: the languages of the platform, by name. */
export function LanguagesPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const list = useListState(route.useSearch(), {
    defaultSort: { column: 'name', direction: 'ascending' },
    sortColumns: ['name', 'code', 'enabled'] as const,
  })
  const languages = useQuery(listLanguagesQuery(client, list.query))
  const remove = useMutation(deleteLanguageMutation(client))
  const setEnabled = useMutation(setLanguageEnabledMutation(client))
  const editing = useEditing<Language>()
  const row = useRowColumns<Language>((language) => language.name)

  const columns: TableColumn<Language>[] = [
    {
      id: 'name',
      title: t`Название`,
      allowsSorting: true,
      minWidth: columnWidths.text,
      cell: (language) => language.name,
    },
    {
      id: 'code',
      title: t`Код`,
      allowsSorting: true,
      cell: (language) => <span className={styles.code}>{language.code}</span>,
    },
    row.toggle({
      id: 'enabled',
      title: t`Состояние`,
      label: t`Включён`,
      isActive: (language) => language.enabled,
      question: (language, name) =>
        language.enabled ? t`Отключить язык «${name}»?` : t`Включить язык «${name}»?`,
      explanation: (language) =>
        language.enabled
          ? t`Отключённый язык пропадёт из переключателя языков и из выбора при настройке доменов.`
          : t`Язык снова можно будет выбрать для доменов и документов.`,
      toggle: (language) =>
        setEnabled.mutateAsync({
          params: { path: { id: language.id } },
          body: { enabled: !language.enabled },
        }),
      keys: { on: 'localeEnabled', off: 'localeDisabled', error: 'localeUpdateError' },
    }),
    row.actions({ onEdit: editing.edit, onDelete: editing.remove }),
  ]
  const csvColumns: CsvColumn<Language>[] = [
    { header: t`Название`, value: (language) => language.name },
    { header: t`Код`, value: (language) => language.code },
    { header: t`Включён`, value: (language) => (language.enabled ? t`Да` : t`Нет`) },
  ]

  const { deleting } = editing
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Языки`}
        lead={t`Языки интерфейса: домены выбирают из них, документы пишутся на них.`}
      >
        <Button onPress={() => editing.edit(null)}>{t`Новый язык`}</Button>
        <ExportCsvButton
          fileName="locales"
          columns={csvColumns}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listLanguagesQuery(client, { ...list.query, page, limit }),
            )
            return { items: data.locales, total: data.meta.total }
          }}
        />
      </PageHeader>
      <PagedTable
        label={t`Языки`}
        columns={columns}
        items={languages.data?.locales ?? []}
        total={languages.data?.meta.total}
        query={languages}
        list={list}
        emptyState={<EmptyState headingLevel={2} title={t`Языков пока нет`} />}
      />
      {editing.edited !== undefined && (
        <LanguageDialog language={editing.edited} onClose={editing.close} />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить язык «${deletingName}»?`}
          snackbars={'locale'}
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {t`Тексты документов и настройки доменов на этом языке удалятся.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
