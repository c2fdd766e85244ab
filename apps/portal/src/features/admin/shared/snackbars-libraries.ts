import { msg } from '@lingui/core/macro'

/** The snackbar keys of the libraries: documents, banners and languages. */
export const librarySnackbars = {
  documentsCreateError: msg`Не удалось создать документ`,
  documentsCreated: msg`Документ создан`,
  documentsUpdateError: msg`Не удалось сохранить документ`,
  documentsUpdated: msg`Документ сохранён`,
  documentsDeleteError: msg`Не удалось удалить документ`,
  documentsDeleted: msg`Документ удалён`,
  documentsEnabled: msg`Документ включён`,
  documentsDisabled: msg`Документ отключён`,
  bannersCreateError: msg`Не удалось создать баннер`,
  bannersCreated: msg`Баннер создан`,
  bannersUpdateError: msg`Не удалось сохранить баннер`,
  bannersUpdated: msg`Баннер сохранён`,
  bannersDeleteError: msg`Не удалось удалить баннер`,
  bannersDeleted: msg`Баннер удалён`,
  bannersShown: msg`Баннер показывается`,
  bannersHidden: msg`Баннер скрыт`,
  localeCreateError: msg`Не удалось создать язык`,
  localeCreated: msg`Язык создан`,
  localeUpdateError: msg`Не удалось сохранить язык`,
  localeUpdated: msg`Язык сохранён`,
  localeDeleteError: msg`Не удалось удалить язык`,
  localeDeleted: msg`Язык удалён`,
  localeEnabled: msg`Язык включён`,
  localeDisabled: msg`Язык отключён`,
}
