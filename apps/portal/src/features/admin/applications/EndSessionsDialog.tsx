import { useLingui } from '@lingui/react/macro'
import type { OperationQuery, Session } from '@platform/sdk'
import {
  deleteApplicationSessionMutation,
  deleteApplicationSessionsMutation,
} from '@platform/sdk/query'
import { ConfirmDialog } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { useNotified } from '../shared/use-notified'

type SessionsFilter = OperationQuery<'/platform/setting/applications/sessions', 'delete'>

/** What is about to end: one session, or every session the filters find. */
export type EndingSessions =
  | { kind: 'one'; session: Session }
  | { kind: 'all'; filters: SessionsFilter }

/** Asks before ending one session of an application, or all it finds with the table's filters. */
export function EndSessionsDialog({
  ending,
  onClose,
}: {
  ending: EndingSessions | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notified = useNotified()
  const endOne = useMutation(deleteApplicationSessionMutation(client))
  const endAll = useMutation(deleteApplicationSessionsMutation(client))

  const confirm = () => {
    if (ending?.kind === 'all') {
      return notified(
        endAll.mutateAsync({ params: { query: ending.filters } }),
        'applicationsSessionsLoggedOut',
        'applicationsSessionsLogoutError',
      )
    }
    const session = ending?.session
    const path = { sessionId: session?.id ?? '' }
    return notified(
      endOne.mutateAsync({ params: { path, query: { clientId: session?.clientId ?? '' } } }),
      'applicationsSessionLoggedOut',
      'applicationsSessionLogoutError',
    )
  }

  const who = ending?.kind === 'one' ? (ending.session.user?.fio ?? '') : ''
  return (
    <ConfirmDialog
      isOpen={ending !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={ending?.kind === 'all' ? t`Завершить найденные сеансы?` : t`Завершить сеанс?`}
      confirmLabel={ending?.kind === 'all' ? t`Завершить все` : t`Завершить`}
      variant="destructive"
      onConfirm={confirm}
    >
      {ending?.kind === 'all'
        ? t`Все сеансы приложения, которые сейчас показывает таблица, на всех её страницах, закончатся; людям придётся войти заново.`
        : t`Сеанс пользователя ${who} закончится; ему придётся войти заново.`}
    </ConfirmDialog>
  )
}
