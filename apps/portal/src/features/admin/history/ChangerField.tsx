import { useLingui } from '@lingui/react/macro'
import { userSearchLimit } from '@platform/forms'
import type { UserContactOption } from '@platform/sdk'
import { searchUserContactsQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { LookupField, type LookupOption } from '../shared/LookupField'

const optionOf = (user: UserContactOption): LookupOption => ({
  id: user.id,
  name: user.fio,
  detail: user.email ?? user.login ?? undefined,
})

/** People by name, email or login, through the platform's user look-up. */
function usePeople(searchValue: string) {
  const { client } = usePlatform()
  const found = useQuery(searchUserContactsQuery(client, searchValue ? { searchValue } : {}))
  return { options: (found.data?.users ?? []).map(optionOf), isLoading: found.isFetching }
}

interface ChangerFieldProps {
  /** The chosen person's id, as the address keeps it. */
  value: string | undefined
  onChange: (id: string | undefined) => void
}

/** Who made a change. The address keeps only the id, so the name is looked up by it. */
export function ChangerField({ value, onChange }: ChangerFieldProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const chosen = useQuery({
    ...searchUserContactsQuery(client, { ids: value ? [value] : [] }),
    enabled: Boolean(value),
  })
  const person = chosen.data?.users.find((user) => user.id === value)
  const limit = userSearchLimit(undefined)
  return (
    <LookupField
      label={t`Кто изменил`}
      description={t`Имя, почта или логин; показываются первые ${limit} совпадений`}
      chosen={person ? optionOf(person) : undefined}
      useOptions={usePeople}
      onChange={onChange}
    />
  )
}
