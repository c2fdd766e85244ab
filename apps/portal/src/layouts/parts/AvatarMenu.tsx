import { Trans, useLingui } from '@lingui/react/macro'
import { logoutMutation } from '@platform/sdk/query'
import { Avatar, Button, Menu, MenuItem, MenuSection, MenuTrigger, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import * as styles from './Header.css'
import { useRouteExists, useShell } from './hooks'
import * as menuStyles from './menus.css'
import { visuallyHidden } from './shared.css'
import { afterSignOut } from './signOut'
import { useAvatarUrl } from './useAvatarUrl'

const paths = {
  profile: '/profile',
  accessRequests: '/accesses/requests/access',
  administration: '/setting/options',
}

/** The signed-in person: their profile, access requests, administration and signing out. */
export function AvatarMenu() {
  const { i18n } = useLingui()
  const { client } = usePlatform()
  const { profile, project, configure } = useShell()
  const exists = useRouteExists()
  const avatarUrl = useAvatarUrl(profile?.mainInfo.avatar)
  const logout = useMutation(
    logoutMutation(client, {
      onSuccess: afterSignOut,
      onError: (error) => toast.error(i18n._(errorMessage(error))),
    }),
  )
  if (!profile) return null

  const { fio, firstName, lastName } = profile.mainInfo
  const shortName = [firstName, lastName].filter(Boolean).join(' ')
  const name = project.uiSettings.useUserFio || !shortName ? fio : shortName
  const accessRequests = project.uiSettings.accessRequests && exists(paths.accessRequests)
  const administration = configure?.accesses.usersAccess === true && exists(paths.administration)

  return (
    <MenuTrigger>
      <Button variant="quiet" className={styles.iconButton} isPending={logout.isPending}>
        <Avatar name={fio} src={avatarUrl} alt="" size="sm" />
        <span className={visuallyHidden}>
          <Trans>Меню пользователя:</Trans>{' '}
        </span>
        <span className={styles.wideOnly}>{name}</span>
      </Button>
      <Menu placement="bottom end" onAction={(key) => key === 'logout' && logout.mutate({})}>
        <MenuSection title={name}>
          <MenuItem id="profile" href={paths.profile} className={menuStyles.link}>
            <Trans>Профиль</Trans>
          </MenuItem>
          {accessRequests ? (
            <MenuItem id="access-requests" href={paths.accessRequests} className={menuStyles.link}>
              <Trans>Заявки на доступ</Trans>
            </MenuItem>
          ) : null}
          {administration ? (
            <MenuItem id="administration" href={paths.administration} className={menuStyles.link}>
              <Trans>Администрирование</Trans>
            </MenuItem>
          ) : null}
        </MenuSection>
        <MenuSection>
          <MenuItem id="logout">
            <Trans>Выйти</Trans>
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  )
}
