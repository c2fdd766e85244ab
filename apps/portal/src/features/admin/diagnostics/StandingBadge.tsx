import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '@platform/ui'
import type { VersionDifference } from './version-difference'

/** Where the installed version stands, in words: its icon differs per standing too. */
export function StandingBadge({ difference }: { difference: VersionDifference }) {
  const { t } = useLingui()
  const part =
    difference.part === 'major'
      ? t`основная версия`
      : difference.part === 'minor'
        ? t`минорная версия`
        : t`исправления`
  switch (difference.standing) {
    case 'same':
      return <StatusBadge variant="success">{t`Рекомендуемая`}</StatusBadge>
    case 'behind':
      return <StatusBadge variant="warning">{t`Устарела: ${part}`}</StatusBadge>
    case 'ahead':
      return <StatusBadge variant="info">{t`Новее: ${part}`}</StatusBadge>
    default:
      return <StatusBadge variant="disabled">{t`Не сравнить`}</StatusBadge>
  }
}
