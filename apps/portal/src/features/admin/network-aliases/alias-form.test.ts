import { describe, expect, it } from 'vitest'
import { networkAliasInput, networkAliasValues } from './alias-form'

describe('network alias form', () => {
  it('a new alias starts with one empty address', () => {
    expect(networkAliasValues(null)).toEqual({
      name: '',
      ips: [{ ip: '', comment: '' }],
      comment: '',
    })
  })

  it('sends trimmed texts, empty comments as null, every row in its place', () => {
    expect(
      networkAliasInput({
        name: ' Филиал ',
        ips: [
          { ip: ' 10.54.0.0/16 ', comment: '' },
          { ip: '', comment: ' VPN ' },
        ],
        comment: ' ',
      }),
    ).toEqual({
      name: 'Филиал',
      ips: [
        { ip: '10.54.0.0/16', comment: null },
        { ip: '', comment: 'VPN' },
      ],
      comment: null,
    })
  })

  it('an alias comes back as it was', () => {
    const alias = {
      id: 'ae5d6f70-8192-43a4-8ebf-3a4b5c6d7e85',
      name: 'Филиал',
      ips: [{ ip: '10.54.0.0/16', comment: null }],
      comment: 'Сети филиала',
    }
    const { id: _id, ...input } = alias
    expect(networkAliasInput(networkAliasValues(alias))).toEqual(input)
  })
})
