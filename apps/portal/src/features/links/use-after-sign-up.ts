import type { SignUpResult } from '@platform/sdk'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useCompleteSignIn } from '../auth/use-complete-sign-in'

/**
 * What follows a completed registration or an accepted invitation (`SignUpResult`): signed
 * in, the same as after a sign-in (the profile and services load and the post-login redirect
 * applies); otherwise the person goes to sign in.
 */
export function useAfterSignUp() {
  const router = useRouter()
  const completeSignIn = useCompleteSignIn()
  const search = useSearch({ from: '__root__' })
  return useCallback(
    async (result: SignUpResult) => {
      if (result.signedIn) await completeSignIn()
      else await router.navigate({ to: '/login', search: { ref: search.ref, id: search.id } })
    },
    [completeSignIn, router, search],
  )
}
