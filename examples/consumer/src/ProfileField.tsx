import type { FieldFormValue } from '@platform/forms'
import { getProfileConfigureQuery } from '@platform/sdk/query'
import { usePlatformClient } from '@platform/sdk/react'
import { DynamicField } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

/** The first dropdown field of the person's profile, drawn by the kit's DynamicField. */
export function ProfileField() {
  const client = usePlatformClient()
  const configure = useQuery(getProfileConfigureQuery(client))
  const [value, setValue] = useState<FieldFormValue>('')
  const field = Object.values(configure.data?.fields ?? {})
    .flat()
    .find((candidate) => candidate.fieldType === 'dropbox')

  return (
    <section aria-labelledby="profile-field">
      <h2 id="profile-field">Поле профиля</h2>
      {field && <DynamicField field={field} value={value} onChange={setValue} />}
    </section>
  )
}
