import type { Query, QueryClient } from '@tanstack/react-query'

/**
 * After the language changed: asks the platform again for what it answers in a language (menus,
 * project texts, countries, notification methods…). The calls still on their way were asked in
 * the old language, so they are dropped first: a query without data yet would otherwise hand
 * that call's answer to its next reader instead of asking again.
 */
export async function askAgainInNewLanguage(
  queryClient: QueryClient,
  predicate?: (query: Query) => boolean,
): Promise<void> {
  await queryClient.cancelQueries({ predicate })
  await queryClient.invalidateQueries({ refetchType: 'all', predicate })
}
