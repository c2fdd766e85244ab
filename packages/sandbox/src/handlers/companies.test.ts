import { isValidInn, isValidKpp, isValidOgrn, isValidOkpo } from '@platform/forms'
import {
  contactStatusValues,
  leaveCompany,
  listCompanies,
  listContactContractors,
  listContacts,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, clientAs, failure, newSandbox } from '../../test/support/companies'

describe('companies of the profile', () => {
  it('lists the person’s companies with valid requisites and their roles there', async () => {
    const sandbox = newSandbox()
    const companies = (await listCompanies(await clientAs(sandbox, 'user'))).data?.companies ?? []
    expect(companies).toHaveLength(2)
    const titles = companies.map((company) => company.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')))
    for (const company of companies) {
      expect(company.roles.length).toBeGreaterThan(0)
      expect(company.roles.every((role) => role.roleType === 'contractor')).toBe(true)
    }
    for (const { requisites, legalType } of sandbox.state.companies.companies) {
      const { inn, kpp, ogrn, okpo } = requisites
      if (inn)
        expect(isValidInn(inn) && inn.length === (legalType === 'individual' ? 12 : 10)).toBe(true)
      if (kpp) expect(isValidKpp(kpp)).toBe(true)
      if (ogrn) expect(isValidOgrn(ogrn)).toBe(true)
      if (okpo) expect(isValidOkpo(okpo)).toBe(true)
      if (legalType === 'individual') expect(kpp).toBeNull()
    }
    const kinds = new Set(sandbox.state.companies.companies.map((c) => c.legalType))
    expect(kinds).toEqual(new Set(['individual', 'legalEntity']))
    expect((await listCompanies(await clientAs(sandbox, 'limited'))).data?.companies).toEqual([])
  })

  it('leaves a company: the membership goes, nothing else changes', async () => {
    const sandbox = newSandbox()
    const user = await clientAs(sandbox, 'user')
    const [first] = (await listCompanies(user)).data?.companies ?? []
    const contacts = JSON.stringify(sandbox.state.companies.contacts)
    const requests = JSON.stringify(sandbox.state.companies.accessRequests)
    const history = sandbox.state.history.rows.length

    expect((await leaveCompany(user, { params: { path: { id: first?.id as string } } })).ok).toBe(
      true,
    )
    const left = (await listCompanies(user)).data?.companies.map((company) => company.id)
    expect(left).toHaveLength(1)
    expect(left).not.toContain(first?.id)
    expect(JSON.stringify(sandbox.state.companies.contacts)).toBe(contacts)
    expect(JSON.stringify(sandbox.state.companies.accessRequests)).toBe(requests)
    expect(sandbox.state.history.rows.length).toBe(history)

    const again = await leaveCompany(user, { params: { path: { id: first?.id as string } } })
    expect(failure(again).status).toBe(404)
  })
})

describe('contacts of master users', () => {
  it('lists the people of the master user’s companies, searchable and sorted', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const all = await listContacts(master, { params: { query: { limit: 1000 } } })
    const contacts = all.data?.contacts ?? []
    expect(all.data?.meta).toMatchObject({ total: contacts.length, sortBy: 'fio', sort: 'asc' })
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(contactStatusValues))
    expect(contacts.some((contact) => !contact.editable)).toBe(true)
    const invited = contacts.find((contact) => contact.status === 'invitationSent')
    expect(invited).toMatchObject({ fio: invited?.emails[0], mobiles: [], contractors: [] })

    const user = account(sandbox, 'user')
    const byPhone = await listContacts(master, {
      params: { query: { search: user.mobile as string } },
    })
    expect(byPhone.data?.contacts.map((contact) => contact.userId)).toEqual([user.id])
    const byStatus = await listContacts(master, {
      params: { query: { sortBy: 'status', sort: 'desc', limit: 1000 } },
    })
    const statuses = byStatus.data?.contacts.map((contact) => contact.status) ?? []
    expect(statuses).toEqual([...statuses].sort().reverse())

    const nobody = await listContacts(await clientAs(sandbox, 'user'))
    expect(nobody.data).toMatchObject({ contacts: [], meta: { total: 0 } })
  })

  it('lists a contact’s contractor links with organizations and roles', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const user = account(sandbox, 'user')
    const path = { userId: user.id }
    const result = await listContactContractors(master, { params: { path } })
    const [link] = result.data?.contractors ?? []
    const [northFirst] = sandbox.state.companies.contractors
    expect(result.data?.meta.total).toBe(1)
    expect(link).toMatchObject({ contractorId: northFirst?.id, contractorTitle: northFirst?.title })
    expect(link?.access[0]?.roles.map((role) => role.name).sort()).toEqual([
      'Кладовщик',
      'Менеджер по закупкам',
    ])
    expect(link?.access[0]?.inn).toBe(northFirst?.inn)

    const none = await listContactContractors(master, {
      params: { path, query: { search: 'не найдётся' } },
    })
    expect(none.data?.meta.total).toBe(0)
    const stranger = await listContactContractors(master, {
      params: { path: { userId: account(sandbox, 'admin').id } },
    })
    expect(failure(stranger).status).toBe(404)
    const notMaster = await listContactContractors(await clientAs(sandbox, 'user'), {
      params: { path },
    })
    expect(failure(notMaster).status).toBe(404)
  })
})
