import { useLingui } from '@lingui/react/macro'
import type { Session } from '@platform/sdk'
import { deleteAllSessionsMutation, deleteSessionMutation } from '@platform/sdk/query'
import { ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../../i18n/errors'
import { afterSignOut } from '../../../layouts/parts/signOut'
import { usePlatform } from '../../../platform/hooks'
import { sessionSnackbars } from './texts'

/** What the person is about to end: one session, or every session but this one. */
export type Ending = { kind: 'one'; session: Session } | { kind: 'all' } | null

/**
 * Asks before ending a session or all the others (`logout` / `logoutAll` on success, `error` on
 * failure). Ending the session of this browser signs it out: the page reloads signed out.
 */
export function EndSessionDialog({ ending, onClose }: { ending: Ending; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const endOne = useMutation(deleteSessionMutation(client))
  const endAll = useMutation(deleteAllSessionsMutation(client))
  const isPending = endOne.isPending || endAll.isPending
  const current = ending?.kind === 'one' && ending.session.current === true

  const confirm = async () => {
    if (!ending || isPending) return
    try {
      if (ending.kind === 'all') {
        await endAll.mutateAsync({})
        toast.success(i18n._(sessionSnackbars.logoutAll))
      } else {
        await endOne.mutateAsync({ params: { path: { sessionId: ending.session.id } } })
        toast.success(i18n._(sessionSnackbars.logout))
        if (ending.session.current) {
          onClose()
          afterSignOut()
          return
        }
      }
    } catch (error) {
      toast.error(i18n._(sessionSnackbars.error), { description: i18n._(errorMessage(error)) })
    }
    onClose()
  }

  return (
    <ConfirmDialog
      isOpen={ending !== null}
      title={
        ending?.kind === 'all'
          ? t`Завершить все другие сеансы?`
          : current
            ? t`Выйти на этом устройстве?`
            : t`Завершить сеанс?`
      }
      confirmLabel={ending?.kind === 'all' ? t`Завершить все` : current ? t`Выйти` : t`Завершить`}
      cancelLabel={t`Отмена`}
      variant="destructive"
      isPending={isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {ending?.kind === 'all'
        ? t`На всех других устройствах потребуется войти заново. Этот сеанс останется.`
        : current
          ? t`Это сеанс, в котором вы сейчас работаете: после завершения потребуется войти снова.`
          : t`На этом устройстве потребуется войти заново.`}
    </ConfirmDialog>
  )
}
