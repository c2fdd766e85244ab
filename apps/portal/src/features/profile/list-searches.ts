import { listSearch, param } from '../../shared/list/search'

/**
 * The address of each list of the profile area (page, sort, filters). In the eager route tree,
 * so it imports the kit's parsers alone, not its components.
 */
export const companiesSearch = listSearch({
  search: param.text,
  legalType: param.oneOf(['individual', 'legalEntity'] as const),
})

export const sessionsSearch = listSearch({})

export const notificationsSearch = listSearch({})

export const historySearch = listSearch({ dateFrom: param.isoDate, dateTo: param.isoDate })
