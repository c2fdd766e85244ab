// Outgoing access requests: roles, send, list, withdraw (the request sent is withdrawn again).
import {
  createAccessRequests,
  listAccessRequests,
  listAvailableRoles,
  withdrawAccessRequest,
} from '@platform/sdk'
import type { TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`accesses tour: ${what}`)
}

export const tour: TourStop[] = [
  {
    name: 'a person asks for access to a company and withdraws the request',
    async run(context) {
      const limited = await context.as('limited')
      const { roles } = context.ok(await listAvailableRoles(limited), 'listAvailableRoles')
      check(
        roles.length > 0 && roles.every((role) => role.roleType === 'contractor'),
        'contractor roles',
      )

      const [company] = context.sandbox.state.companies.companies
      const inn = company?.requisites.inn
      const kpp = company?.requisites.kpp
      check(inn && kpp, 'a home company with requisites')
      const created = context.ok(
        await createAccessRequests(limited, {
          body: {
            companies: [
              {
                name: company?.title,
                inn: inn as string,
                kpp: kpp as string,
                roles: roles.slice(0, 2).map((role) => role.roleId),
              },
            ],
          },
        }),
        'createAccessRequests',
      )
      check(created.requestIds.length === 1, 'one request per company')

      const list = context.ok(
        await listAccessRequests(limited, {
          params: { query: { sortBy: 'requestDate', sort: 'desc' } },
        }),
        'listAccessRequests',
      )
      const [requestId] = created.requestIds
      const sent = list.requests.find((request) => request.requestId === requestId)
      check(sent?.status === 'considered', 'the new request is under review')

      context.ok(
        await withdrawAccessRequest(limited, {
          params: { path: { requestId: requestId as string } },
        }),
        'withdrawAccessRequest',
      )
      const after = context.ok(
        await listAccessRequests(limited),
        'listAccessRequests after withdraw',
      )
      const withdrawn = after.requests.find((request) => request.requestId === requestId)
      check(withdrawn?.status === 'remove', 'the request is withdrawn')
    },
  },
]
