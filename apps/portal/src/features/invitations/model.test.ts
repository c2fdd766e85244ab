import { describe, expect, it } from 'vitest'
import { initialInvitation, invitationBody, isOpen, validateInvitation } from './model'

describe('invitations', () => {
  it('resends and revokes only open invitations', () => {
    expect(isOpen({ status: 'active' })).toBe(true)
    expect(isOpen({ status: 'deactivated' })).toBe(true)
    for (const status of ['refusal', 'success', 'autoSuccess', 'deleted'] as const) {
      expect(isOpen({ status })).toBe(false)
    }
  })

  it('needs a valid email and what a contractor link needs', () => {
    expect(validateInvitation(initialInvitation())).toMatchObject({
      email: ['errorEmpty'],
      contractorId: ['errorEmpty'],
    })
    expect(validateInvitation({ ...initialInvitation(), email: 'нет' }).email).toEqual([
      'errorEmail',
    ])
  })

  it('sends the trimmed email and the rows as `access`', () => {
    expect(
      invitationBody({
        email: ' a@b.ru ',
        contractorId: 'c1',
        contractorRoles: [{ organizationId: 'o1', rolesIds: ['r'] }],
      }),
    ).toEqual({
      email: 'a@b.ru',
      contractorId: 'c1',
      access: [{ organizationId: 'o1', roles: ['r'] }],
    })
  })
})
