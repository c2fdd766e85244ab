import {
  acceptInvitation,
  getInvitationLinkStatus,
  getProfile,
  type PlatformClient,
  refuseInvitation,
  sendInvitationCode,
  verifyInvitationCode,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, lastMessage, signIn, testBed } from '../../test/support/visitor'
import type { Sandbox } from '../sandbox'

const mobile = '+79031234567'
const form = {
  first_name: 'Анна',
  last_name: 'Смирнова',
  middle_name: 'Викторовна',
  password: 'Nordwind-2027?',
  repeatPassword: 'Nordwind-2027?',
}

/** An open invitation of the seed and its link. */
function openInvitation(sandbox: Sandbox) {
  const now = Date.parse('2026-11-21T09:30:00Z')
  for (const link of sandbox.state.core.links) {
    if (link.kind !== 'invitation' || link.state !== 'active' || Date.parse(link.expiresAt) <= now)
      continue
    const invitation = sandbox.state.companies.invitations.find(
      (entry) => entry.id === link.data.invitationId,
    )
    if (invitation?.status === 'active') return { link, invitation }
  }
  throw new Error('the seed has an open invitation')
}

async function verified(client: PlatformClient, sandbox: Sandbox, hash: string) {
  data(await sendInvitationCode(client, { body: { mobile, hash } }))
  const code = lastMessage(sandbox, mobile).code ?? ''
  data(await verifyInvitationCode(client, { body: { mobile, hash, code } }))
  return code
}

describe('invitation link status', () => {
  it('pre-fills the invited address and the inviting company', async () => {
    const { client, sandbox } = testBed()
    const { link, invitation } = openInvitation(sandbox)
    const status = data(
      await getInvitationLinkStatus(client, { params: { path: { id: link.id } } }),
    )
    expect(status).toEqual({
      status: 'active',
      email: invitation.email,
      expiresAt: invitation.activeTo,
      first_name: null,
      last_name: null,
      middle_name: null,
      organizationTitle: invitation.access[0]?.organizationTitle,
    })
  })

  it('answers 404, expired, revoked and another signed-in account', async () => {
    const { client, sandbox, browser } = testBed()
    expect(
      failure(await getInvitationLinkStatus(client, { params: { path: { id: 'unknown-hash-1' } } }))
        .status,
    ).toBe(404)
    const expired = sandbox.state.core.links.find((link) => {
      const invitation = sandbox.state.companies.invitations.find(
        (entry) => entry.id === link.data.invitationId,
      )
      return link.kind === 'invitation' && invitation?.status === 'deactivated'
    })
    if (!expired) throw new Error('the seed has an expired invitation link')
    expect(
      failure(await getInvitationLinkStatus(client, { params: { path: { id: expired.id } } })).body,
    ).toEqual({
      expired: true,
      linkStatus: 'expired',
    })
    const { link, invitation } = openInvitation(sandbox)
    const other = browser()
    await signIn(other, 'user')
    expect(
      failure(await getInvitationLinkStatus(other, { params: { path: { id: link.id } } })),
    ).toEqual({
      status: 409,
      body: { linkStatus: 'sessionConflict' },
    })
    invitation.status = 'deleted'
    expect(
      failure(await getInvitationLinkStatus(client, { params: { path: { id: link.id } } })).body,
    ).toEqual({
      canceledError: true,
      linkStatus: 'canceled',
    })
  })
})

describe('accepting an invitation', () => {
  it('creates the account, joins the company with the invited roles and signs in', async () => {
    const { client, sandbox } = testBed()
    const { link, invitation } = openInvitation(sandbox)
    const code = await verified(client, sandbox, link.id)
    const body = { ...form, mobile, code, hash: link.id }
    const refused = failure(await acceptInvitation(client, { body }))
    expect(refused.status).toBe(403)
    const termsAgree = (refused.body?.termsRequired ?? []).map((term) => ({
      type: term.type,
      agree: true,
    }))
    expect(termsAgree.length).toBeGreaterThan(0)
    const result = await acceptInvitation(client, { body: { ...body, termsAgree } })
    expect(data(result)).toEqual({ signedIn: true })
    const profile = data(await getProfile(client))
    expect(profile.mainInfo).toMatchObject({
      fio: 'Смирнова Анна Викторовна',
      email: invitation.email,
      mobile,
    })
    expect(invitation.status).toBe('success')
    expect(link.state).toBe('used')
    const id = profile.mainInfo.id
    const companies = sandbox.state.companies
    for (const access of invitation.access) {
      const membership = companies.memberships.find(
        (entry) => entry.accountId === id && entry.companyId === access.organizationId,
      )
      expect(membership?.roleIds).toEqual(
        expect.arrayContaining(access.roles.map((role) => role.roleId)),
      )
    }
    expect(companies.contacts.find((contact) => contact.userId === id)?.status).toBe('active')
    expect(
      failure(await getInvitationLinkStatus(client, { params: { path: { id: link.id } } })),
    ).toEqual({
      status: 400,
      body: { linkStatus: 'used' },
    })
  })

  it('marks missing names, a weak password, a taken phone and an unverified code', async () => {
    const { client, sandbox } = testBed()
    const { link } = openInvitation(sandbox)
    const result = await acceptInvitation(client, {
      body: {
        first_name: 'Анна',
        password: 'weak',
        repeatPassword: 'weak!',
        mobile: '+79160000003',
        code: '1234',
        hash: link.id,
      },
    })
    expect(failure(result).body?.errorList).toEqual({
      last_name: ['errorEmpty'],
      password: ['errorPassword'],
      repeatPassword: ['errorMatch'],
      mobile: ['errorPhoneExists'],
      code: ['errorCode'],
    })
  })

  it('joins an existing account with the invited address without changing its password', async () => {
    const { client, sandbox } = testBed()
    const { link, invitation } = openInvitation(sandbox)
    const person = sandbox.state.core.accounts.find((candidate) => candidate.login === 'user')
    if (!person?.email) throw new Error('user has an email')
    invitation.email = person.email
    const accounts = sandbox.state.core.accounts.length
    const own = await sendInvitationCode(client, {
      body: { mobile: person.mobile ?? '', hash: link.id },
    })
    expect(own.ok).toBe(true)
    const sent = lastMessage(sandbox, person.mobile ?? '').code ?? ''
    data(
      await verifyInvitationCode(client, {
        body: { mobile: person.mobile ?? '', hash: link.id, code: sent },
      }),
    )
    const result = await acceptInvitation(client, {
      body: { ...form, mobile: person.mobile ?? '', code: sent, hash: link.id },
    })
    expect(data(result)).toEqual({ signedIn: true })
    expect(sandbox.state.core.accounts).toHaveLength(accounts)
    expect(person.password).toBe('Sandbox-2026!')
    expect(data(await getProfile(client)).mainInfo.login).toBe('user')
  })
})

describe('refusing an invitation', () => {
  it('marks it refused, uses the link up and drops the pending contact', async () => {
    const { client, sandbox } = testBed()
    const { link, invitation } = openInvitation(sandbox)
    const pending = () =>
      sandbox.state.companies.contacts.filter(
        (contact) =>
          contact.status === 'invitationSent' &&
          contact.email?.toLowerCase() === invitation.email.toLowerCase(),
      )
    expect(pending().length).toBeGreaterThan(0)
    expect((await refuseInvitation(client, { params: { path: { id: link.id } } })).ok).toBe(true)
    expect(invitation.status).toBe('refusal')
    expect(pending()).toEqual([])
    expect(failure(await refuseInvitation(client, { params: { path: { id: link.id } } }))).toEqual({
      status: 400,
      body: { linkStatus: 'used' },
    })
  })
})
