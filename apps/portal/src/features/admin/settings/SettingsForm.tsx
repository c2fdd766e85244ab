import { Trans, useLingui } from '@lingui/react/macro'
import {
  type FieldErrors,
  fieldErrorsOf,
  type PlatformErrorLike,
  settingsFilledBy,
} from '@platform/forms'
import { applyFieldErrors, useServerErrors, useSingleSubmit } from '@platform/forms/react'
import {
  isPlatformError,
  type SettingChange,
  type SettingsModule,
  type UniqueError,
} from '@platform/sdk'
import { Accordion, Button } from '@platform/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Key } from 'react-aria-components'
import { useForm, useWatch } from 'react-hook-form'
import { lazyDialog } from '../../../shared/lazy-part'
import { isSetAside, useKeptSave } from '../../../shell/use-kept-save'
import { useNotify } from '../shared/notify'
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard'
import { SettingsGroup } from './SettingsGroup'
import * as styles from './settings.css'
import {
  changedRows,
  changesToSave,
  clientErrors,
  groupKey,
  initialValues,
  type SettingsValues,
  settingRows,
} from './settings-model'

const UniqueErrorsDialog = lazyDialog(
  () => import('./UniqueErrorsDialog').then((module) => module.UniqueErrorsDialog),
  { isOpen: (props) => props.errors.length > 0 },
)

interface SettingsFormProps {
  modules: SettingsModule[]
  /** Saves the changed rows in one request; rejects with the PlatformError. */
  onSave: (changes: SettingChange[]) => Promise<unknown>
}

/**
 * A settings screen: modules of expandable groups. The rows a person changes are
 * marked and saved together in one request; read-only rows are shown disabled and never sent.
 */
export function SettingsForm({ modules, onSave }: SettingsFormProps) {
  const { t } = useLingui()
  const notify = useNotify()
  const rows = useMemo(() => settingRows(modules), [modules])
  const initial = useMemo(() => initialValues(rows), [rows])
  const form = useForm<SettingsValues>({ defaultValues: initial })
  // Fresh data keeps what the person changed. Not through `values`: with it, the form resets in
  // its first effect and draws everything a second time, in one task (16–21 ms here).
  const shown = useRef(initial)
  useEffect(() => {
    if (shown.current === initial) return
    shown.current = initial
    form.reset(initial, { keepDirtyValues: true, keepFieldsRef: true })
  }, [form, initial])
  const titles = useMemo(() => new Map(rows.map((row) => [row.code, row.title])), [rows])
  const editable = useMemo(
    () => new Set(rows.filter((row) => !row.readonly).map((row) => row.code)),
    [rows],
  )
  // Rows of a uniqueness rule that was refused are marked too, besides the modal.
  const toFieldErrors = useCallback(
    (error: PlatformErrorLike): FieldErrors => {
      const errors = fieldErrorsOf(error, { mirror: [] })
      for (const each of error.body?.uniqueErrors ?? []) {
        if (titles.has(each.code)) errors[each.code] = ['errorUnique']
      }
      return errors
    },
    [titles],
  )
  const applyServerErrors = useServerErrors(form, { mirror: [], toFieldErrors })
  const values = useWatch({ control: form.control }) as SettingsValues
  const changed = useMemo(
    () => new Set(changedRows(rows, values).map((row) => row.code)),
    [rows, values],
  )
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(
    () => new Set(rows[0] ? [rows[0].group] : []),
  )
  const [uniqueErrors, setUniqueErrors] = useState<UniqueError[]>([])
  const [invalid, setInvalid] = useState(false)

  /** Opens the groups of the rows with errors and moves focus to the first of them. */
  const reveal = (errors: FieldErrors, focus: boolean) => {
    const codes = Object.keys(errors)
    const groups = rows.filter((row) => codes.includes(row.code)).map((row) => row.group)
    setExpanded((current) => new Set([...current, ...groups]))
    const first = rows.find((row) => codes.includes(row.code))
    if (!focus || !first) return
    requestAnimationFrame(() => {
      const row = document.querySelector(`[data-setting="${first.code}"]`)
      const control =
        row?.querySelector<HTMLElement>(':is(input, textarea, button)[aria-invalid="true"]') ??
        row?.querySelector<HTMLElement>('input:not([disabled]), button:not([tabindex="-1"])')
      control?.focus()
    })
  }

  const discard = () => {
    // The form keeps edits when fresh data arrives; discarding them must not.
    form.reset(initial, { keepDirtyValues: false })
    setInvalid(false)
  }
  const kept = useKeptSave({ isDirty: changed.size > 0, onDiscard: discard })
  const single = useSingleSubmit()
  const submit = single.guard(
    form.handleSubmit(async (current) => {
      form.clearErrors()
      const errors = clientErrors(rows, current)
      setInvalid(Object.keys(errors).length > 0)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        reveal(errors, true)
        return
      }
      const body = changesToSave(rows, current)
      if (body.length === 0) return
      try {
        await kept(() => onSave(body))
        notify.success('settingsSaved')
      } catch (error) {
        if (isSetAside(error)) return
        notify.failure('settingsError', error)
        if (!isPlatformError(error)) return
        const unique = error.body?.uniqueErrors ?? []
        const fieldErrors = applyServerErrors(error)
        setInvalid(Object.keys(fieldErrors).length > 0)
        reveal(fieldErrors, unique.length === 0)
        setUniqueErrors(unique)
      }
    }),
  )

  const count = changed.size
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {modules.map((module) => {
        const keys = module.groups.map((group) => groupKey(module, group))
        return (
          <section
            key={module.code}
            className={styles.module}
            aria-labelledby={`settings-module-${module.code}`}
          >
            <h2 id={`settings-module-${module.code}`} className={styles.moduleTitle}>
              {module.title}
            </h2>
            <Accordion
              allowsMultipleExpanded
              expandedKeys={new Set(keys.filter((key) => expanded.has(key)))}
              onExpandedChange={(next) =>
                setExpanded(
                  (current) =>
                    new Set([
                      ...[...current].filter((key) => !keys.includes(String(key))),
                      ...next,
                    ]),
                )
              }
            >
              {module.groups.map((group) => (
                <SettingsGroup
                  key={group.code}
                  id={groupKey(module, group)}
                  group={group}
                  isExpanded={expanded.has(groupKey(module, group))}
                  control={form.control}
                  changed={changed}
                  onEdit={(code, value) => {
                    form.clearErrors(code)
                    for (const [filled, next] of Object.entries(settingsFilledBy(code, value))) {
                      if (!editable.has(filled)) continue
                      form.setValue(filled, next, { shouldDirty: true })
                      form.clearErrors(filled)
                    }
                  }}
                />
              ))}
            </Accordion>
          </section>
        )
      })}
      <div className={styles.saveBar}>
        <p className={styles.saveState} aria-live="polite">
          {count > 0 ? t`Изменено настроек: ${count}` : t`Изменений нет`}
        </p>
        {invalid && (
          <p className={styles.saveError} role="alert">
            <Trans>Проверьте отмеченные настройки</Trans>
          </p>
        )}
        <div className={styles.saveActions}>
          <Button
            variant="secondary"
            isDisabled={count === 0 || single.isPending}
            onPress={discard}
          >
            <Trans>Отменить изменения</Trans>
          </Button>
          <Button type="submit" isDisabled={count === 0} isPending={single.isPending}>
            <Trans>Сохранить</Trans>
          </Button>
        </div>
      </div>
      <UniqueErrorsDialog
        errors={uniqueErrors}
        titles={titles}
        onClose={() => setUniqueErrors([])}
      />
      <UnsavedChangesGuard when={count > 0 && !single.isPending} />
    </form>
  )
}
