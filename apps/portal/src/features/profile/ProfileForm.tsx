import { Trans, useLingui } from '@lingui/react/macro'
import { isBlockVisible } from '@platform/forms'
import { useUnsavedChanges } from '@platform/forms/react'
import type { ProfileConfigure, ProfileDetails } from '@platform/sdk'
import { Button, EmptyState } from '@platform/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { BlockEdit } from './edit/BlockEdit'
import { focusFirstControl } from './edit/focus'
import { useFieldContext } from './edit/useFieldContext'
import { LeaveGuard } from './LeaveGuard'
import { personalBlocks, savedValues } from './model/fields'
import { type ProfileFormValues, toFormValues } from './model/form-values'
import * as styles from './PersonalPage.css'
import { useProfileSave } from './useProfileSave'
import { BlockView } from './view/BlockView'

const newId = () => crypto.randomUUID()

/**
 * The blocks of the personal data: read-only by default; Edit switches to the
 * controls, Save returns to read-only, Cancel restores what was loaded. Editing is offered only
 * when `mainInfo.isEditable`; leaving with unsaved changes asks first.
 */
export function ProfileForm({
  details,
  configure,
  tab,
  label,
  onEditingChange,
}: {
  details: ProfileDetails
  configure: ProfileConfigure
  /** The configure tab whose blocks the form shows. @default the personal data tab */
  tab?: string
  /** Names the form for screen readers. @default 'Личные данные' */
  label?: string
  /** Told when editing starts and ends, so the page keeps the person on this tab meanwhile. */
  onEditingChange?: (editing: boolean) => void
}) {
  const { t } = useLingui()
  const blocks = useMemo(() => personalBlocks(configure, tab), [configure, tab])
  const fields = useMemo(() => blocks.flatMap((block) => block.fields), [blocks])
  const loaded = useMemo(() => toFormValues(details, fields, newId), [details, fields])
  const [editing, setEditingState] = useState(false)
  const setEditing = (next: boolean) => {
    setEditingState(next)
    onEditingChange?.(next)
  }
  const [initial, setInitial] = useState(loaded)
  const form = useForm<ProfileFormValues>({ defaultValues: initial })
  const { isDirty, cancel } = useUnsavedChanges(form, initial)
  const context = useFieldContext(form, details, fields)
  const container = useRef<HTMLFormElement>(null)
  const toolbar = useRef<HTMLDivElement>(null)

  // A fresh answer (after a save, or a refetch) becomes the form's start, but never mid-edit.
  // Not on mount: the form starts from this answer already, and resetting it to the same values
  // drew the whole form a second time, synchronously (15–35 ms of one task here).
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    if (editing) return
    setInitial(loaded)
    form.reset(loaded)
  }, [editing, loaded, form])

  const leaveEditing = () => {
    setEditing(false)
    focusFirstControl(() => toolbar.current)
  }
  const { save, isSaving } = useProfileSave({
    form,
    fields,
    initial,
    isDirty: editing && isDirty,
    details,
    container,
    onSaved: leaveEditing,
  })

  const startEditing = () => {
    setEditing(true)
    focusFirstControl(() => container.current?.querySelector<HTMLElement>('[data-blocks]'))
  }

  const saved = savedValues(details, fields)
  const shown = blocks.filter(({ fields: own }) =>
    isBlockVisible(
      own.map((placed) => placed.config),
      saved,
      editing,
    ),
  )

  return (
    <form
      ref={container}
      onSubmit={save}
      noValidate
      aria-label={label ?? t`Личные данные`}
      className={styles.blocks}
    >
      <LeaveGuard isDirty={editing && isDirty} />
      {!editing && details.mainInfo.isEditable && (
        <div ref={toolbar} className={styles.actions}>
          <Button variant="secondary" onPress={startEditing}>
            <Trans>Редактировать</Trans>
          </Button>
        </div>
      )}
      <div data-blocks className={styles.blocks}>
        {shown.length === 0 && (
          <EmptyState headingLevel={2} title={t`Данные профиля не заполнены`} />
        )}
        {shown.map(({ block, fields: own }) =>
          editing ? (
            <BlockEdit key={block.code} title={block.title} fields={own} context={context} />
          ) : (
            <BlockView
              key={block.code}
              title={block.title}
              fields={own}
              details={details}
              withGroups={block.code === 'users_main_base'}
            />
          ),
        )}
      </div>
      {editing && (
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving}>
            <Trans>Сохранить</Trans>
          </Button>
          <Button
            variant="secondary"
            isDisabled={isSaving}
            onPress={() => {
              cancel()
              leaveEditing()
            }}
          >
            <Trans>Отмена</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
