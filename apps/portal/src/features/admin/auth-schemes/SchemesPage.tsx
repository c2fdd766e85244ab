import { useLingui } from '@lingui/react/macro'
import type { AuthScheme } from '@platform/sdk'
import {
  deleteAuthSchemeMutation,
  listAuthFlowsQuery,
  listAuthSchemesQuery,
  reorderAuthSchemesMutation,
} from '@platform/sdk/query'
import { Button, ReorderableList } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { Total } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { changedOrder, inOrder } from '../shared/order'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { type SchemeAction, SchemeRow } from './SchemeRow'
import { SchemesExport } from './SchemesExport'

const SchemeDialog = lazyDialog(() =>
  import('./SchemeDialog').then((module) => module.SchemeDialog),
)

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

type Editing = SchemeAction | { kind: 'create' }

/** /setting/authentication-schemas: the schemes by priority, to reorder, switch and edit. */
export function SchemesPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const schemes = useQuery(listAuthSchemesQuery(client))
  const flows = useQuery(listAuthFlowsQuery(client))
  const reorder = useMutation(reorderAuthSchemesMutation(client))
  const remove = useMutation(deleteAuthSchemeMutation(client))
  const [pending, setPending] = useState<string[] | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)

  const saveOrder = (saved: readonly AuthScheme[], keys: readonly (string | number)[]) => {
    const ids = changedOrder(saved, keys)
    if (!ids || reorder.isPending) return
    setPending(ids)
    reorder
      .mutateAsync({ body: ids.map((id, index) => ({ id, priority: index + 1 })) })
      .then(
        () => notify.success('authSchemaOrderSaved'),
        (error) => notify.failure('authSchemaUpdateError', error),
      )
      .finally(() => setPending(null))
  }

  const deleting = editing?.kind === 'delete' ? editing.scheme : null
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Схемы аутентификации`}
        lead={t`Платформа предлагает схемы при входе в порядке приоритета: перетащите схему или переместите её с клавиатуры.`}
      >
        <Button onPress={() => setEditing({ kind: 'create' })} isDisabled={!flows.isSuccess}>
          {t`Новая схема`}
        </Button>
        {schemes.isSuccess && (
          <SchemesExport schemes={schemes.data.schemas} flows={flows.data?.flows ?? []} />
        )}
      </PageHeader>
      <QueryState query={schemes} what="authentication schemes">
        {(data) => {
          const shown = pending ? inOrder(data.schemas, pending) : data.schemas
          return (
            <>
              <Total total={data.schemas.length} />
              <ReorderableList
                aria-label={t`Схемы аутентификации по приоритету`}
                items={shown.map((scheme) => ({ ...scheme, label: scheme.name }))}
                isDisabled={reorder.isPending}
                onReorder={(keys) => saveOrder(data.schemas, keys)}
              >
                {(scheme) => (
                  <SchemeRow scheme={scheme} count={data.schemas.length} onAction={setEditing} />
                )}
              </ReorderableList>
            </>
          )
        }}
      </QueryState>
      {(editing?.kind === 'create' || editing?.kind === 'edit') && flows.data && (
        <SchemeDialog
          scheme={editing.kind === 'edit' ? editing.scheme : null}
          flows={flows.data.flows}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить схему «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            remove.mutateAsync({ params: { path: { id: deleting.id } } }).then(
              () => notify.success('authSchemaDeleted'),
              (error: unknown) => {
                notify.failure('authSchemaDeleteError', error)
                throw error
              },
            )
          }
        >
          {t`Схему перестанут предлагать при входе; вернуть её можно только создав заново.`}
        </DeleteDialog>
      )}
    </div>
  )
}
