import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageCode } from '@platform/sdk'

/**
 * The text of every message key a rule or the server gives (the contract's MessageCode).
 * Typed as a full record: a key added to the contract does not compile until it has a text.
 */
export const messageCodeTexts: Record<MessageCode, MessageDescriptor> = {
  errorEmpty: msg`Поле не может быть пустым`,
  errorMatch: msg`Значения не совпадают`,
  errorEmail: msg`Введите корректный адрес электронной почты`,
  errorPhone: msg`Введите корректный номер телефона`,
  errorPhoneExists: msg`Этот телефон уже зарегистрирован`,
  errorUrl: msg`Введите корректный адрес (https://…)`,
  errorDomain: msg`Введите домен без протокола, например example.ru`,
  errorIp: msg`Некорректный IP-адрес`,
  errorUnique: msg`Такое значение уже используется`,
  errorPassword: msg`Пароль не соответствует требованиям безопасности`,
  errorPasswordActual: msg`Текущий пароль указан неверно`,
  errorCode: msg`Неверный код`,
  errorCodeExpired: msg`Срок действия кода истёк. Запросите новый код`,
  errorCodeAttempts: msg`Превышено число попыток. Запросите новый код`,
  errorTerms: msg`Необходимо принять условия`,
  errorInn: msg`Некорректный ИНН`,
  errorKpp: msg`Некорректный КПП`,
  errorOgrn: msg`Некорректный ОГРН`,
  errorOkpo: msg`Некорректный ОКПО`,
  errorSymbols: msg`Поле содержит запрещённые символы`,
  errorLatin: msg`Допустимы только латинские буквы`,
  errorLatinRequired: msg`Значение должно содержать латинские буквы`,
  errorMask: msg`Допустимы латинские буквы, цифры, «_» и «-», не более 64 символов`,
  errorMinLength: msg`Слишком короткое значение`,
  errorMaxLength: msg`Слишком длинное значение`,
  errorMin: msg`Значение меньше допустимого`,
  errorMax: msg`Значение больше допустимого`,
  errorDate: msg`Дата вне допустимого диапазона`,
  errorDateOrder: msg`Дата окончания должна быть позже даты начала`,
  errorFileType: msg`Недопустимый тип файла`,
  errorCodeAlive: msg`Время жизни кода должно быть больше задержки повторной отправки`,
  errorRetention: msg`Срок хранения меньше минимально допустимого`,
  errorLocaleRequired: msg`Нужна хотя бы одна языковая версия`,
  errorReadOnly: msg`Значение доступно только для чтения`,
  alreadyExist: msg`Такая связь уже существует`,
  errorInvalid: msg`Некорректное значение`,
}
