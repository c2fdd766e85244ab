import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegalType } from '@platform/sdk'

export const legalTypeTexts: Record<LegalType, MessageDescriptor> = {
  legalEntity: msg`Юридическое лицо`,
  individual: msg`Индивидуальный предприниматель`,
}

/** Snackbars of the companies page; `exitError` is the documents' key. */
export const companySnackbars = {
  exit: msg`Вы вышли из компании`,
  exitError: msg`Не удалось выйти из компании`,
} satisfies Record<string, MessageDescriptor>
