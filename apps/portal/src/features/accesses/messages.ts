import { msg } from '@lingui/core/macro'

/**
 * Snackbars of the access area, by the documents' keys (`requestError`, `requestRemoveError`,
 * `errorApproveContractor`, `errorReject`, `errorDuplicate`, `errorAllow`) and their successes.
 */
export const accessSnackbars = {
  requestError: msg`Не удалось отправить заявку`,
  requestRemoveError: msg`Не удалось отозвать заявку`,
  withdrawn: msg`Заявка отозвана`,
  errorApproveContractor: msg`Не удалось связать заявителя с контрагентом`,
  errorReject: msg`Не удалось отклонить заявку`,
  errorDuplicate: msg`Не удалось отметить заявку как дубликат`,
  errorAllow: msg`Не удалось предоставить доступ`,
  approveContractor: msg`Заявка одобрена: заявитель связан с контрагентом и получит письмо`,
  reject: msg`Заявка отклонена: заявитель получит письмо с причиной`,
  duplicate: msg`Заявка отмечена как дубликат`,
  allow: msg`Заявка одобрена: доступ предоставлен вручную`,
  alreadyAnswered: msg`Заявку уже рассмотрели: список обновлён`,
}
