import { messageCodeValues } from '@platform/sdk'
import type { MessageCode } from './contract'

/**
 * Every message key a rule or the server can give, exactly the contract's `MessageCode`.
 * Rules answer keys; `messageText` gives the sentence a person reads, in Russian or English.
 */
export const messageKeys: readonly MessageCode[] = messageCodeValues

/** A message key: one of {@link messageKeys}. */
export type MessageKey = MessageCode

/**
 * What a single-value rule answers: a message key when the value breaks the rule, otherwise
 * `undefined`. It plugs straight into react-hook-form's `validate`.
 */
export type RuleResult = MessageKey | undefined

const known: ReadonlySet<string> = new Set(messageKeys)

/** Whether a string is one of the {@link messageKeys}. */
export function isMessageKey(value: string): value is MessageKey {
  return known.has(value)
}
