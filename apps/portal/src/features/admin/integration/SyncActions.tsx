import { useLingui } from '@lingui/react/macro'
import { type IntegrationSync, isPlatformError } from '@platform/sdk'
import {
  setIntegrationSyncEnabledMutation,
  startIntegrationSyncMutation,
} from '@platform/sdk/query'
import { Button, ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import { useNotify } from '../shared/notify'

interface SyncActionsProps {
  sync: IntegrationSync
  /** The entity as people name it. */
  name: string
}

/** An entity's switch (asks first, sends the opposite). */
export function SyncSwitch({ sync, name }: SyncActionsProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const toggle = useMutation(setIntegrationSyncEnabledMutation(client))
  return (
    <ActiveToggle
      name={name}
      label={t`Включена`}
      isActive={sync.enabled}
      confirmTitle={
        sync.enabled ? t`Отключить синхронизацию «${name}»?` : t`Включить синхронизацию «${name}»?`
      }
      onConfirm={() =>
        toggle
          .mutateAsync({ params: { path: { id: sync.id } }, body: { enabled: !sync.enabled } })
          .then(
            () => notify.success('integrationSyncUpdated'),
            (error: unknown) => notify.failure('integrationSyncUpdateError', error),
          )
      }
    >
      {sync.enabled
        ? t`Изменения этой сущности перестанут отправляться другим приложениям.`
        : t`Изменения этой сущности будут отправляться другим приложениям.`}
    </ActiveToggle>
  )
}

/**
 * The start of an entity's full synchronisation, after a question: every record is sent
 * again. Offered unless one is running; one that started meanwhile is said in plain words.
 */
export function SyncStart({ sync, name }: SyncActionsProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const start = useMutation(startIntegrationSyncMutation(client))
  const [asking, setAsking] = useState(false)
  const running = sync.status === 'process'
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t`Запустить полную синхронизацию: ${name}`}
        isDisabled={running}
        isPending={start.isPending}
        onPress={() => setAsking(true)}
      >
        {running ? t`Идёт` : t`Запустить`}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t`Запустить полную синхронизацию «${name}»?`}
        confirmLabel={t`Запустить`}
        onConfirm={() =>
          start.mutateAsync({ params: { path: { id: sync.id } } }).then(
            () => notify.success('integrationSyncStarted'),
            (error: unknown) => {
              if (isPlatformError(error) && error.body?.error === 'syncInProgress') {
                console.error('integrationSyncStartError', error)
                toast.error(t`Синхронизация «${name}» уже идёт`)
              } else notify.failure('integrationSyncStartError', error)
            },
          )
        }
      >
        {t`Все записи сущности будут заново отправлены другим приложениям. Это может занять время; состояние обновится, когда синхронизация закончится.`}
      </ConfirmDialog>
    </>
  )
}
