import { msg } from '@lingui/core/macro'

/** Snackbars of the access area: keys `requestError` and `requestRemoveError`. */
export const accessSnackbars = {
  requestError: msg`Не удалось отправить заявку`,
  requestRemoveError: msg`Не удалось отозвать заявку`,
  withdrawn: msg`Заявка отозвана`,
}
