import { useLingui } from '@lingui/react/macro'
import type { ProviderListItem } from '@platform/sdk'
import { setProviderEnabledMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import { useNotify } from '../shared/notify'

/** Activates or deactivates a provider after a confirmation that says what follows. */
export function ProviderToggle({ provider }: { provider: ProviderListItem }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const setEnabled = useMutation(setProviderEnabledMutation(client))
  const name = provider.name
  return (
    <ActiveToggle
      name={name}
      label={t`Активен`}
      isActive={provider.enabled}
      confirmTitle={
        provider.enabled
          ? t`Деактивировать провайдера «${name}»?`
          : t`Активировать провайдера «${name}»?`
      }
      onConfirm={() =>
        setEnabled
          .mutateAsync({
            params: { path: { id: provider.id } },
            body: { enabled: !provider.enabled },
          })
          .then(
            () => notify.success('providersEnabledSaved'),
            (error: unknown) => notify.failure('providersUpdateError', error),
          )
      }
    >
      {provider.enabled
        ? t`Синхронизация с ним остановится, пока провайдер снова не станет активным.`
        : t`Синхронизация с ним пойдёт по её расписанию.`}
    </ActiveToggle>
  )
}
