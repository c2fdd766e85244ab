import { validateSyncSettings } from '@platform/forms'
import type { Provider, ProviderSync, ProviderSyncInput } from '@platform/sdk'
import { updateProviderSyncMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { type RefObject, useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useFormSave } from '../shared/use-form-save'
import { syncValues } from './provider-form'

/** The users tab's form and its save: the sync settings, which always exist. */
export function useSyncSettings(
  provider: Provider,
  sync: ProviderSync | undefined,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { client } = usePlatform()
  const form = useForm<ProviderSyncInput>({ defaultValues: sync && syncValues(sync) })
  const update = useMutation(updateProviderSyncMutation(client))
  const syncId = sync?.id
  // Another sync's tab shows that sync's settings.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown sync changes
  useEffect(() => {
    if (sync) form.reset(syncValues(sync))
  }, [syncId])
  const save = useFormSave({
    form,
    formRef,
    toInput: (values: ProviderSyncInput) => values,
    validate: validateSyncSettings,
    save: (body) => {
      // The users tab, whose submit this is, exists only for a sync.
      if (!syncId) throw new Error('No synchronisation to save')
      return update.mutateAsync({ params: { path: { id: provider.id, syncId } }, body })
    },
    keys: { saved: 'providersSyncUpdated', failed: 'providersSyncUpdateError' },
    onSaved: () => undefined,
  })
  return { form, save }
}
