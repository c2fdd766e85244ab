import {
  deleteContactContractor,
  listContactContractors,
  searchContractors,
  updateContactContractor,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, clientAs, failure, newSandbox } from '../../../test/support/companies'
import type { Sandbox } from '../../sandbox'
import { contactsOf, masterContractors } from '../../state/companies'

function masterView(sandbox: Sandbox) {
  const masterId = account(sandbox, 'master').id
  const own = masterContractors(sandbox.state.companies, masterId)
  const contacts = contactsOf(sandbox.state.companies, masterId)
  return { own, contacts }
}

function contractorRole(sandbox: Sandbox, index = 0): string {
  const roles = sandbox.state.companies.roles.filter((role) => role.roleType === 'contractor')
  return roles[index]?.roleId as string
}

describe('contractor look-up', () => {
  it('offers the contractors of the master user’s companies, by title, INN or ids', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { own } = masterView(sandbox)
    const all = (await searchContractors(master)).data?.contractors ?? []
    expect(all.map((contractor) => contractor.id).sort()).toEqual(own.map((c) => c.id).sort())

    const target = own.find((contractor) => contractor.inn) ?? own[0]
    const byInn = await searchContractors(master, {
      params: { query: { searchValue: target?.inn ?? '' } },
    })
    expect(byInn.data?.contractors.map((c) => c.id)).toContain(target?.id)
    const byTitle = await searchContractors(master, {
      params: { query: { searchValue: 'несуществующий' } },
    })
    expect(byTitle.data?.contractors).toEqual([])

    const ids = [own[3]?.id as string, own[1]?.id as string]
    const exact = await searchContractors(master, {
      params: { query: { ids, searchValue: 'zzz' } },
    })
    expect(exact.data?.contractors.map((c) => c.id).sort()).toEqual([...ids].sort())
  })

  it('leaves out the organizations where the person already has access', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { own, contacts } = masterView(sandbox)
    const pairs = contacts.flatMap((contact) =>
      contact.links.flatMap((link) => {
        const contractor = own.find((c) => c.id === link.contractorId)
        const partial = contractor && link.access.length < contractor.organizationIds.length
        return partial ? [{ contact, link, contractor }] : []
      }),
    )
    const [pair] = pairs
    if (!pair) throw new Error('no contact with partial access')
    const held = new Set(pair.link.access.map((row) => row.organizationId))
    const ids = [pair.contractor.id]
    const result = await searchContractors(master, {
      params: { query: { userId: pair.contact.userId, ids } },
    })
    expect(result.data?.contractors[0]?.availableOrganizations.map((o) => o.id)).toEqual(
      pair.contractor.organizationIds.filter((id) => !held.has(id)),
    )
    const plain = await searchContractors(master, { params: { query: { ids } } })
    expect(plain.data?.contractors[0]?.availableOrganizations.map((o) => o.id)).toEqual(
      pair.contractor.organizationIds,
    )
  })
})

describe('contractor links of contacts', () => {
  it('replaces the access of a link and records the change', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { own, contacts } = masterView(sandbox)
    const contact = contacts.find((c) => c.editable && c.status === 'active' && c.links.length > 0)
    const contractor = own.find((c) => c.organizationIds.length > 1) ?? own[0]
    if (!contact || !contractor) throw new Error('no editable contact')
    const organizationId = contractor.organizationIds.at(-1) as string
    const history = sandbox.state.history.rows.length
    const saved = await updateContactContractor(master, {
      body: {
        userId: contact.userId,
        contractorId: contractor.id,
        access: [
          { organizationId, roles: [contractorRole(sandbox, 0), contractorRole(sandbox, 1)] },
        ],
      },
    })
    expect(saved.ok).toBe(true)
    expect(sandbox.state.history.rows.length).toBe(history + 1)
    expect(sandbox.state.history.rows[0]).toMatchObject({
      entity: 'users',
      entityId: contact.userId,
    })

    const list = await listContactContractors(master, {
      params: { path: { userId: contact.userId }, query: { search: contractor.title } },
    })
    const link = list.data?.contractors.find((row) => row.contractorId === contractor.id)
    expect(link?.access.map((row) => row.organizationId)).toEqual([organizationId])
    expect(link?.access[0]?.roles.map((role) => role.roleId)).toEqual([
      contractorRole(sandbox, 0),
      contractorRole(sandbox, 1),
    ])
  })

  it('validates the rows and refuses contacts the master user may not edit', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { own, contacts } = masterView(sandbox)
    const editable = contacts.find((c) => c.editable && c.links.length > 0)
    const locked = contacts.find((c) => !c.editable && c.links.length > 0)
    const contractor = own[0]
    if (!editable || !locked || !contractor) throw new Error('seed lacks contacts')
    const stranger = sandbox.state.companies.companies[2]?.id as string

    const rows = await updateContactContractor(master, {
      body: {
        userId: editable.userId,
        contractorId: contractor.id,
        access: [{ organizationId: stranger, roles: [] }],
      },
    })
    expect(failure(rows).errorList).toEqual({
      'access.0.organizationId': ['errorInvalid'],
      'access.0.roles': ['errorEmpty'],
    })
    const body = {
      userId: locked.userId,
      contractorId: contractor.id,
      access: [
        {
          organizationId: contractor.organizationIds[0] as string,
          roles: [contractorRole(sandbox)],
        },
      ],
    }
    const refused = await updateContactContractor(master, { body })
    expect(failure(refused).status).toBe(403)
    expect(failure(refused).body?.accessError).toBe(true)
    const removal = await deleteContactContractor(master, {
      params: {
        query: { userId: locked.userId, contractorId: locked.links[0]?.contractorId as string },
      },
    })
    expect(failure(removal).status).toBe(403)

    const nobody = await updateContactContractor(master, {
      body: { ...body, userId: account(sandbox, 'admin').id },
    })
    expect(failure(nobody).status).toBe(404)
  })

  it('removes a link, then answers 404 for it', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { own, contacts } = masterView(sandbox)
    const contact = contacts.find(
      (c) => c.editable && c.links.some((link) => own.some((o) => o.id === link.contractorId)),
    )
    const link = contact?.links.find((l) => own.some((o) => o.id === l.contractorId))
    const query = { userId: contact?.userId as string, contractorId: link?.contractorId as string }
    expect((await deleteContactContractor(master, { params: { query } })).ok).toBe(true)
    expect(contact?.links.some((l) => l.contractorId === query.contractorId)).toBe(false)
    const again = await deleteContactContractor(master, { params: { query } })
    expect(failure(again).status).toBe(404)
  })
})
