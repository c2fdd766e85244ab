import { healthStatusValues, integrationRecordStatusValues, syncEntityValues } from '@platform/sdk'
import { listSearch, param } from '../../shared/list/search'

/**
 * The address of each reading screen of the administration (history, monitoring, diagnostics,
 * integration): page, sort and filters. In the eager route tree, so it imports the kit's
 * parsers alone, not its components.
 */
export const changeHistorySearch = listSearch({
  search: param.text,
  param: param.text,
  dateFrom: param.isoDate,
  dateTo: param.isoDate,
  changer: param.text,
  type: param.text,
  entity: param.text,
  subtype: param.text,
  ip: param.text,
})

export const monitoringSearch = listSearch({
  applications: param.ids,
  status: param.oneOf(healthStatusValues),
  key: param.text,
})

export const diagnosticsSearch = listSearch({
  application: param.text,
  status: param.oneOf(healthStatusValues),
})

export const integrationLogSearch = listSearch({
  createdFrom: param.isoDate,
  createdTo: param.isoDate,
  updatedFrom: param.isoDate,
  updatedTo: param.isoDate,
  key: param.oneOf(syncEntityValues),
  status: param.oneOf(integrationRecordStatusValues),
})

export const integrationSyncSearch = listSearch({})
