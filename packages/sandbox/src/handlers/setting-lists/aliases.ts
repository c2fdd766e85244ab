// Network aliases: named sets of addresses the lists use in place of a subnet.
import { isValidIpv4, validateNetworkAlias, validateSubnetAddress } from '@platform/forms'
import { type FieldErrors, type NetworkAlias, networkAliasSortByValues } from '@platform/sdk'
import type { Context } from '../../contract'
import { created, done, forbidden, invalid, matches, notFound, ok, page, refused } from '../reply'
import { changesOf, checkEnum, filterErrors, isAdmin, recordChange } from '../setting-kit'

interface AddressRange {
  family: 4 | 6
  start: bigint
  end: bigint
}

function ipv6Groups(address: string): bigint[] {
  const [head = '', tail] = address.split('::')
  const expand = (part: string) => {
    if (!part) return []
    const groups = part.split(':')
    const last = groups.at(-1) ?? ''
    if (!isValidIpv4(last)) return groups.map((group) => BigInt(`0x${group}`))
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number)
    return [
      ...groups.slice(0, -1).map((group) => BigInt(`0x${group}`)),
      BigInt(a * 256 + b),
      BigInt(c * 256 + d),
    ]
  }
  const front = expand(head)
  const back = tail === undefined ? [] : expand(tail)
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => 0n)
  return [...front, ...zeros, ...back]
}

/** The addresses an IP or CIDR subnet covers, as numbers, to compare aliases with a filter. */
function rangeOf(value: string): AddressRange {
  const [address = '', prefixText] = value.split('/')
  const family = isValidIpv4(address) ? 4 : 6
  const bits = family === 4 ? 32 : 128
  const parts =
    family === 4 ? address.split('.').map((octet) => BigInt(octet)) : ipv6Groups(address)
  const width = family === 4 ? 8n : 16n
  const number = parts.reduce((total, part) => (total << width) + part, 0n)
  const prefix = prefixText === undefined ? bits : Number(prefixText)
  const hostBits = BigInt(bits - prefix)
  const start = (number >> hostBits) << hostBits
  return { family, start, end: start + (1n << hostBits) - 1n }
}

function overlaps(a: AddressRange, b: AddressRange): boolean {
  return a.family === b.family && a.start <= b.end && b.start <= a.end
}

export function listNetworkAliases(context: Context<'listNetworkAliases'>) {
  if (!isAdmin(context)) return forbidden()
  const { query, state } = context
  const errors: FieldErrors = {}
  checkEnum(errors, 'sortBy', query.sortBy, networkAliasSortByValues)
  const badIp = validateSubnetAddress(query.ip)
  if (badIp) errors.ip = [badIp]
  const malformed = filterErrors(errors)
  if (malformed) return malformed
  const wanted = query.ip ? rangeOf(query.ip) : undefined
  const rows = state.lists.networkAliases
    .filter((alias) => matches(query.name, alias.name))
    .filter((alias) => !wanted || alias.ips.some((entry) => overlaps(rangeOf(entry.ip), wanted)))
  const { items, meta } = page(rows, query, { sortBy: 'name', sort: 'asc' })
  return ok({ networks: items, meta })
}

const params = ['name', 'ips', 'comment'] as const

function cleaned(body: Omit<NetworkAlias, 'id'>): Omit<NetworkAlias, 'id'> {
  return {
    name: body.name.trim(),
    ips: body.ips.map((entry) => ({ ip: entry.ip.trim(), comment: entry.comment?.trim() || null })),
    comment: body.comment?.trim() || null,
  }
}

export function createNetworkAlias(context: Context<'createNetworkAlias'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const errors = validateNetworkAlias(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  const alias: NetworkAlias = { id: state.random.uuid(), ...cleaned(body) }
  state.lists.networkAliases.push(alias)
  recordChange(context, {
    type: 'create',
    entity: 'networkAliases',
    entityId: alias.id,
    entityTitle: alias.name,
    changes: changesOf(null, alias, params),
  })
  return created(alias.id)
}

export function updateNetworkAlias(context: Context<'updateNetworkAlias'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const alias = state.lists.networkAliases.find((candidate) => candidate.id === context.params.id)
  if (!alias) return notFound('No such network alias')
  const errors = validateNetworkAlias(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  const before = structuredClone(alias)
  Object.assign(alias, cleaned(body))
  recordChange(context, {
    type: 'update',
    entity: 'networkAliases',
    entityId: alias.id,
    entityTitle: alias.name,
    changes: changesOf(before, alias, params),
  })
  return done()
}

export function deleteNetworkAlias(context: Context<'deleteNetworkAlias'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const alias = state.lists.networkAliases.find((candidate) => candidate.id === context.params.id)
  if (!alias) return notFound('No such network alias')
  const users = [...state.lists.whitelist, ...state.lists.blacklist].filter(
    (entry) => entry.alias === alias.id,
  ).length
  if (users > 0) {
    return refused('inUse', `Network alias is used by ${users} whitelist or blacklist entries`)
  }
  state.lists.networkAliases = state.lists.networkAliases.filter((candidate) => candidate !== alias)
  recordChange(context, {
    type: 'delete',
    entity: 'networkAliases',
    entityId: alias.id,
    entityTitle: alias.name,
    changes: changesOf(alias, null, params),
  })
  return done()
}
