import { useLingui } from '@lingui/react/macro'
import { listDynamicFieldTypesQuery } from '@platform/sdk/query'
import { Link } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import * as styles from './dynamic-fields.css'
import { dynamicFieldsHref } from './hrefs'
import { entityTypes, entityTypeTitles } from './texts'

/** Switches between the entity types that have dynamic fields; the current one is marked. */
export function TypeSwitcher({ current }: { current: string }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const types = useQuery(listDynamicFieldTypesQuery(client))
  const list =
    types.data?.types ??
    entityTypes.map((type) => ({ type, title: i18n._(entityTypeTitles[type]) }))
  return (
    <nav aria-label={t`Типы сущностей`}>
      <ul className={styles.switcher}>
        {list.map(({ type, title }) => (
          <li key={type}>
            <Link
              href={dynamicFieldsHref(type)}
              className={styles.switcherLink}
              aria-current={type === current ? 'page' : undefined}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
