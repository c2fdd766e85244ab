import type { Messages } from '@lingui/core'
import { messages as en } from '../locales/en/messages'
import { messages as ru } from '../locales/ru/messages'

/**
 * The kit's own translations. A host loads them into its Lingui instance together with its
 * own catalog: `i18n.load(locale, { ...uiMessages[locale], ...appMessages })`.
 */
export const uiMessages: Readonly<Record<'ru' | 'en', Messages>> = { ru, en }
