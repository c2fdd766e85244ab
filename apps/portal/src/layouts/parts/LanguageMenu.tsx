import { Trans } from '@lingui/react/macro'
import type { ProjectLocale } from '@platform/sdk'
import { Button, Menu, MenuItem, MenuTrigger } from '@platform/ui'
import * as styles from './Header.css'
import { GlobeIcon } from './icons'
import { visuallyHidden } from './shared.css'

interface LanguageMenuProps {
  locales: ProjectLocale[]
  current: ProjectLocale
  pending: boolean
  onChoose: (code: unknown) => void
}

/** Three or more languages: a menu. Loaded only for such projects. */
export default function LanguageMenu({ locales, current, pending, onChoose }: LanguageMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="quiet" className={styles.iconButton} isPending={pending}>
        <GlobeIcon />
        <span className={visuallyHidden}>
          <Trans>Язык:</Trans>{' '}
        </span>
        <span lang={current.code} className={styles.wideOnly}>
          {current.name}
        </span>
      </Button>
      <Menu
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[current.code]}
        onAction={onChoose}
      >
        {locales.map((entry) => (
          <MenuItem key={entry.code} id={entry.code} textValue={entry.name}>
            <span lang={entry.code}>{entry.name}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  )
}
