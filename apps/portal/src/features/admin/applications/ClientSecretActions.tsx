import { useLingui } from '@lingui/react/macro'
import { getClientSecretQuery, regenerateClientSecretMutation } from '@platform/sdk/query'
import { Button, ConfirmDialog, Dialog, TextField } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/form.css'
import { useNotify } from '../shared/notify'

interface ClientSecretActionsProps {
  clientId: string
  /** A new secret may be generated (clients are not read-only by access). */
  canRenew: boolean
}

/**
 * Copies a client's secret to the clipboard, and generates a new one after a confirmation,
 * which goes to the clipboard too; each says so. A secret the clipboard refused is shown, so
 * a renewed one is never lost.
 */
export function ClientSecretActions({ clientId, canRenew }: ClientSecretActionsProps) {
  const { t } = useLingui()
  const { client, queryClient } = usePlatform()
  const notify = useNotify()
  const renew = useMutation(regenerateClientSecretMutation(client))
  const [asking, setAsking] = useState(false)
  const [copying, setCopying] = useState(false)
  const [unCopied, setUnCopied] = useState<string | null>(null)

  const toClipboard = async (
    secret: string,
    done: 'applicationSecretCopied' | 'applicationSecretRenewed',
  ) => {
    try {
      await navigator.clipboard.writeText(secret)
      notify.success(done)
    } catch (error) {
      console.error('The clipboard refused the secret.', error)
      setUnCopied(secret)
    }
  }

  const copy = async () => {
    if (copying) return
    setCopying(true)
    try {
      const { secret } = await queryClient.fetchQuery(getClientSecretQuery(client, { clientId }))
      await toClipboard(secret, 'applicationSecretCopied')
    } catch (error) {
      notify.failure('applicationUpdateSecretError', error)
    } finally {
      setCopying(false)
    }
  }

  const regenerate = () =>
    renew.mutateAsync({ params: { path: { clientId } } }).then(
      ({ secret }) => toClipboard(secret, 'applicationSecretRenewed'),
      (error: unknown) => {
        notify.failure('applicationUpdateSecretError', error)
        throw error
      },
    )

  return (
    <>
      <Button variant="secondary" onPress={copy} isPending={copying}>
        {t`Скопировать секрет «${clientId}»`}
      </Button>
      {canRenew && (
        <Button variant="secondary" onPress={() => setAsking(true)}>
          {t`Создать новый секрет «${clientId}»`}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t`Создать новый секрет клиента «${clientId}»?`}
        confirmLabel={t`Создать и скопировать`}
        variant="destructive"
        onConfirm={regenerate}
      >
        {t`Прежний секрет сразу перестанет работать; выданные с ним токены действуют до своего срока. Новый секрет будет скопирован в буфер обмена.`}
      </ConfirmDialog>
      <Dialog
        isOpen={unCopied !== null}
        onOpenChange={(isOpen) => !isOpen && setUnCopied(null)}
        title={t`Секрет клиента «${clientId}»`}
      >
        <p className={styles.note}>
          {t`Скопировать в буфер обмена не удалось: выделите секрет и скопируйте его сами.`}
        </p>
        <TextField label={t`Секрет`} value={unCopied ?? ''} isReadOnly autoFocus />
      </Dialog>
    </>
  )
}
