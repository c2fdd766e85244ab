// What each GET operation reads, for the query keys: a resource (the operationId's noun) and a
// kind (its verb), so `listDomains`, `getDomain` and `searchDomains` share `domainKeys`.

/** The verb of a GET operation's id → the kind of its key (`getDomain` → `detail`). */
const kinds = {
  get: 'detail',
  list: 'list',
  search: 'search',
  filter: 'filter',
  refresh: 'refresh',
  download: 'download',
}

/** The parent key of every key of a kind: `lists()` above `list(query)`. */
export const plurals = {
  detail: 'details',
  list: 'lists',
  search: 'searches',
  filter: 'filters',
  refresh: 'refreshes',
  download: 'downloads',
}

const lowerFirst = (word) => word[0].toLowerCase() + word.slice(1)

/** `Companies` → `Company`, `NetworkAliases` → `NetworkAlias`, `Whitelist` → `Whitelist`. */
export function singular(noun) {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`
  if (/(ss|x|ch|sh|as)es$/.test(noun)) return noun.slice(0, -2)
  if (noun.endsWith('s') && !noun.endsWith('ss')) return noun.slice(0, -1)
  return noun
}

/** The resource and kind of a GET operation; collections (list, search, filter) are plural. */
export function resourceOf({ operationId }) {
  const [, verb, noun] = /^([a-z]+)([A-Z]\w*)$/.exec(operationId) ?? []
  const kind = kinds[verb]
  if (!kind) {
    throw new Error(`${operationId}: a GET operation's id starts with ${Object.keys(kinds)}`)
  }
  const collection = kind === 'list' || kind === 'search' || kind === 'filter'
  return { name: lowerFirst(collection ? singular(noun) : noun), kind }
}

/**
 * The resources of the contract, each with its area (the area of its first list or detail, so
 * a look-up another area offers stays under its own resource) and one operation per kind.
 */
export function listResources(operations) {
  const resources = new Map()
  for (const operation of operations.filter(({ method }) => method === 'get')) {
    const { name, kind } = resourceOf(operation)
    const resource = resources.get(name) ?? { name, area: undefined, operations: {} }
    if (resource.operations[kind]) {
      throw new Error(
        `${operation.operationId} and ${resource.operations[kind].operationId} are both the ${kind} of ${name}`,
      )
    }
    resource.operations[kind] = operation
    if (kind === 'list' || kind === 'detail') resource.area ??= operation.tag
    resources.set(name, resource)
  }
  for (const resource of resources.values()) {
    resource.area ??= Object.values(resource.operations)[0].tag
  }
  return [...resources.values()]
}
