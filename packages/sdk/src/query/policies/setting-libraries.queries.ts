import { pagedList, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'setting-libraries'> = {
  listDocuments: pagedList,
  // The banner and language modals open on a row of their lists: no call reads one.
  listBanners: pagedList,
  listLanguages: pagedList,
}
