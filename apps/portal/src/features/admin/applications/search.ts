import { applicationTypeValues } from '@platform/sdk'
import { type ListSearch, listSearch, pagingParams, param } from '../../../shared/list/search'

const filters = {
  search: param.text,
  type: param.oneOf(applicationTypeValues),
  enabled: param.bool,
  /** The application whose dialog is open, so a reload or a shared link opens it again. */
  application: param.text,
  tab: param.oneOf(['sessions'] as const),
  sessionSearch: param.text,
  startDate: param.isoDate,
  dateFrom: param.isoDate,
  dateTo: param.isoDate,
  ...pagingParams('sessions'),
}

/** The address of the applications screen: the list's filters and the open dialog's tab and table. */
export const validateApplicationsSearch = listSearch(filters)

export type ApplicationsSearch = ListSearch<typeof filters>
