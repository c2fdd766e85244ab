import { describe, expect, it } from 'vitest'
import { schemeField, schemeInput, schemeValues } from './scheme-form'

const flows = [{ id: 'password' }, { id: 'email' }, { id: 'sms' }]

describe('scheme form', () => {
  it('a new scheme starts empty and not base', () => {
    expect(schemeValues(null)).toEqual({
      name: '',
      code: '',
      comment: '',
      base: false,
      first: [],
      second: [],
    })
  })

  it('sends every flow of each factor with whether it is switched on', () => {
    const input = schemeInput(
      { name: ' Код ', code: 'otp', comment: ' ', base: false, first: ['email'], second: [] },
      flows,
    )
    expect(input).toEqual({
      name: 'Код',
      code: 'otp',
      comment: null,
      base: false,
      firstFactor: [
        { id: 'password', enabled: false },
        { id: 'email', enabled: true },
        { id: 'sms', enabled: false },
      ],
      secondFactor: [
        { id: 'password', enabled: false },
        { id: 'email', enabled: false },
        { id: 'sms', enabled: false },
      ],
    })
  })

  it('puts the errors of a flow on its factor', () => {
    expect(schemeField('secondFactor.2.id')).toBe('second')
    expect(schemeField('firstFactor')).toBe('first')
    expect(schemeField('code')).toBe('code')
  })
})
