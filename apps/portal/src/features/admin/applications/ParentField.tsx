import { useLingui } from '@lingui/react/macro'
import { type Application, listApplicationsQuery } from '@platform/sdk'
import { Select, SelectItem } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useLogFailure } from '../../../shared/list'
import { useFieldErrorText } from '../shared/field-error'
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
  const errorText = useFieldErrorText()
  const all = useQuery(
    listApplicationsQuery(client, { page: 1, limit: 1000, sortBy: 'order', sort: 'asc' }),
  )
  useLogFailure('the parent applications', all.error)
  const parents = (all.data?.applications ?? []).filter(
    (each) => each.type !== 'virtual' && each.id !== application?.id,
  )
  return (
    <Controller
      control={form.control}
      name="parentId"
      render={({ field, fieldState }) => (
        <Select
          label={t`Родительское приложение`}
          description={t`Приложение с поддержкой виртуальных приложений.`}
          items={parents}
          selectedKey={field.value || null}
          onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
          isRequired
          isReadOnly={readOnly}
          isLoading={all.isFetching}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        >
          {(parent) => <SelectItem id={parent.id}>{parent.name}</SelectItem>}
        </Select>
      )}
    />
  )
}
