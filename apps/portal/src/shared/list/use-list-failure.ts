import { useLingui } from '@lingui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { useLogFailure } from './use-log-failure'

/**
 * A list's failure, once for every list: logged (see {@link useLogFailure}) and given to the
 * kit's Table as its translated notice and retry.
 */
export function useListFailure(what: string, query: Pick<UseQueryResult, 'error' | 'refetch'>) {
  const { i18n } = useLingui()
  useLogFailure(what, query.error)
  return {
    errorMessage: query.error ? i18n._(errorMessage(query.error)) : undefined,
    onRetry: () => void query.refetch(),
  }
}
