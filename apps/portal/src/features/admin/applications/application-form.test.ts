import type { Application } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { applicationField, applicationInput, applicationValues } from './application-form'

const saved: Application = {
  id: 'a1',
  enabled: true,
  type: 'internal',
  code: 'contacts',
  name: 'Контакты',
  nameEn: null,
  url: 'https://contacts.example.ru',
  description: null,
  immutable: true,
  publicSwaggerUrl: null,
  privateSwaggerUrl: null,
  helpUrl: 'https://contacts.example.ru/help',
  compodocUrl: null,
  techUrl: null,
  version: '3.1',
  ip: null,
  domains: ['base'],
  parentId: null,
  order: 0,
  menuVisible: true,
  profileVisible: true,
  serviceAccount: false,
  methods: ['m1'],
  virtualSupport: true,
  actionsAccess: 1,
  clients: [{ clientId: 'contacts-web', enabled: true, methods: ['c1'] }],
}

describe('the application form', () => {
  it('shows a saved application and sends it back unchanged', () => {
    const values = applicationValues(saved, undefined)
    expect(values).toMatchObject({ nameEn: '', parentId: '', code: 'contacts' })
    expect(values.clients).toEqual([
      { clientId: 'contacts-web', clientSecret: '', enabled: true, methods: ['c1'], saved: true },
    ])
    const { id: _id, immutable: _immutable, order: _order, actionsAccess, ...input } = saved
    expect(applicationInput(values, actionsAccess)).toEqual(input)
  })

  it('starts a new application as a draft on the base domain', () => {
    expect(applicationValues(null, 'base')).toMatchObject({
      type: 'draft',
      domains: ['base'],
      menuVisible: true,
      profileVisible: false,
      clients: [],
    })
  })

  it('sends empty texts as null, a typed secret only, and what the type keeps', () => {
    const values = {
      ...applicationValues(null, 'base'),
      type: 'external' as const,
      code: 'ignored',
      name: ' Портал ',
      url: ' ',
      clients: [
        { clientId: 'web', clientSecret: '', enabled: true, methods: [], saved: false },
        { clientId: 'bot', clientSecret: 'S3cret', enabled: false, methods: [], saved: false },
      ],
    }
    const input = applicationInput(values)
    expect(input).toMatchObject({ name: 'Портал', url: null, menuVisible: false })
    expect('code' in input).toBe(false)
    expect(input.clients).toEqual([
      { clientId: 'web', enabled: true, methods: [] },
      { clientId: 'bot', clientSecret: 'S3cret', enabled: false, methods: [] },
    ])
  })

  it('puts an error on the control that shows it', () => {
    expect(applicationField('domains.0')).toBe('domains')
    expect(applicationField('methods.3')).toBe('methods')
    expect(applicationField('clients.1.methods.0')).toBe('clients.1.methods')
    expect(applicationField('clients.1.clientId')).toBe('clients.1.clientId')
    expect(applicationField('name')).toBe('name')
  })
})
