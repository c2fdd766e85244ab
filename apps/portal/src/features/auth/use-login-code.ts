import type { PlatformError } from '@platform/sdk'
import { sendLoginCodeMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { retryAt } from '../../shell/rate-limit'
import { type EnteredIdentifier, identifierBody } from './identifier'

export type CodeFlow = 'email_code' | 'sms_code'

/**
 * The code of a code flow: sent as soon as the flow becomes current, and again
 * on request; `resendAt` is when another code may be asked for (the answer's `resendIn`).
 */
export function useLoginCode(
  flow: CodeFlow,
  entered: EnteredIdentifier,
  hooks: { onSent: (again: boolean) => void; onError: (error: PlatformError) => void },
) {
  const { client } = usePlatform()
  const mutation = useMutation(sendLoginCodeMutation(client))
  const [resendAt, setResendAt] = useState<number | null>(null)

  const send = (again = false) =>
    mutation.mutate(
      {
        params: { path: { idAttribute: entered.idAttribute } },
        body: { flow, ...identifierBody(entered) },
      },
      {
        onSuccess: ({ resendIn }) => {
          setResendAt(Date.now() + resendIn * 1000)
          hooks.onSent(again)
        },
        onError: (error) => {
          // A 429: the resend waits as long as the platform asks.
          setResendAt(retryAt(error))
          hooks.onError(error)
        },
      },
    )

  // Once per flow, even when React runs the effect twice in development.
  const sendOnEntry = useEffectEvent(send)
  const sentOnEntry = useRef(false)
  useEffect(() => {
    if (sentOnEntry.current) return
    sentOnEntry.current = true
    sendOnEntry(false)
  }, [])

  return {
    resend: () => send(true),
    resendAt,
    isSending: mutation.isPending,
    isSent: mutation.isSuccess,
  }
}
