import { safeDestination } from '@platform/forms'
import { getServicesMenuQuery } from '@platform/sdk/query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { usePlatform } from '../../platform/hooks'
import { openableServices } from '../../platform/services'
import { sessionQuery } from '../../platform/session'
import { postLoginTarget } from '../../routes/guard'

/**
 * After a successful sign-in (the login mutation has invalidated every query): loads the
 * person and their services again, then applies the post-login redirect — back to
 * the kept page, to /profile, to /apps, or out to the one service's address.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const { client, queryClient } = usePlatform()
  const router = useRouter()
  const from = useSearch({ from: '__root__', select: (search) => search.from })

  return useCallback(async () => {
    const profile = await queryClient.fetchQuery(sessionQuery(client))
    const services = profile
      ? (await queryClient.fetchQuery(getServicesMenuQuery(client))).services
      : []
    const addresses = openableServices(services).map((entry) => entry.serviceUrl)
    const policy = { origin: window.location.origin, trusted: addresses }
    const target = postLoginTarget({
      kept: from,
      services: addresses.flatMap((address) => safeDestination(address, policy) ?? []),
      requiredFieldsEmpty: profile?.accessInfo.requiredFieldsEmpty ?? false,
    })
    if ('url' in target) {
      window.location.assign(target.url)
      return
    }
    await router.navigate({ href: target.page, replace: true })
  }, [client, queryClient, router, from])
}
