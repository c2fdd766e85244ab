import { useLingui } from '@lingui/react/macro'
import type { IdAttribute } from '@platform/sdk'
import { Link } from '@platform/ui'
import { useSearch } from '@tanstack/react-router'
import * as styles from './IdKindSwitch.css'

const idKinds: readonly IdAttribute[] = ['login', 'email', 'mobile']

/**
 * Which identifier the person enters: the `id` query parameter. Choosing one is
 * navigation to the same page with another `id`, so these are links, the current one marked.
 */
export function IdKindSwitch({
  value,
  onChange,
}: {
  value: IdAttribute
  onChange: (kind: IdAttribute) => void
}) {
  const { t } = useLingui()
  const search = useSearch({ from: '__root__' })
  const labels: Record<IdAttribute, string> = {
    login: t`По логину`,
    email: t`По почте`,
    mobile: t`По телефону`,
  }
  return (
    <nav aria-label={t`Как войти`} className={styles.kinds}>
      {idKinds.map((kind) => (
        <Link
          key={kind}
          className={styles.kind}
          href="/login"
          routerOptions={{ search: { ...search, id: kind }, replace: true }}
          aria-current={kind === value ? 'true' : undefined}
          onPress={() => {
            if (kind !== value) onChange(kind)
          }}
        >
          {labels[kind]}
        </Link>
      ))}
    </nav>
  )
}
