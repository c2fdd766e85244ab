import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Snackbars of the subscriptions page; `usersSubscribesUpdateError` is the documents' key. */
export const subscriptionSnackbars = {
  usersSubscribesUpdate: msg`Подписки сохранены`,
  usersSubscribesUpdateError: msg`Не удалось сохранить подписки`,
} satisfies Record<string, MessageDescriptor>
