export { notifyKeys } from './keys'
export { markNotificationReadMutation } from './notify.mutations'
export { listLatestNotificationsQuery, listNotificationsQuery } from './notify.queries'
