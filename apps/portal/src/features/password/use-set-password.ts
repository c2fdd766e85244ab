import type { TermsAgreement } from '@platform/sdk'
import { setEntryPasswordMutation, setNewPasswordMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'

/** Which page sets the password: a restore link (NewPassword) or a first-entry link (SetPassword). */
export type PasswordLinkKind = 'password' | 'entryPassword'

export interface PasswordBody {
  password: string
  repeatPassword: string
  termsAgree?: TermsAgreement[]
}

/** The call that sets the password through the link of either page; then `onSaved`. */
export function useSetPassword(kind: PasswordLinkKind, id: string, onSaved: () => void) {
  const { client } = usePlatform()
  const setNew = useMutation(setNewPasswordMutation(client, { onSuccess: onSaved }))
  const setEntry = useMutation(setEntryPasswordMutation(client, { onSuccess: onSaved }))
  const restore = kind === 'password'
  return {
    save: (body: PasswordBody) =>
      restore
        ? setNew.mutateAsync({ params: { path: { id } }, body })
        : setEntry.mutateAsync({ params: { path: { id } }, body }),
    isPending: restore ? setNew.isPending : setEntry.isPending,
  }
}
