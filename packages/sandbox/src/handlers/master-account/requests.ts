// Incoming access requests and the master user's four decisions.
import { validateApproval, validateComment, validateRequired } from '@platform/forms'
import type { AccessRequest, AccessRequestDecision, FieldErrors } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import {
  type CompanyRecord,
  grantContractorAccess,
  masterContractors,
  requestCompany,
} from '../../state/companies'
import { findAccount } from '../../state/core'
import { conflict, done, forbidden, invalid, matches, notFound, ok, page, refused } from '../reply'
import { letters, mailTo } from './mail'
import { accessOf, hasErrors, isContractorRole, recordChange } from './shared'

/** Requests to the companies where the account is a master user. */
function incomingRequests(state: SandboxState, accountId: string): AccessRequest[] {
  return state.companies.accessRequests.filter((request) =>
    requestCompany(state.companies, request)?.masterIds.includes(accountId),
  )
}

interface Opened {
  request: AccessRequest
  company: CompanyRecord
}

/** The request a decision is about: 404 when it is not the master's, 409 when answered. */
function openRequest(
  state: SandboxState,
  accountId: string,
  body: { requestId: string; userId: string },
) {
  const request = incomingRequests(state, accountId).find(
    (candidate) => candidate.requestId === body.requestId && candidate.userId === body.userId,
  )
  const company = request && requestCompany(state.companies, request)
  if (!request || !company) return notFound('No such incoming request')
  if (request.status !== 'considered') {
    return refused('alreadyAnswered', 'The request has already been answered')
  }
  return { request, company } satisfies Opened
}

function close(
  { request, company }: Opened,
  now: Date,
  status: 'approved' | 'failure' | 'duplicate',
  decision: AccessRequestDecision,
  comment: string | null = null,
): void {
  Object.assign(request, {
    status,
    responseDate: now.toISOString(),
    responseCompanyName: company.title,
    responseCompanyInn: company.requisites.inn,
    responseCompanyTax: company.requisites.kpp ?? company.requisites.taxNumber,
    reason: decision.reason,
    decision,
    comment,
  })
}

function validateReason(reason: string | undefined): FieldErrors {
  const result = validateRequired(reason) ?? validateComment(reason)
  return result ? { reason: [result] } : {}
}

/** The approval form's errors under the keys the contract gives (`organization`, `roles`). */
function approvalErrors(
  state: SandboxState,
  accountId: string,
  body: { contractorId: string; roles: { organizationId: string; rolesIds: string[] }[] },
): FieldErrors {
  const contractor = masterContractors(state.companies, accountId).find(
    (candidate) => candidate.id === body.contractorId,
  )
  const rows = body.roles ?? []
  const form = validateApproval({ contractorId: body.contractorId, contractorRoles: rows })
  const organization = new Set<'errorEmpty' | 'errorInvalid'>()
  const roles = new Set<'errorEmpty' | 'errorInvalid'>()
  for (const key of Object.keys(form)) {
    if (key === 'contractorId' || key.endsWith('organizationId')) organization.add('errorEmpty')
    else roles.add('errorEmpty')
  }
  if (!contractor && body.contractorId) organization.add('errorInvalid')
  for (const row of rows) {
    const offered = contractor?.organizationIds.includes(row.organizationId)
    if (contractor && row.organizationId && !offered) organization.add('errorInvalid')
    if ((row.rolesIds ?? []).some((id) => !isContractorRole(state, id))) roles.add('errorInvalid')
  }
  const errors: FieldErrors = {}
  if (organization.size) errors.organization = [...organization]
  if (roles.size) errors.roles = [...roles]
  return errors
}

export const requestsHandlers = {
  listIncomingAccessRequests: ({ state, session, query }) => {
    if (!session.account.master) return forbidden()
    const { dateFrom, dateTo } = query
    // Both ends are inclusive days, so a one-day range (from = to) is valid; forms'
    // validateDateOrder wants the end strictly later, which fits moments, not days.
    if (dateFrom && dateTo && dateTo < dateFrom) return invalid({ dateTo: ['errorDateOrder'] })
    const rows = incomingRequests(state, session.account.id).filter((request) => {
      const sent = request.requestDate.slice(0, 10)
      return (
        (!query.status || request.status === query.status) &&
        (!dateFrom || sent >= dateFrom) &&
        (!dateTo || sent <= dateTo) &&
        matches(
          query.search,
          request.userName,
          request.userEmail,
          request.userMobile,
          request.requestCompanyName,
          request.requestCompanyInn,
        )
      )
    })
    const { items, meta } = page(rows, query, { sortBy: 'requestDate', sort: 'desc' })
    return ok({ requests: items, meta })
  },

  approveAccessRequest: (context) => {
    const { state, session, body, now, outbox, locale } = context
    if (!session.account.master) return forbidden()
    const opened = openRequest(state, session.account.id, body)
    if ('status' in opened) return opened
    const errors = approvalErrors(state, session.account.id, body)
    if (hasErrors(errors)) return invalid(errors)
    const contractor = masterContractors(state.companies, session.account.id).find(
      (candidate) => candidate.id === body.contractorId,
    )
    const requester = findAccount(state.core, body.userId)
    if (!contractor || !requester) return notFound('No such requester')
    const linked = state.companies.contacts
      .find((contact) => contact.userId === requester.id)
      ?.links.some((link) => link.contractorId === contractor.id)
    if (linked) return conflict({ errorList: { contractorId: ['alreadyExist'] } })
    const access = accessOf(body.roles)
    const contact = grantContractorAccess(state.companies, requester.id, contractor, access)
    contact.status = requester.enabled ? 'active' : 'inactive'
    close(opened, now, 'approved', {
      responseStatus: 'contractor',
      reason: null,
      contractorId: contractor.id,
      contractorRoles: access.map(({ organizationId, roleIds }) => ({
        organizationId,
        rolesIds: roleIds,
      })),
    })
    mailTo(
      outbox,
      requester.email,
      letters.approved(locale, opened.company.title, contractor.title),
    )
    recordChange(context, {
      type: 'update',
      entity: 'users',
      subtype: 'contractors',
      entityId: requester.id,
      entityTitle: opened.request.userName,
      changes: [{ param: 'contractorId', before: null, after: contractor.id }],
    })
    return done()
  },

  rejectAccessRequest: ({ state, session, body, now, outbox, locale }) => {
    if (!session.account.master) return forbidden()
    const opened = openRequest(state, session.account.id, body)
    if ('status' in opened) return opened
    const errors = validateReason(body.reason)
    if (hasErrors(errors)) return invalid(errors)
    const reason = body.reason.trim()
    close(opened, now, 'failure', {
      responseStatus: 'failure',
      reason,
      contractorId: null,
      contractorRoles: [],
    })
    const requester = findAccount(state.core, body.userId)
    mailTo(
      outbox,
      requester?.email ?? opened.request.userEmail,
      letters.rejected(locale, opened.company.title, reason),
    )
    return done()
  },

  markAccessRequestDuplicate: ({ state, session, body, now }) => {
    if (!session.account.master) return forbidden()
    const opened = openRequest(state, session.account.id, body)
    if ('status' in opened) return opened
    const errors = validateReason(body.reason)
    if (hasErrors(errors)) return invalid(errors)
    const reason = body.reason.trim()
    close(opened, now, 'duplicate', {
      responseStatus: 'duplicate',
      reason,
      contractorId: null,
      contractorRoles: [],
    })
    return done()
  },

  allowAccessRequest: ({ state, session, body, now, locale }) => {
    if (!session.account.master) return forbidden()
    const opened = openRequest(state, session.account.id, body)
    if ('status' in opened) return opened
    const comment = locale === 'en' ? 'Access granted manually' : 'Доступ предоставлен вручную'
    const decision = {
      responseStatus: 'allow',
      reason: null,
      contractorId: null,
      contractorRoles: [],
    } as const
    close(opened, now, 'approved', { ...decision, contractorRoles: [] }, comment)
    return done()
  },
} satisfies Partial<Handlers>
