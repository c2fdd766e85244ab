import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationType } from '@platform/sdk'

/** The kinds of applications, as people read them. */
export const applicationTypeNames: Record<ApplicationType, MessageDescriptor> = {
  external: msg`Внешнее`,
  internal: msg`Внутреннее`,
  virtual: msg`Виртуальное`,
  link: msg`Ссылка`,
  draft: msg`Черновик`,
}
