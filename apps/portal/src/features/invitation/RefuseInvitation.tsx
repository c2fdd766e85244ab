import { useLingui } from '@lingui/react/macro'
import { refuseInvitationMutation } from '@platform/sdk/query'
import { Button, ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { type LinkProblem, linkProblem } from '../links/link-problem'

export interface RefuseInvitationProps {
  id: string
  onLinkProblem: (problem: LinkProblem) => void
}

/** Refusing asks first, then reloads the page, which shows the invitation as answered. */
export function RefuseInvitation({ id, onLinkProblem }: RefuseInvitationProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const [isOpen, setOpen] = useState(false)
  const refuse = useMutation(
    refuseInvitationMutation(client, { onSuccess: () => window.location.reload() }),
  )

  const confirm = async () => {
    try {
      await refuse.mutateAsync({ params: { path: { id } } })
    } catch (error) {
      setOpen(false)
      const problem = linkProblem(error)
      if (problem && problem.kind !== 'technical') onLinkProblem(problem)
      else toast.error(t`Не удалось отклонить приглашение. Повторите попытку позже`)
    }
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t`Отклонить`}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t`Отклонить приглашение?`}
        confirmLabel={t`Отклонить`}
        variant="destructive"
        isPending={refuse.isPending}
        onConfirm={confirm}
      >
        {t`Приглашение перестанет действовать, и принять его будет нельзя.`}
      </ConfirmDialog>
    </>
  )
}
