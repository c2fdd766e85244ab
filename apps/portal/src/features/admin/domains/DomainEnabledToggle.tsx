import { useLingui } from '@lingui/react/macro'
import { type DomainListItem, setDomainEnabledMutation } from '@platform/sdk'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import { useNotify } from '../shared/notify'

/** Whether a domain serves the sign-in layer; switching asks first and sends the opposite. */
export function DomainEnabledToggle({ domain }: { domain: DomainListItem }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const setEnabled = useMutation(setDomainEnabledMutation(client))
  const name = domain.aliases[0] ?? ''
  return (
    <ActiveToggle
      name={name}
      label={t`Доступен`}
      isActive={domain.enabled}
      confirmTitle={domain.enabled ? t`Отключить домен «${name}»?` : t`Включить домен «${name}»?`}
      onConfirm={() =>
        setEnabled
          .mutateAsync({ params: { path: { id: domain.id } }, body: { enabled: !domain.enabled } })
          .then(
            () => notify.success('domainsEnabledSaved'),
            (error) => notify.failure('domainsUpdateError', error),
          )
      }
    >
      {domain.enabled
        ? t`На адресах домена перестанет открываться вход.`
        : t`На адресах домена снова откроется вход.`}
    </ActiveToggle>
  )
}
