import { Trans, useLingui } from '@lingui/react/macro'
import type { DynamicFieldSubtype } from '@platform/sdk'
import { setDynamicFieldSubtypeActiveMutation } from '@platform/sdk/query'
import {
  Button,
  Card,
  Checkbox,
  EmptyState,
  Menu,
  MenuItem,
  MenuTrigger,
  StatusBadge,
} from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { memo } from 'react'
import { VisuallyHidden } from 'react-aria-components'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as admin from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import * as styles from './dynamic-fields.css'
import type { Editing } from './EditorDialogs'
import { FieldList } from './FieldList'

interface SubtypeCardProps {
  subtype: DynamicFieldSubtype
  isReordering: boolean
  /** Checked for a deletion of several blocks. */
  isSelected: boolean
  onSelect: (id: string, selected: boolean) => void
  onReorderFields: (subtypeId: string, ids: string[]) => void
  onEdit: (editing: Editing) => void
}

/**
 * A block of the tab: its check for a bulk deletion, activity, edit, copy and delete actions,
 * and its fields in order. Memoised: a dialog opening on the page does not redraw every block.
 */
export const SubtypeCard = memo(function SubtypeCard({
  subtype,
  isReordering,
  isSelected,
  onSelect,
  onReorderFields,
  onEdit,
}: SubtypeCardProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const setActive = useMutation(setDynamicFieldSubtypeActiveMutation(client))
  const title = subtype.title
  const toggle = () =>
    setActive
      .mutateAsync({ params: { path: { id: subtype.id } }, body: { active: !subtype.active } })
      .then(
        () => notify.success('subtypeActiveSaved'),
        (error) => notify.failure('subtypeActiveError', error),
      )

  return (
    <Card
      title={title}
      headingLevel={2}
      actions={
        <>
          {!subtype.systemic && (
            <Checkbox isSelected={isSelected} onChange={(next) => onSelect(subtype.id, next)}>
              <span>{t`Выбрать`}</span>
              <VisuallyHidden>{t` блок «${title}»`}</VisuallyHidden>
            </Checkbox>
          )}
          <ActiveToggle
            name={title}
            isActive={subtype.active}
            confirmTitle={
              subtype.active ? t`Отключить блок «${title}»?` : t`Включить блок «${title}»?`
            }
            onConfirm={toggle}
          >
            {subtype.active
              ? t`Блок и его поля перестанут показываться в карточках; значения сохранятся.`
              : t`Блок и его активные поля снова будут показываться в карточках.`}
          </ActiveToggle>
          <MenuTrigger>
            <Button variant="quiet" aria-label={t`Действия с блоком «${title}»`}>
              ⋯
            </Button>
            <Menu
              onAction={(key) =>
                onEdit(
                  key === 'delete'
                    ? { kind: 'deleteSubtype', subtype }
                    : { kind: 'subtype', mode: key === 'copy' ? 'copy' : 'update', subtype },
                )
              }
              disabledKeys={subtype.systemic ? ['delete'] : []}
            >
              <MenuItem id="edit">{t`Изменить блок`}</MenuItem>
              <MenuItem id="copy">{t`Копировать блок`}</MenuItem>
              <MenuItem id="delete" variant="danger">
                {t`Удалить блок`}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </>
      }
    >
      <div className={styles.blockBody}>
        <div className={admin.row}>
          <span className={admin.code}>{subtype.code}</span>
          {subtype.systemic && (
            <StatusBadge variant="info">
              <Trans>Системный</Trans>
            </StatusBadge>
          )}
          {!subtype.active && (
            <StatusBadge variant="disabled">
              <Trans>Неактивен</Trans>
            </StatusBadge>
          )}
        </div>
        {subtype.fields.length === 0 ? (
          <EmptyState headingLevel={3} icon={null} title={t`В блоке нет полей`} />
        ) : (
          <FieldList
            subtype={subtype}
            isDisabled={isReordering}
            onReorder={(ids) => onReorderFields(subtype.id, ids)}
            onEdit={onEdit}
          />
        )}
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              onEdit({ kind: 'field', mode: 'create', field: null, subtype: subtype.id })
            }
          >
            {t`Добавить поле`}
            <VisuallyHidden>{t` в блок «${title}»`}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </Card>
  )
})
