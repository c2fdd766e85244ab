import type { I18n } from '@lingui/core'
import { fieldErrorsOf, type MessageKey, messageText, type RuleResult } from '@platform/forms'
import type { PlatformError } from '@platform/sdk'
import { useCallback, useRef, useState } from 'react'

/**
 * One field of the sign-in forms: its value, its error (a message key from a forms rule or
 * from the server's errorList) and focus on failure. The sign-in page is the first thing every
 * person loads, so its three one-field forms do without a form library (decision 0008).
 */
export function useField<T>(initial: T, rule: (value: T) => RuleResult | Promise<RuleResult>) {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<MessageKey | undefined>()
  const ref = useRef<HTMLDivElement>(null)
  // The latest value, for a submit in the same event as the change (a code's last digit).
  const latest = useRef(initial)

  const focus = useCallback(() => {
    ref.current?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
  }, [])

  const fail = useCallback(
    (key: MessageKey) => {
      setError(key)
      focus()
    },
    [focus],
  )

  return {
    value,
    error,
    ref,
    focus,
    fail,
    change(next: T) {
      latest.current = next
      setValue(next)
      setError(undefined)
    },
    reset(next: T) {
      latest.current = next
      setValue(next)
      setError(undefined)
    },
    /** The value as last changed, even before React has rendered it. */
    read: () => latest.current,
    /** Runs the rule; on a broken rule shows its error, focuses the field and answers false. */
    async check(): Promise<boolean> {
      const key = await rule(latest.current)
      if (key) fail(key)
      else setError(undefined)
      return key === undefined
    },
    /** Shows the server's error for this field (under `name` in the errorList), if any. */
    applyServerError(error: PlatformError, name: string): boolean {
      const key = fieldErrorsOf(error, { mirror: [] })[name]?.[0]
      if (key) fail(key)
      return key !== undefined
    },
  }
}

export type Field<T> = ReturnType<typeof useField<T>>

/** The text of a field's error, for the kit's `errorMessage`. */
export function errorText(i18n: I18n, key: MessageKey | undefined): string | undefined {
  return key ? messageText(key, i18n.locale) : undefined
}
