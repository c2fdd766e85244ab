import { useLingui } from '@lingui/react'
import { isMessageKey, type MessageKey, messageText } from '@platform/forms'
import { errorKeys } from '@platform/forms/react'
import { useCallback } from 'react'

const generic: ReadonlySet<MessageKey> = new Set(['errorMin', 'errorMax', 'errorInvalid'])

/**
 * The text of a field's error keys: a specific key (errorRetention) says more than the bound it
 * breaks (errorMin), so generic keys are shown only when nothing more specific is there.
 */
export function useFieldErrorText() {
  const { i18n } = useLingui()
  return useCallback(
    (error: { message?: string; types?: object } | undefined): string | undefined => {
      const keys = errorKeys(error).map((key) => (isMessageKey(key) ? key : 'errorInvalid'))
      if (keys.length === 0) return undefined
      const specific = keys.filter((key) => !generic.has(key))
      const shown = specific.length > 0 ? specific : keys
      return [...new Set(shown)].map((key) => messageText(key, i18n.locale)).join(' ')
    },
    [i18n],
  )
}
