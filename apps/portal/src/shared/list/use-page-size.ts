import { getUserSettingsQuery, updateUserSettingsMutation } from '@platform/sdk/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform, useStartup } from '../../platform/hooks'

/** The page sizes a person can choose between. */
export const pageSizes = [10, 20, 50, 100] as const

/** Rows per page before the person chooses (the contract's default). */
const defaultPageSize = 20

/** The person's page size: their setting when it is a sane number, else the default. */
function pageSizeOf(pagination: number | null | undefined): number {
  return pagination && Number.isInteger(pagination) && pagination >= 1 && pagination <= 1000
    ? pagination
    : defaultPageSize
}

/**
 * Rows per page of every list, from the person's settings (`pagination`). A change applies at
 * once and is saved to the settings, so every list and the next visit start with it; a failed
 * save is only logged, since the list already shows what the person chose.
 */
export function usePageSize() {
  const { client } = usePlatform()
  const { profile, userSettings } = useStartup()
  const { data } = useQuery({
    ...getUserSettingsQuery(client),
    enabled: profile !== null,
    initialData: userSettings ?? undefined,
  })
  const [chosen, setChosen] = useState<number>()
  const { mutate: save } = useMutation(
    updateUserSettingsMutation(client, {
      onError: (error) => console.warn('The page size was not saved.', error),
    }),
  )
  const pageSize = chosen ?? pageSizeOf(data?.pagination)
  return {
    pageSize,
    pageSizes,
    setPageSize: (next: number) => {
      if (next === pageSize) return
      setChosen(next)
      if (profile !== null) save({ body: { pagination: next } })
    },
  }
}
