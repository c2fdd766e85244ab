import { listSearch, param } from '../../shared/list/search'

/** The contacts page's address: the search, page and sort. */
export const validateContactsSearch = listSearch({ search: param.text })
