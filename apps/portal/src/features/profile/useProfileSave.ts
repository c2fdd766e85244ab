import { useLingui } from '@lingui/react/macro'
import { applyFieldErrors, useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError, type ProfileDetails } from '@platform/sdk'
import { updateProfileMutation } from '@platform/sdk/query'
import { toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { usePlatform, useStartup } from '../../platform/hooks'
import { sessionKey } from '../../platform/session'
import { phoneRulesReady, usePhoneRules } from '../../shared/phone-rules'
import { isSetAside, useKeptSave } from '../../shell/use-kept-save'
import { focusFirstInvalid } from './edit/focus'
import { profileSnackbars } from './messages'
import { isDirectoryAccount, type PlacedField } from './model/fields'
import { type ProfileFormValues, toUpdateBody } from './model/form-values'
import { validateProfileForm } from './model/validate'

export interface ProfileSaveOptions {
  form: UseFormReturn<ProfileFormValues>
  /** The fields shown: only they are checked and sent. */
  fields: readonly PlacedField[]
  initial: ProfileFormValues
  /** The form holds changes not saved yet (the end of a session must not lose them). */
  isDirty: boolean
  details: ProfileDetails
  /** Where to look for the first field with an error. */
  container: RefObject<HTMLElement | null>
  onSaved: () => void
}

/**
 * Saving the personal data: the forms rules first, then only what changed;
 * server errors land on their fields, with the `updateError` snackbar; success shows `update`.
 * What the person typed stays on every failure, the end of the session included.
 */
export function useProfileSave({
  form,
  fields,
  initial,
  isDirty,
  details,
  container,
  onSaved,
}: ProfileSaveOptions) {
  const { i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const { countries } = useStartup()
  usePhoneRules(container)
  const applyServerErrors = useServerErrors(form)
  const mutation = useMutation(updateProfileMutation(client))
  const kept = useKeptSave({
    isDirty,
    onDiscard: () => {
      form.reset(initial)
      onSaved()
    },
  })

  const send = async (body: NonNullable<ReturnType<typeof toUpdateBody>>): Promise<void> => {
    try {
      await kept(() => mutation.mutateAsync({ body }))
      // The shell's view of the person (header, post-login redirect) changes with the profile.
      await queryClient.invalidateQueries({ queryKey: sessionKey })
      toast.success(i18n._(profileSnackbars.update))
      onSaved()
    } catch (error) {
      if (isSetAside(error)) return
      const marked = isPlatformError(error) ? applyServerErrors(error) : {}
      const onFields = Object.keys(marked).length > 0
      toast.error(i18n._(profileSnackbars.updateError), {
        description: onFields ? undefined : i18n._(errorMessage(error)),
      })
      focusFirstInvalid(() => container.current)
    }
  }

  const single = useSingleSubmit()
  const save = single.guard(
    form.handleSubmit(async (values) => {
      form.clearErrors()
      await phoneRulesReady()
      const errors = validateProfileForm(values, fields, {
        initial,
        countries,
        directory: isDirectoryAccount(details),
      })
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(() => container.current)
        return
      }
      const body = toUpdateBody(initial, values, fields)
      if (!body) {
        onSaved()
        return
      }
      await send(body)
    }),
  )

  return { save, isSaving: single.isPending }
}
