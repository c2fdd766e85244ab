import type { OperationPathParams, OperationQuery } from '../client'

const all = ['auth'] as const

export const authKeys = {
  all,
  config: (
    path: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>,
    query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'>,
  ) => [...all, 'config', path.idAttribute, query] as const,
}
