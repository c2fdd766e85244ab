import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { changeTypeTexts } from './texts'

/** The kind of a change in words, or its code when this version does not know it. */
export function useChangeType() {
  const { i18n } = useLingui()
  return useCallback(
    (type: string) => {
      const text = Object.hasOwn(changeTypeTexts, type) ? changeTypeTexts[type] : undefined
      return text ? i18n._(text) : type
    },
    [i18n],
  )
}
