import {
  createInvitation,
  deleteInvitation,
  invitationStatusValues,
  listContacts,
  listInvitations,
  resendInvitation,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, clientAs, failure, fixedDate, newSandbox } from '../../../test/support/companies'
import type { Sandbox } from '../../sandbox'
import { masterContractors } from '../../state/companies'
import { durationSeconds } from '../../state/settings'

function invitationBody(sandbox: Sandbox, email: string) {
  const contractor = masterContractors(sandbox.state.companies, account(sandbox, 'master').id)[1]
  const role = sandbox.state.companies.roles.find((r) => r.roleType === 'contractor')
  return {
    email,
    contractorId: contractor?.id as string,
    access: [
      { organizationId: contractor?.organizationIds[0] as string, roles: [role?.roleId as string] },
    ],
  }
}

const alive = (sandbox: Sandbox) =>
  durationSeconds(sandbox.state.settings, 'inviteAlive', 7 * 86_400) * 1000
const linksOf = (sandbox: Sandbox, invitationId: string) =>
  sandbox.state.core.links.filter(
    (link) => link.kind === 'invitation' && link.data.invitationId === invitationId,
  )

describe('invitations', () => {
  it('lists the master user’s own invitations in every status, newest first', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const result = await listInvitations(master, { params: { query: { limit: 100 } } })
    const invitations = result.data?.invitations ?? []
    const senders = sandbox.state.companies.invitationSenders
    expect(invitations.every((row) => senders[row.id] === account(sandbox, 'master').id)).toBe(true)
    expect(new Set(invitations.map((row) => row.status))).toEqual(new Set(invitationStatusValues))
    const created = invitations.map((row) => row.createdAt)
    expect(created).toEqual([...created].sort().reverse())

    const active = await listInvitations(master, { params: { query: { status: 'active' } } })
    expect(active.data?.invitations.every((row) => row.status === 'active')).toBe(true)
    for (const row of active.data?.invitations ?? []) {
      const [link] = linksOf(sandbox, row.id)
      expect(link).toMatchObject({ state: 'active', email: row.email, expiresAt: row.activeTo })
    }
  })

  it('marks invitations deactivated once their period is over', async () => {
    let now = fixedDate
    const sandbox = newSandbox(() => now)
    const master = await clientAs(sandbox, 'master')
    const before = await listInvitations(master, { params: { query: { status: 'active' } } })
    const count = before.data?.meta.total ?? 0
    expect(count).toBeGreaterThan(0)
    now = new Date(fixedDate.getTime() + alive(sandbox) + 1000)
    // A new session: the first one may have ended by then.
    const later = await clientAs(sandbox, 'master')
    const after = await listInvitations(later, { params: { query: { status: 'active' } } })
    expect(after.data?.meta.total).toBe(0)
  })

  it('sends an invitation with its one-time link and shows the invited contact', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const body = invitationBody(sandbox, 'sidorov.a@partner.example.ru')
    const created = await createInvitation(master, { body })
    if (!created.ok) throw created.error
    const invitation = sandbox.state.companies.invitations.find((row) => row.id === created.data.id)
    expect(invitation).toMatchObject({
      status: 'active',
      email: body.email,
      contractorId: body.contractorId,
      activeFrom: fixedDate.toISOString(),
      activeTo: new Date(fixedDate.getTime() + alive(sandbox)).toISOString(),
    })
    const [link] = linksOf(sandbox, created.data.id)
    expect(link).toMatchObject({
      kind: 'invitation',
      email: body.email,
      state: 'active',
      expiresAt: invitation?.activeTo,
    })
    expect(sandbox.outbox.list()[0]).toMatchObject({
      to: body.email,
      link: `/platform/invitation/${link?.id}`,
      subject: 'Приглашение на платформу',
    })
    const contacts = await listContacts(master, { params: { query: { search: 'sidorov.a@' } } })
    expect(contacts.data?.contacts).toMatchObject([
      { fio: body.email, status: 'invitationSent', contractors: [] },
    ])

    const twice = await createInvitation(master, { body })
    expect(failure(twice).status).toBe(409)
    expect(failure(twice).errorList).toEqual({ email: ['alreadyExist'] })
  })

  it('validates the form', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const body = invitationBody(sandbox, 'not-an-address')
    const foreign = sandbox.state.companies.contractors.find(
      (c) => !masterContractors(sandbox.state.companies, account(sandbox, 'master').id).includes(c),
    )
    const result = await createInvitation(master, {
      body: {
        ...body,
        access: [{ organizationId: body.access[0]?.organizationId as string, roles: [] }],
      },
    })
    expect(failure(result).errorList).toEqual({
      email: ['errorEmail'],
      'access.0.roles': ['errorEmpty'],
    })
    const notOwn = await createInvitation(master, {
      body: { ...invitationBody(sandbox, 'a@b.ru'), contractorId: foreign?.id as string },
    })
    expect(failure(notOwn).errorList).toEqual({ contractorId: ['errorInvalid'] })
    expect(sandbox.outbox.list()).toEqual([])
  })

  it('joins a person who has an account at once (autoSuccess)', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master', 'en')
    const body = invitationBody(sandbox, 'limited@sandbox.example.ru')
    const created = await createInvitation(master, { body })
    const invitation = sandbox.state.companies.invitations.find(
      (row) => row.id === created.data?.id,
    )
    expect(invitation?.status).toBe('autoSuccess')
    expect(linksOf(sandbox, invitation?.id as string)).toEqual([])
    expect(sandbox.outbox.list()[0]).toMatchObject({ to: body.email, subject: 'Access granted' })
    const contact = sandbox.state.companies.contacts.find(
      (c) => c.userId === account(sandbox, 'limited').id,
    )
    expect(contact?.links.map((link) => link.contractorId)).toEqual([body.contractorId])
  })

  it('resends an open invitation for a new period and refuses closed ones', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const rows =
      (await listInvitations(master, { params: { query: { limit: 100 } } })).data?.invitations ?? []
    const expired = rows.find((row) => row.status === 'deactivated')
    const accepted = rows.find((row) => row.status === 'success')
    const result = await resendInvitation(master, {
      params: { path: { id: expired?.id as string } },
    })
    expect(result.ok).toBe(true)
    const renewed = sandbox.state.companies.invitations.find((row) => row.id === expired?.id)
    expect(renewed).toMatchObject({
      status: 'active',
      activeFrom: fixedDate.toISOString(),
      activeTo: new Date(fixedDate.getTime() + alive(sandbox)).toISOString(),
    })
    const links = linksOf(sandbox, expired?.id as string).filter((link) => link.state === 'active')
    expect(links).toHaveLength(1)
    expect(links[0]?.expiresAt).toBe(renewed?.activeTo)
    expect(sandbox.outbox.list()[0]?.link).toBe(`/platform/invitation/${links[0]?.id}`)

    const closed = await resendInvitation(master, {
      params: { path: { id: accepted?.id as string } },
    })
    expect(failure(closed).status).toBe(409)
    expect(failure(closed).body?.reason).toBe('alreadyAnswered')
  })

  it('revokes an invitation: deleted, link cancelled, invited contact gone', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const created = await createInvitation(master, {
      body: invitationBody(sandbox, 'orlova.e@supply.example.ru'),
    })
    const id = created.data?.id as string
    expect((await deleteInvitation(master, { params: { path: { id } } })).ok).toBe(true)
    expect(sandbox.state.companies.invitations.find((row) => row.id === id)?.status).toBe('deleted')
    expect(linksOf(sandbox, id).map((link) => link.state)).toEqual(['canceled'])
    const contacts = await listContacts(master, { params: { query: { search: 'orlova.e@' } } })
    expect(contacts.data?.meta.total).toBe(0)

    expect(failure(await deleteInvitation(master, { params: { path: { id } } })).status).toBe(409)
    const admins = Object.entries(sandbox.state.companies.invitationSenders).find(
      ([, sender]) => sender === account(sandbox, 'admin').id,
    )
    const notOwn = await deleteInvitation(master, {
      params: { path: { id: admins?.[0] as string } },
    })
    expect(failure(notOwn).status).toBe(404)
  })
})
