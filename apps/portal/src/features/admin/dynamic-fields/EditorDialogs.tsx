import { useLingui } from '@lingui/react/macro'
import type { DynamicField, DynamicFieldSubtype, DynamicFieldTab } from '@platform/sdk'
import { deleteDynamicFieldMutation, deleteDynamicFieldSubtypeMutation } from '@platform/sdk/query'
import { ConfirmDialog } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { useNotify } from '../shared/notify'
import type { FieldMode } from './field/field-form'
import type { SubtypeMode } from './SubtypeDialog'

const SubtypeDialog = lazyDialog(() =>
  import('./SubtypeDialog').then((module) => module.SubtypeDialog),
)

const FieldDialog = lazyDialog(() =>
  import('./field/FieldDialog').then((module) => module.FieldDialog),
)

/** What the tab details screen is editing: one dialog at a time. */
export type Editing =
  | { kind: 'subtype'; mode: SubtypeMode; subtype: DynamicFieldSubtype | null }
  | { kind: 'field'; mode: FieldMode; field: DynamicField | null; subtype: string }
  | { kind: 'deleteSubtype'; subtype: DynamicFieldSubtype }
  | { kind: 'deleteField'; field: DynamicField }
  | null

interface EditorDialogsProps {
  tab: DynamicFieldTab
  editing: Editing
  onClose: () => void
}

export function EditorDialogs({ tab, editing, onClose }: EditorDialogsProps) {
  switch (editing?.kind) {
    case 'subtype':
      return (
        <SubtypeDialog tab={tab} mode={editing.mode} subtype={editing.subtype} onClose={onClose} />
      )
    case 'field':
      return (
        <FieldDialog
          tab={tab}
          mode={editing.mode}
          field={editing.field}
          subtype={editing.subtype}
          onClose={onClose}
        />
      )
    case 'deleteSubtype':
      return <DeleteSubtype subtype={editing.subtype} onClose={onClose} />
    case 'deleteField':
      return <DeleteField field={editing.field} onClose={onClose} />
    default:
      return null
  }
}

function DeleteSubtype({
  subtype,
  onClose,
}: {
  subtype: DynamicFieldSubtype
  onClose: () => void
}) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const remove = useMutation(deleteDynamicFieldSubtypeMutation(client))
  const title = subtype.title
  const count = subtype.fields.length
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Удалить блок «${title}»?`}
      confirmLabel={t`Удалить`}
      variant="destructive"
      onConfirm={() =>
        remove.mutateAsync({ params: { path: { id: subtype.id } } }).then(
          () => notify.success('subtypeDeleted'),
          (error) => notify.failure('subtypeDeleteError', error),
        )
      }
    >
      {t`Вместе с блоком будут удалены его поля (${count}) и их значения.`}
    </ConfirmDialog>
  )
}

function DeleteField({ field, onClose }: { field: DynamicField; onClose: () => void }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const remove = useMutation(deleteDynamicFieldMutation(client))
  const title = field.title
  const count = field.valueCount
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Удалить поле «${title}»?`}
      confirmLabel={t`Удалить`}
      variant="destructive"
      onConfirm={() =>
        remove.mutateAsync({ params: { path: { id: field.id } } }).then(
          () => notify.success('fieldDeleted'),
          (error) => notify.failure('fieldDeleteError', error),
        )
      }
    >
      {count > 0
        ? t`Поле будет удалено вместе со значениями (${count}).`
        : t`Поле будет удалено. Значений у него нет.`}
    </ConfirmDialog>
  )
}
