export { historyKeys } from './keys'
export { listHistoryQuery, listHistoryTypesQuery } from './setting-history.queries'
