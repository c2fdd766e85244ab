// The contractor look-up and the contractor links of the master user's contacts.
import { userSearchLimit } from '@platform/forms'
import type { ContractorOption, ErrorBody } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import {
  type ContactRecord,
  type ContractorRecord,
  contactsOf,
  findCompany,
  linkContractor,
  masterContractors,
} from '../../state/companies'
import { done, forbidden, invalid, lookup, notFound, ok } from '../reply'
import { accessOf, hasErrors, recordChange, validateAccessRows } from './shared'

const notEditable: ErrorBody = {
  accessError: true,
  message: "The contact's roles are managed by the administrator",
}

/** A contractor for the pickers; organizations the contact already has there are left out. */
function contractorOption(
  state: SandboxState,
  contractor: ContractorRecord,
  contact: ContactRecord | undefined,
): ContractorOption {
  const held = new Set(
    contact?.links
      .find((link) => link.contractorId === contractor.id)
      ?.access.map((row) => row.organizationId),
  )
  return {
    id: contractor.id,
    title: contractor.title,
    inn: contractor.inn,
    availableOrganizations: contractor.organizationIds.flatMap((id) => {
      const company = findCompany(state.companies, id)
      if (!company || held.has(id)) return []
      return [
        { id, title: company.title, inn: company.requisites.inn, kpp: company.requisites.kpp },
      ]
    }),
  }
}

function contactOf(state: SandboxState, accountId: string, userId: string) {
  return contactsOf(state.companies, accountId).find((contact) => contact.userId === userId)
}

export const contractorsHandlers = {
  searchContractors: ({ state, session, query }) => {
    if (!session.account.master) return forbidden()
    const contact = query.userId
      ? state.companies.contacts.find((candidate) => candidate.userId === query.userId)
      : undefined
    const found = lookup(
      masterContractors(state.companies, session.account.id),
      query,
      (contractor) => [contractor.title, contractor.inn],
      userSearchLimit(query.ids),
    )
    return ok({
      contractors: found.map((contractor) => contractorOption(state, contractor, contact)),
    })
  },

  updateContactContractor: (context) => {
    const { state, session, body } = context
    if (!session.account.master) return forbidden()
    const contact = contactOf(state, session.account.id, body.userId)
    if (!contact) return notFound('Not one of your contacts')
    if (!contact.editable) return forbidden(notEditable)
    const contractor = masterContractors(state.companies, session.account.id).find(
      (candidate) => candidate.id === body.contractorId,
    )
    const errors = {
      ...(contractor ? {} : { contractorId: ['errorInvalid' as const] }),
      ...validateAccessRows(state, contractor, body.access),
    }
    if (!contractor || hasErrors(errors)) return invalid(errors)
    const before = contact.links.find((link) => link.contractorId === contractor.id)
    const previous = before ? JSON.stringify(before.access) : null
    const link = linkContractor(contact, contractor, accessOf(body.access), 'replace')
    recordChange(context, {
      type: before ? 'update' : 'create',
      entity: 'users',
      subtype: 'contractors',
      entityId: contact.userId,
      entityTitle: contractor.title,
      changes: [{ param: 'access', before: previous, after: JSON.stringify(link.access) }],
    })
    return done()
  },

  deleteContactContractor: (context) => {
    const { state, session, query } = context
    if (!session.account.master) return forbidden()
    const contact = contactOf(state, session.account.id, query.userId)
    if (!contact) return notFound('Not one of your contacts')
    if (!contact.editable) return forbidden(notEditable)
    const own = masterContractors(state.companies, session.account.id)
    const link = contact.links.find(
      (candidate) =>
        candidate.contractorId === query.contractorId &&
        own.some((contractor) => contractor.id === candidate.contractorId),
    )
    if (!link) return notFound('The contact has no link to this contractor')
    contact.links = contact.links.filter((candidate) => candidate !== link)
    recordChange(context, {
      type: 'delete',
      entity: 'users',
      subtype: 'contractors',
      entityId: contact.userId,
      entityTitle: own.find((contractor) => contractor.id === link.contractorId)?.title ?? null,
      changes: [{ param: 'access', before: JSON.stringify(link.access), after: null }],
    })
    return done()
  },
} satisfies Partial<Handlers>
