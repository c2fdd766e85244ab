import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { ConnectionCheck } from './ConnectionCheck'
import { ProviderMainFields } from './ProviderMainFields'
import type { ProviderValues } from './provider-form'

interface ProviderMainTabProps {
  form: UseFormReturn<ProviderValues>
  /** The saved provider's id; none while creating. */
  id: string | undefined
  formRef: RefObject<HTMLFormElement | null>
}

/** The Main tab: the provider's fields and the check of the connection they describe. */
export function ProviderMainTab({ form, id, formRef }: ProviderMainTabProps) {
  return (
    <>
      <ProviderMainFields form={form} />
      <ConnectionCheck form={form} id={id} fieldsRef={formRef} />
    </>
  )
}
