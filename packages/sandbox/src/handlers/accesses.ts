// A person's outgoing access requests their statuses and the request form.
import { canSendAccessRequests, validateAccessRequest } from '@platform/forms'
import type { AccessRequest, FieldErrors } from '@platform/sdk'
import type { Handlers } from '../contract'
import { findRole, requestCompany } from '../state/companies'
import { findAccount, fullName } from '../state/core'
import { letters, mailTo, requestsPage } from './master-account/mail'
import { done, invalid, notFound, ok, page, refused } from './reply'

export const accessesHandlers = {
  listAccessRequests: ({ state, session, query }) => {
    const own = state.companies.accessRequests.filter(
      (request) => request.userId === session.account.id,
    )
    const { items, meta } = page(own, query, { sortBy: 'requestDate', sort: 'desc' })
    return ok({ requests: items, meta })
  },

  createAccessRequests: ({ state, session, body, now, outbox, locale }) => {
    const companies = body.companies ?? []
    const errors: FieldErrors = {
      ...(canSendAccessRequests(companies) ? {} : { 'companies.0.inn': ['errorEmpty' as const] }),
      ...validateAccessRequest(companies),
    }
    for (const [index, company] of companies.entries()) {
      const key = `companies.${index}.roles`
      const unknown = (company.roles ?? []).some(
        (id) => findRole(state.companies, id)?.roleType !== 'contractor',
      )
      if (unknown && !errors[key]) errors[key] = ['errorInvalid']
    }
    if (companies.length === 0) errors.companies = ['errorEmpty']
    if (Object.keys(errors).length > 0) return invalid(errors)

    const { account } = session
    const requests = companies.map(
      (company): AccessRequest => ({
        requestId: state.random.uuid(),
        requestDate: now.toISOString(),
        responseDate: null,
        requestCompanyName: company.name?.trim() || null,
        requestCompanyInn: company.inn,
        requestCompanyKpp: company.kpp || null,
        requestCompanyRoles: [...new Set(company.roles)].map((roleId) => ({
          roleId,
          name: findRole(state.companies, roleId)?.name ?? '',
        })),
        responseCompanyName: null,
        responseCompanyInn: null,
        responseCompanyTax: null,
        userId: account.id,
        userName: fullName(account),
        userEmail: account.email,
        userMobile: account.mobile,
        status: 'considered',
        reason: null,
        decision: null,
        comment: null,
      }),
    )
    state.companies.accessRequests.push(...requests)
    for (const request of requests) {
      const company = requestCompany(state.companies, request)
      for (const masterId of company?.masterIds ?? []) {
        const master = findAccount(state.core, masterId)
        const letter = letters.newRequest(locale, request.userName, company?.title ?? '')
        mailTo(outbox, master?.email, letter, requestsPage)
      }
    }
    return {
      status: 201 as const,
      body: { requestIds: requests.map((request) => request.requestId) },
    }
  },

  withdrawAccessRequest: ({ state, session, params, now }) => {
    const request = state.companies.accessRequests.find(
      (candidate) =>
        candidate.requestId === params.requestId && candidate.userId === session.account.id,
    )
    if (!request) return notFound('No such request of yours')
    if (request.status !== 'considered') {
      return refused('alreadyAnswered', 'The request has already been answered')
    }
    request.status = 'remove'
    request.responseDate = now.toISOString()
    return done()
  },

  listAvailableRoles: ({ state }) =>
    ok({ roles: state.companies.roles.filter((role) => role.roleType === 'contractor') }),
} satisfies Partial<Handlers>
