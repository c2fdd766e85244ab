import type { AuthFlow } from '@platform/sdk'
import { getAuthConfigQuery } from '@platform/sdk/query'
import type { Platform } from '../../platform/client'
import { expectShape } from '../../platform/shapes'
import { type EnteredIdentifier, identifierBody } from './identifier'

/** The sign-in flows offered to an identifier, the current one first; the answer's shape checked. */
export async function offeredFlows(
  { client, queryClient }: Pick<Platform, 'client' | 'queryClient'>,
  entered: EnteredIdentifier,
): Promise<AuthFlow[]> {
  const config = await queryClient.fetchQuery(
    getAuthConfigQuery(client, { idAttribute: entered.idAttribute }, identifierBody(entered)),
  )
  return expectShape('GET /platform/auth/config/{idAttribute}', config).flows
}
