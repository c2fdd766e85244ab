import { useLingui } from '@lingui/react/macro'
import type { Application } from '@platform/sdk'
import { listApplicationsQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useLogFailure } from '../../../shared/list'
import { FormSelect } from '../shared/FormSelect'
import type { ApplicationValues } from './application-form'

interface ParentFieldProps {
  form: UseFormReturn<ApplicationValues>
  application: Application | null
  readOnly: boolean
}

/**
 * The parent of a virtual application, chosen from the other applications that are not
 * virtual themselves; the platform refuses a parent without support for virtual ones.
 */
export function ParentField({ form, application, readOnly }: ParentFieldProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const all = useQuery(
    listApplicationsQuery(client, { page: 1, limit: 1000, sortBy: 'order', sort: 'asc' }),
  )
  useLogFailure('the parent applications', all.error)
  const parents = (all.data?.applications ?? []).filter(
    (each) => each.type !== 'virtual' && each.id !== application?.id,
  )
  return (
    <FormSelect
      form={form}
      name="parentId"
      label={t`Родительское приложение`}
      description={t`Приложение с поддержкой виртуальных приложений.`}
      options={parents.map((parent) => ({ id: parent.id, title: parent.name }))}
      isRequired
      isReadOnly={readOnly}
      isLoading={all.isFetching}
    />
  )
}
