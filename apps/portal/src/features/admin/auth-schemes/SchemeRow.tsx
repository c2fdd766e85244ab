import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type SchemeBlocker, schemeBlockers } from '@platform/forms'
import type { AuthScheme } from '@platform/sdk'
import { setAuthSchemeActiveMutation } from '@platform/sdk/query'
import { Button, Menu, MenuItem, MenuTrigger, StatusBadge } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as admin from '../shared/admin.css'
import { useNotify } from '../shared/notify'

export type SchemeAction = { kind: 'edit' | 'delete'; scheme: AuthScheme }

interface SchemeRowProps {
  scheme: AuthScheme
  /** How many schemes exist: fewer than two keeps every one of them on. */
  count: number
  onAction: (action: SchemeAction) => void
}

/** One scheme in the priority list: what it is, whether it is on and why it must stay on. */
export function SchemeRow({ scheme, count, onAction }: SchemeRowProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const setActive = useMutation(setAuthSchemeActiveMutation(client))
  const name = scheme.name
  const users = scheme.usersCount
  const blockers = schemeBlockers(scheme, count)
  // Deleting leaves one scheme fewer, with the same reasons as switching off.
  const deleteBlockers = schemeBlockers({ ...scheme, active: true }, count - 1)
  const reasons: Record<SchemeBlocker, string> = {
    hasUsers: t({
      message: plural(users, {
        one: 'по ней входит # человек',
        few: 'по ней входят # человека',
        many: 'по ней входят # человек',
        other: 'по ней входят # человека',
      }),
    }),
    tooFewSchemes: t`схем должно быть не меньше двух`,
    baseScheme: t`это основная схема`,
  }
  const why = blockers.map((blocker) => reasons[blocker]).join('; ')
  const toggle = () =>
    setActive
      .mutateAsync({ params: { path: { id: scheme.id } }, body: { active: !scheme.active } })
      .then(
        () => notify.success('authSchemaActiveSaved'),
        (error) => notify.failure('authSchemaUpdateError', error),
      )

  return (
    <div className={admin.itemRow}>
      <div className={admin.itemMain}>
        <span className={admin.itemTitle}>{name}</span>
        <span className={admin.code}>{scheme.code}</span>
        {scheme.base && <StatusBadge variant="info">{t`Основная`}</StatusBadge>}
        {!scheme.active && <StatusBadge variant="disabled">{t`Неактивна`}</StatusBadge>}
        {blockers.length > 0 && (
          <span className={admin.muted}>
            <Trans>Нельзя отключить: {why}.</Trans>
          </span>
        )}
      </div>
      <div className={admin.itemActions}>
        <ActiveToggle
          name={name}
          isActive={scheme.active}
          isDisabled={blockers.length > 0}
          confirmTitle={
            scheme.active ? t`Отключить схему «${name}»?` : t`Включить схему «${name}»?`
          }
          onConfirm={toggle}
        >
          {scheme.active
            ? t`Схему перестанут предлагать при входе.`
            : t`Схему снова будут предлагать при входе в порядке приоритета.`}
        </ActiveToggle>
        <MenuTrigger>
          <Button variant="quiet" aria-label={t`Действия со схемой «${name}»`}>
            ⋯
          </Button>
          <Menu
            disabledKeys={deleteBlockers.length > 0 ? ['delete'] : []}
            onAction={(key) => onAction({ kind: key === 'delete' ? 'delete' : 'edit', scheme })}
          >
            <MenuItem id="edit">{t`Изменить`}</MenuItem>
            <MenuItem id="delete" variant="danger">
              {t`Удалить`}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  )
}
