import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DocumentFormat, DocumentType } from '@platform/sdk'

/** Agreements are offered as terms on the forms; documents are only published. */
export const documentTypeTexts: Record<DocumentType, MessageDescriptor> = {
  agreement: msg`Соглашение`,
  document: msg`Документ`,
}

export const documentFormatTexts: Record<DocumentFormat, MessageDescriptor> = {
  md: msg`Markdown`,
  html: msg`HTML`,
}
