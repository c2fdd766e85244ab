import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuthFlow, IdAttribute } from '@platform/sdk'

/** What the sign-in form says above its fields after a failure. */
export type LoginAlert = 'tech' | 'expired' | 'form' | 'consent'

export const loginAlertTexts: Record<LoginAlert, MessageDescriptor> = {
  tech: msg`Техническая ошибка. Обратитесь в службу поддержки`,
  expired: msg`Время подтверждения истекло. Запросите новый код или выберите другой способ входа`,
  form: msg`Проверьте введённые данные или смените способ входа`,
  consent: msg`Для входа необходимо согласие с обязательными условиями`,
}

/** The label of the identifier field of each kind. */
export const identifierLabels: Record<IdAttribute, MessageDescriptor> = {
  login: msg`Логин`,
  email: msg`Электронная почта`,
  mobile: msg`Мобильный телефон`,
}

/** The heading of the second step of each flow. */
export const flowHeadings: Record<AuthFlow, MessageDescriptor> = {
  credentials: msg`Введите пароль`,
  email_code: msg`Введите код из письма`,
  sms_code: msg`Введите код из SMS`,
}

/** The button that switches to a flow. */
export const flowSwitchLabels: Record<AuthFlow, MessageDescriptor> = {
  credentials: msg`Войти по паролю`,
  email_code: msg`Получить код по электронной почте`,
  sms_code: msg`Получить код по SMS`,
}
