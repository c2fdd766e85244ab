import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Snackbars of the sessions page: `logout`, `logoutAll` and, on failure, `error`. */
export const sessionSnackbars = {
  logout: msg`Сеанс завершён`,
  logoutAll: msg`Все другие сеансы завершены`,
  error: msg`Не удалось завершить сеанс`,
} satisfies Record<string, MessageDescriptor>

/** The systems that issue sessions; brand names, the same in every language. */
export const authSystemNames = { keycloak: 'Keycloak', platform: 'Platform' } as const
