import { useLingui } from '@lingui/react/macro'
import {
  deleteLanguageMutation,
  type Language,
  listLanguagesQuery,
  setLanguageEnabledMutation,
} from '@platform/sdk'
import { Button, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
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
import { LanguageDialog } from './LanguageDialog'

const route = getRouteApi('/platform/setting/locales')

type Editing = { kind: 'edit'; language: Language | null } | { kind: 'delete'; language: Language }

/** /setting/locales: the languages of the platform, by name. */
export function LanguagesPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const notified = useNotified()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'name', direction: 'ascending' },
    sortColumns: ['name', 'code', 'enabled'] as const,
  })
  const languages = useQuery(listLanguagesQuery(client, list.query))
  const remove = useMutation(deleteLanguageMutation(client))
  const setEnabled = useMutation(setLanguageEnabledMutation(client))
  const [editing, setEditing] = useState<Editing | null>(null)

  const columns: TableColumn<Language>[] = [
    { id: 'name', title: t`Название`, allowsSorting: true, cell: (language) => language.name },
    {
      id: 'code',
      title: t`Код`,
      allowsSorting: true,
      cell: (language) => <span className={styles.code}>{language.code}</span>,
    },
    {
      id: 'enabled',
      title: t`Состояние`,
      allowsSorting: true,
      width: columnWidths.toggle,
      cell: (language) => {
        const name = language.name
        return (
          <ActiveToggle
            name={name}
            label={t`Включён`}
            isActive={language.enabled}
            confirmTitle={
              language.enabled ? t`Отключить язык «${name}»?` : t`Включить язык «${name}»?`
            }
            onConfirm={() =>
              notified(
                setEnabled.mutateAsync({
                  params: { path: { id: language.id } },
                  body: { enabled: !language.enabled },
                }),
                language.enabled ? 'localeDisabled' : 'localeEnabled',
                'localeUpdateError',
              )
            }
          >
            {language.enabled
              ? t`Отключённый язык пропадёт из переключателя языков и из выбора при настройке доменов.`
              : t`Язык снова можно будет выбрать для доменов и документов.`}
          </ActiveToggle>
        )
      },
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      width: columnWidths.actions,
      cell: (language) => (
        <RowActions
          name={language.name}
          onEdit={() => setEditing({ kind: 'edit', language })}
          onDelete={() => setEditing({ kind: 'delete', language })}
        />
      ),
    },
  ]
  const csvColumns: CsvColumn<Language>[] = [
    { header: t`Название`, value: (language) => language.name },
    { header: t`Код`, value: (language) => language.code },
    { header: t`Включён`, value: (language) => (language.enabled ? t`Да` : t`Нет`) },
  ]

  const deleting = editing?.kind === 'delete' ? editing.language : null
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Языки`}
        lead={t`Языки интерфейса: домены выбирают из них, документы пишутся на них.`}
      >
        <Button onPress={() => setEditing({ kind: 'edit', language: null })}>
          {t`Новый язык`}
        </Button>
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
      <ResourceTable
        label={t`Языки`}
        columns={columns}
        items={languages.data?.locales}
        total={languages.data?.meta.total}
        query={languages}
        list={list}
        emptyTitle={t`Языков пока нет`}
      />
      {editing?.kind === 'edit' && (
        <LanguageDialog language={editing.language} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить язык «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            notified(
              remove.mutateAsync({ params: { path: { id: deleting.id } } }),
              'localeDeleted',
              'localeDeleteError',
            )
          }
        >
          {t`Тексты документов и настройки доменов на этом языке удалятся.`}
        </DeleteDialog>
      )}
    </div>
  )
}
