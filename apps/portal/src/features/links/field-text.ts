import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { messageText } from '@platform/forms'
import { useCallback } from 'react'

/** Keys of the visitor forms that are not the contract's message codes. */
const visitorTexts = {
  verifyMobile: msg`Подтвердите номер телефона кодом из SMS`,
} satisfies Record<string, MessageDescriptor>

export type VisitorKey = keyof typeof visitorTexts

function isVisitorKey(key: string): key is VisitorKey {
  return key in visitorTexts
}

/** The text of a field error whose message is a key (rules and the server give keys). */
export function useFieldText() {
  const { i18n } = useLingui()
  return useCallback(
    (error: { message?: string } | undefined) => {
      const key = error?.message
      if (!key) return undefined
      return isVisitorKey(key) ? i18n._(visitorTexts[key]) : messageText(key, i18n.locale)
    },
    [i18n],
  )
}
