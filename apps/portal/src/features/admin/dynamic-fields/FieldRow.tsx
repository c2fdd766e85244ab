import { Trans, useLingui } from '@lingui/react/macro'
import { fieldLocks } from '@platform/forms'
import type { DynamicField } from '@platform/sdk'
import { setDynamicFieldActiveMutation } from '@platform/sdk/query'
import { Button, Menu, MenuItem, MenuTrigger, StatusBadge } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { memo } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as admin from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import * as styles from './dynamic-fields.css'
import type { Editing } from './EditorDialogs'
import { accessTitles, fieldTypeTitles } from './texts'

interface FieldRowProps {
  field: DynamicField
  onEdit: (editing: Editing) => void
}

/**
 * One field: its title, code, type and access level, its activity and its actions. Memoised:
 * the list redraws its rows whenever the person switches between mouse and keyboard (the drag
 * hint changes), and the row's content has no reason to follow.
 */
export const FieldRow = memo(function FieldRow({ field, onEdit }: FieldRowProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const setActive = useMutation(setDynamicFieldActiveMutation(client))
  const locks = fieldLocks(field)
  const title = field.title
  const toggle = () =>
    setActive
      .mutateAsync({ params: { path: { id: field.id } }, body: { active: !field.active } })
      .then(
        () => notify.success('fieldActiveSaved'),
        (error) => notify.failure('fieldActiveError', error),
      )

  return (
    <div className={styles.itemRow}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={admin.code}>{field.code}</span>
        <span className={admin.muted}>{i18n._(fieldTypeTitles[field.fieldType])}</span>
        {field.actionsAccess !== 0 && (
          <StatusBadge variant="info">{i18n._(accessTitles[field.actionsAccess])}</StatusBadge>
        )}
        {!field.active && (
          <StatusBadge variant="disabled">
            <Trans>Неактивно</Trans>
          </StatusBadge>
        )}
      </div>
      <div className={styles.itemActions}>
        <ActiveToggle
          name={title}
          isActive={field.active}
          isDisabled={locks.active}
          confirmTitle={field.active ? t`Отключить поле «${title}»?` : t`Включить поле «${title}»?`}
          onConfirm={toggle}
        >
          {field.active
            ? t`Поле перестанет показываться в карточках и профиле; его значения сохранятся.`
            : t`Поле снова будет показываться в карточках и профиле.`}
        </ActiveToggle>
        <MenuTrigger>
          <Button variant="quiet" aria-label={t`Действия с полем «${title}»`}>
            ⋯
          </Button>
          <Menu
            disabledKeys={locks.delete ? ['delete'] : []}
            onAction={(key) => {
              if (key === 'delete') onEdit({ kind: 'deleteField', field })
              else {
                const mode = key === 'copy' ? 'copy' : 'update'
                onEdit({ kind: 'field', mode, field, subtype: field.subtype })
              }
            }}
          >
            <MenuItem id="edit">{locks.readOnly ? t`Просмотреть` : t`Изменить`}</MenuItem>
            <MenuItem id="copy">{t`Копировать`}</MenuItem>
            <MenuItem id="delete" variant="danger">
              {t`Удалить`}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  )
})
