import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Menu, MenuItem, MenuSection, MenuTrigger } from '@platform/ui'
import { Text } from 'react-aria-components'
import * as styles from './Header.css'
import { useBackLink, useRouteExists, useShell } from './hooks'
import { GridIcon } from './icons'
import { currentService } from './menu'
import * as menuStyles from './menus.css'

/**
 * The services the person may open, hidden with fewer than 2; the one the `ref` back link
 * came from is marked current.
 */
export function ServiceSwitch() {
  const { t } = useLingui()
  const { services } = useShell()
  const back = useBackLink()
  const exists = useRouteExists()
  if (services.length < 2) return null
  const current = currentService(services, back)

  return (
    <MenuTrigger>
      <Button variant="quiet" className={styles.iconButton}>
        <GridIcon />
        <span className={styles.wideOnly}>
          <Trans>Сервисы</Trans>
        </span>
      </Button>
      <Menu placement="bottom end">
        <MenuSection title={t`Сервисы`}>
          {services.map((service) => (
            <MenuItem
              key={service.applicationKey}
              id={service.applicationKey}
              href={service.serviceUrl ?? undefined}
              textValue={service.title}
              className={`${menuStyles.item} ${menuStyles.link}`}
            >
              <Text slot="label" className={menuStyles.title}>
                {service.title}
                {service === current && (
                  <span className={menuStyles.mark}>
                    {' '}
                    <Trans>(текущий)</Trans>
                  </span>
                )}
              </Text>
              {service.description && (
                <Text slot="description" className={menuStyles.description}>
                  {service.description}
                </Text>
              )}
            </MenuItem>
          ))}
        </MenuSection>
        {exists('/apps') ? (
          <MenuSection>
            <MenuItem id="all" href="/apps" className={menuStyles.link}>
              <Trans>Все сервисы</Trans>
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
    </MenuTrigger>
  )
}
