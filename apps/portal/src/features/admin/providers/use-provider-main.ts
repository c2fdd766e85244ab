import { validateProvider } from '@platform/forms'
import type { Provider } from '@platform/sdk'
import { createProviderMutation, updateProviderMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useResourceSave } from '../shared/use-resource-save'
import { type ProviderValues, providerInput, providerValues } from './provider-form'

interface ProviderMainOptions {
  /** The provider to edit; null creates one. */
  provider: Provider | null
  formRef: RefObject<HTMLFormElement | null>
  /** After a save, with the new provider's id after a create. */
  onSaved: (created: { id: string } | undefined) => void
}

/** The Main tab's form and its save: create or update the provider. */
export function useProviderMain({ provider, formRef, onSaved }: ProviderMainOptions) {
  const { client } = usePlatform()
  const form = useForm<ProviderValues>({ defaultValues: providerValues(provider) })
  const create = useMutation(createProviderMutation(client))
  const update = useMutation(updateProviderMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: provider?.id,
    toInput: providerInput,
    validate: validateProvider,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: {
      created: 'providersCreated',
      createError: 'providersCreateError',
      updated: 'providersUpdated',
      updateError: 'providersUpdateError',
    },
    onSaved,
  })
  return { form, save }
}
