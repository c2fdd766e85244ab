import { AvatarMenu } from './AvatarMenu'
import { useShell } from './hooks'
import { NotificationBell } from './NotificationBell'
import { ServiceSwitch } from './ServiceSwitch'

/**
 * The header's controls of a signed-in person: the service switch, the bell (when the project
 * has personal notifications) and the avatar menu. A chunk of its own: the sign-in page, the
 * first thing everyone loads, never needs it.
 */
export default function SessionControls() {
  const { project } = useShell()
  return (
    <>
      <ServiceSwitch />
      {project.uiSettings.localNotifies && <NotificationBell />}
      <AvatarMenu />
    </>
  )
}
