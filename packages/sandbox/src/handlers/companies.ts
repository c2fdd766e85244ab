// The profile's companies and contacts pages.
import type { Company, Contact, ContactContractor } from '@platform/sdk'
import type { Handlers } from '../contract'
import type { SandboxState } from '../state'
import {
  type ContactRecord,
  contactsOf,
  findCompany,
  masterContractors,
  rolesOf,
} from '../state/companies'
import { findAccount, fullName } from '../state/core'
import { done, matches, notFound, ok, page } from './reply'

function contactView(state: SandboxState, contact: ContactRecord, masterId: string): Contact {
  const account = findAccount(state.core, contact.userId)
  const own = new Map(masterContractors(state.companies, masterId).map((c) => [c.id, c]))
  return {
    userId: contact.userId,
    fio: account ? fullName(account) : (contact.email ?? ''),
    emails: account ? (account.email ? [account.email] : []) : contact.email ? [contact.email] : [],
    mobiles: account?.mobile ? [account.mobile] : [],
    status: contact.status,
    editable: contact.editable,
    contractors: contact.links.flatMap((link) => {
      const contractor = own.get(link.contractorId)
      return contractor ? [{ contractorId: contractor.id, contractorTitle: contractor.title }] : []
    }),
  }
}

function contractorViews(
  state: SandboxState,
  contact: ContactRecord,
  masterId: string,
): ContactContractor[] {
  const own = new Map(masterContractors(state.companies, masterId).map((c) => [c.id, c]))
  return contact.links.flatMap((link) => {
    const contractor = own.get(link.contractorId)
    if (!contractor) return []
    const access = link.access.flatMap((row) => {
      const company = findCompany(state.companies, row.organizationId)
      if (!company) return []
      const { inn, kpp, taxNumber, registrationNumber } = company.requisites
      return [
        {
          organizationId: company.id,
          organizationTitle: company.title,
          inn,
          kpp,
          taxNumber,
          registrationNumber,
          externalCode: company.externalCode,
          roles: rolesOf(state.companies, row.roleIds),
        },
      ]
    })
    return [{ contractorId: contractor.id, contractorTitle: contractor.title, access }]
  })
}

export const companiesHandlers = {
  listCompanies: ({ state, session }) => {
    const companies = state.companies.memberships
      .filter((membership) => membership.accountId === session.account.id)
      .flatMap((membership): Company[] => {
        const company = findCompany(state.companies, membership.companyId)
        if (!company) return []
        const { id, title, requisites, legalType, externalCode } = company
        const roles = rolesOf(state.companies, membership.roleIds)
        return [{ id, title, roles, requisites, legalType, externalCode }]
      })
      .sort((a, b) => a.title.localeCompare(b.title, 'ru'))
    return ok({ companies })
  },

  leaveCompany: ({ state, session, params }) => {
    const index = state.companies.memberships.findIndex(
      (membership) =>
        membership.accountId === session.account.id && membership.companyId === params.id,
    )
    if (index === -1) return notFound('You are not in this company')
    state.companies.memberships.splice(index, 1)
    return done()
  },

  listContacts: ({ state, session, query }) => {
    const masterId = session.account.id
    const contacts = (session.account.master ? contactsOf(state.companies, masterId) : [])
      .map((contact) => contactView(state, contact, masterId))
      .filter((contact) =>
        matches(query.search, contact.fio, ...contact.emails, ...contact.mobiles),
      )
    const { items, meta } = page(contacts, query, { sortBy: 'fio', sort: 'asc' })
    return ok({ contacts: items, meta })
  },

  listContactContractors: ({ state, session, params, query }) => {
    const masterId = session.account.id
    const contact = session.account.master
      ? contactsOf(state.companies, masterId).find((c) => c.userId === params.userId)
      : undefined
    if (!contact) return notFound('Not one of your contacts')
    const rows = contractorViews(state, contact, masterId).filter((row) =>
      matches(
        query.search,
        row.contractorTitle,
        ...row.access.flatMap((entry) => [entry.organizationTitle, entry.inn]),
      ),
    )
    const { items, meta } = page(rows, query, { sortBy: 'contractorTitle', sort: 'asc' })
    return ok({ contractors: items, meta })
  },
} satisfies Partial<Handlers>
