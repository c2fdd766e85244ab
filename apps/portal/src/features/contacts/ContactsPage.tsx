import { Trans, useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import type { Contact } from '@platform/sdk'
import { listContactsQuery } from '@platform/sdk/query'
import { Button, EmptyState, TextField } from '@platform/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { lazyDialog } from '../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../shared/list'
import { useFocusOnOpen } from '../../shared/use-focus-on-open'
import { useSearchText } from '../../shared/useSearchText'
import * as page from '../accesses/AccessRequestsPage.css'
import { PagedTable } from '../contractors/PagedTable'
import * as styles from './contacts.css'
import { useContactColumns } from './useContactColumns'

const ContactDialog = lazyDialog(
  () => import('./ContactDialog').then((module) => module.ContactDialog),
  { isOpen: (props) => props.contact !== null },
)

const route = getRouteApi('/profile/profile/contacts')
const sortColumns = ['fio', 'status'] as const

/**
 * Route UserProfileContacts (`/profile/contacts`): the people of the companies where the person
 * is a master user, with their access status; each opens its contractors.
 */
export function ContactsPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'fio', direction: 'ascending' },
    sortColumns,
  })
  const query = { ...(search.search ? { search: search.search } : {}), ...list.query }
  const contacts = useQuery(listContactsQuery(client, query))
  const [text, setText] = useSearchText(search.search, (next) =>
    list.setFilters({ search: next }, { replace: true }),
  )
  const [opened, setOpened] = useState<Contact | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading)
  const columns = useContactColumns(setOpened)
  const total = contacts.data?.meta.total
  return (
    <div className={page.page}>
      <header className={page.header}>
        <h1 ref={heading} tabIndex={-1} className={page.title}>
          <Trans>Контакты</Trans>
        </h1>
      </header>
      <div className={styles.toolbar}>
        <search className={styles.search} aria-label={t`Поиск контактов`}>
          <TextField
            type="search"
            label={t`Поиск`}
            description={t`ФИО, почта или телефон`}
            value={text}
            onChange={setText}
            maxLength={limits.searchMaxLength}
          />
        </search>
        <ExportCsvButton
          fileName="contacts"
          columns={columns.csv}
          isDisabled={!total}
          fetchPage={async (pageNumber, limit) => {
            const data = await queryClient.fetchQuery(
              listContactsQuery(client, { ...query, page: pageNumber, limit }),
            )
            return { items: data.contacts, total: data.meta.total }
          }}
        />
      </div>
      <PagedTable
        label={t`Контакты`}
        columns={columns.table}
        items={(contacts.data?.contacts ?? []).map((contact) => ({
          ...contact,
          id: contact.userId,
        }))}
        query={contacts}
        total={total}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={search.search ? t`Ничего не найдено` : t`Контактов пока нет`}
            description={
              search.search
                ? t`Измените запрос поиска.`
                : t`Здесь появятся люди компаний, в которых вы мастер-пользователь.`
            }
            action={
              search.search ? (
                <Button variant="secondary" onPress={() => list.setFilters({ search: undefined })}>
                  <Trans>Сбросить поиск</Trans>
                </Button>
              ) : undefined
            }
          />
        }
      />
      <ContactDialog contact={opened} onClose={() => setOpened(null)} />
    </div>
  )
}
