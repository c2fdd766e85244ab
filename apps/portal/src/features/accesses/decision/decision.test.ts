import { validateApproval } from '@platform/forms'
import { describe, expect, it } from 'vitest'
import {
  allowBody,
  approvalBody,
  type DecisionValues,
  hasInput,
  initialDecision,
  refusalBody,
  validateDecision,
} from './decision'

const request = { requestId: 'r1', userId: 'u1' }
const values = (patch: Partial<DecisionValues>): DecisionValues => ({
  ...initialDecision(),
  ...patch,
})

describe('the decision form', () => {
  it('checks a link with the forms’ approval rules, empty new rows included', () => {
    const form = values({})
    expect(validateDecision(form)).toEqual(validateApproval(form))
    expect(validateDecision(form)).toMatchObject({
      contractorId: ['errorEmpty'],
      'contractorRoles.0.organizationId': ['errorEmpty'],
      'contractorRoles.0.rolesIds': ['errorEmpty'],
    })
  })

  it('asks a reject or a duplicate for a reason within the comment limit', () => {
    expect(validateDecision(values({ decision: 'failure', reason: '  ' }))).toEqual({
      reason: ['errorEmpty'],
    })
    expect(validateDecision(values({ decision: 'duplicate', reason: 'x'.repeat(256) }))).toEqual({
      reason: ['errorMaxLength'],
    })
    expect(validateDecision(values({ decision: 'failure', reason: 'Не сотрудник' }))).toEqual({})
  })

  it('grants access manually with nothing to fill in', () => {
    expect(validateDecision(values({ decision: 'allow' }))).toEqual({})
    expect(allowBody(request)).toEqual(request)
  })

  it('sends what the chosen decision needs', () => {
    const link = values({
      contractorId: 'c1',
      contractorRoles: [{ organizationId: 'o1', rolesIds: ['a', 'a', 'b'] }],
    })
    expect(approvalBody(request, link)).toEqual({
      ...request,
      contractorId: 'c1',
      roles: [{ organizationId: 'o1', rolesIds: ['a', 'b'] }],
    })
    expect(refusalBody(request, values({ reason: ' Дубль ' }))).toEqual({
      ...request,
      reason: 'Дубль',
    })
  })

  it('has unsaved input only once something was typed or picked', () => {
    expect(hasInput(initialDecision())).toBe(false)
    expect(hasInput(values({ decision: 'failure' }))).toBe(false)
    expect(hasInput(values({ reason: 'a' }))).toBe(true)
    expect(hasInput(values({ contractorId: 'c1' }))).toBe(true)
  })
})
