import type { SubnetEntry } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { subnetEntryField, subnetEntryInput, subnetEntryValues } from './subnet-entry-form'

const byAlias: SubnetEntry = {
  id: '7b2a3c4d-5e6f-4071-9b8c-0d1e2f3a4b52',
  enabled: false,
  ip: null,
  alias: '9d4c5e6f-7081-4293-bdae-2f3a4b5c6d74',
  aliasName: 'Подрядчик',
  dateFrom: '2026-11-01T09:00:00Z',
  dateTo: '2026-12-31T21:00:00Z',
  comment: 'Проект',
}

describe('subnet entry form', () => {
  it('a new entry is enabled, by subnet, without dates', () => {
    expect(subnetEntryValues(null)).toEqual({
      target: 'subnet',
      ip: '',
      alias: null,
      dateFrom: null,
      dateTo: null,
      comment: '',
      enabled: true,
    })
  })

  it('an entry by alias comes back as it was', () => {
    expect(subnetEntryInput(subnetEntryValues(byAlias))).toEqual({
      enabled: false,
      ip: null,
      alias: byAlias.alias,
      dateFrom: byAlias.dateFrom,
      dateTo: byAlias.dateTo,
      comment: 'Проект',
    })
  })

  it('sends only the chosen target, trimmed, and no empty comment', () => {
    const values = { ...subnetEntryValues(byAlias), target: 'subnet' as const, ip: ' 10.0.0.0/8 ' }
    expect(subnetEntryInput({ ...values, comment: '  ' })).toMatchObject({
      ip: '10.0.0.0/8',
      alias: null,
      comment: null,
    })
  })

  it('«no address» lands on the alias picker when an alias is wanted', () => {
    expect(subnetEntryField('alias', 'ip')).toBe('alias')
    expect(subnetEntryField('subnet', 'ip')).toBe('ip')
    expect(subnetEntryField('alias', 'dateTo')).toBe('dateTo')
  })
})
