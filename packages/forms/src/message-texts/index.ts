import type { MessageCode } from '../contract'
import { isMessageKey } from '../messages'
import { en } from './en'
import { ru } from './ru'

/** The languages the message texts ship in. */
export type MessageLocale = 'ru' | 'en'

/**
 * The text of every message key in Russian and English, for a host that shows the rules'
 * answers without a translation layer of its own, or merges them into its catalogs.
 */
export const messageTexts: Readonly<Record<MessageLocale, Readonly<Record<MessageCode, string>>>> =
  { ru, en }

/** The language of the texts for a locale tag: English for `en…`, Russian for any other. */
export function messageLocale(locale: string | undefined): MessageLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'ru'
}

/**
 * The sentence a person reads for a message key, in the language of `locale` (`ru`, `en`,
 * `en-US`…; Russian by default). A string that is not a message key (an unknown code from a
 * newer server) reads as `errorInvalid`, so a field never shows a bare key.
 */
export function messageText(key: string, locale?: string): string {
  return messageTexts[messageLocale(locale)][isMessageKey(key) ? key : 'errorInvalid']
}
