import {
  sendInvitationCodeMutation,
  sendRegistrationCodeMutation,
  verifyInvitationCodeMutation,
  verifyRegistrationCodeMutation,
} from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'

/** Whose mobile is verified: a registration (`secret`) or an invitation (`hash`). */
export type VerificationKind = 'registration' | 'invitation'

/** The send and verify calls of one link, whichever kind it is. */
export function useCodeCalls(kind: VerificationKind, id: string) {
  const { client } = usePlatform()
  const sendRegistration = useMutation(sendRegistrationCodeMutation(client))
  const sendInvitation = useMutation(sendInvitationCodeMutation(client))
  const verifyRegistration = useMutation(verifyRegistrationCodeMutation(client))
  const verifyInvitation = useMutation(verifyInvitationCodeMutation(client))
  const registration = kind === 'registration'
  return {
    send: (mobile: string) =>
      registration
        ? sendRegistration.mutateAsync({ body: { mobile, secret: id } })
        : sendInvitation.mutateAsync({ body: { mobile, hash: id } }),
    verify: (mobile: string, code: string) =>
      registration
        ? verifyRegistration.mutateAsync({ body: { mobile, code, secret: id } })
        : verifyInvitation.mutateAsync({ body: { mobile, code, hash: id } }),
    isSending: registration ? sendRegistration.isPending : sendInvitation.isPending,
    isVerifying: registration ? verifyRegistration.isPending : verifyInvitation.isPending,
  }
}
