import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPlatformError, type PlatformErrorKind } from '@platform/sdk'

const kindTexts: Record<PlatformErrorKind, MessageDescriptor> = {
  network: msg`Нет связи с сервером. Проверьте подключение и повторите попытку`,
  validation: msg`Проверьте правильность заполнения полей`,
  unauthenticated: msg`Сеанс завершён. Войдите снова`,
  forbidden: msg`Недостаточно прав для этого действия`,
  notFound: msg`Данные не найдены`,
  directoryAccount: msg`Учётная запись управляется службой каталогов: это действие недоступно`,
  conflict: msg`Действие противоречит текущему состоянию данных. Обновите страницу`,
  rateLimited: msg`Слишком много попыток. Подождите и повторите попытку`,
  server: msg`Техническая ошибка. Обратитесь в службу поддержки`,
  unexpected: msg`Сервер ответил непредвиденно. Повторите попытку позже`,
}

/** What a person reads about a failed call: by its kind, never raw server text. */
export function errorMessage(error: unknown): MessageDescriptor {
  return isPlatformError(error) ? kindTexts[error.kind] : kindTexts.unexpected
}
