import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { isMessageKey } from '@platform/forms'
import { useCallback } from 'react'
import { messageCodeTexts } from '../../i18n/message-codes'

/** Keys of the visitor forms that are not the contract's message codes. */
const visitorTexts = {
  verifyMobile: msg`Подтвердите номер телефона кодом из SMS`,
} satisfies Record<string, MessageDescriptor>

export type VisitorKey = keyof typeof visitorTexts

function descriptorOf(key: string): MessageDescriptor {
  if (key in visitorTexts) return visitorTexts[key as VisitorKey]
  return isMessageKey(key) ? messageCodeTexts[key] : messageCodeTexts.errorInvalid
}

/** The text of a field error whose message is a key (rules and the server give keys). */
export function useFieldText() {
  const { i18n } = useLingui()
  return useCallback(
    (error: { message?: string } | undefined) =>
      error?.message ? i18n._(descriptorOf(error.message)) : undefined,
    [i18n],
  )
}
