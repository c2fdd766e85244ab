import { msg } from '@lingui/core/macro'

/** The snackbar keys of the whitelist, the blacklist and the network aliases. */
export const listSnackbars = {
  whitelistCreateError: msg`Не удалось добавить запись в белый список`,
  whitelistCreated: msg`Запись добавлена в белый список`,
  whitelistUpdateError: msg`Не удалось сохранить запись белого списка`,
  whitelistUpdated: msg`Запись белого списка сохранена`,
  whitelistDeleteError: msg`Не удалось удалить запись белого списка`,
  whitelistDeleted: msg`Запись белого списка удалена`,
  blacklistCreateError: msg`Не удалось добавить запись в чёрный список`,
  blacklistCreated: msg`Запись добавлена в чёрный список`,
  blacklistUpdateError: msg`Не удалось сохранить запись чёрного списка`,
  blacklistUpdated: msg`Запись чёрного списка сохранена`,
  blacklistDeleteError: msg`Не удалось удалить запись чёрного списка`,
  blacklistDeleted: msg`Запись чёрного списка удалена`,
  networkAliasCreateError: msg`Не удалось создать сетевой псевдоним`,
  networkAliasCreated: msg`Сетевой псевдоним создан`,
  networkAliasUpdateError: msg`Не удалось сохранить сетевой псевдоним`,
  networkAliasUpdated: msg`Сетевой псевдоним сохранён`,
  networkAliasDeleteError: msg`Не удалось удалить сетевой псевдоним`,
  networkAliasDeleted: msg`Сетевой псевдоним удалён`,
  listEntryEnabled: msg`Запись включена`,
  listEntryDisabled: msg`Запись отключена`,
}
