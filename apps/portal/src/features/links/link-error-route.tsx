import type { TermsEntry } from '@platform/sdk'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LinkErrorScreen } from './LinkErrorScreen'
import { linkProblem } from './link-problem'
import type { LinkKind } from './link-texts'

/**
 * The `errorComponent` of a link route: its loader checked the link and failed, so the
 * page shows the link error screen; agreements still to accept show the page's form with them.
 */
export function linkErrorComponent(
  kind: LinkKind,
  renderTermsForm?: (terms: TermsEntry[]) => ReactNode,
) {
  return function LinkRouteError({ error, reset }: ErrorComponentProps) {
    const router = useRouter()
    return (
      <LinkErrorScreen
        kind={kind}
        problem={linkProblem(error) ?? { kind: 'technical' }}
        renderTermsForm={renderTermsForm}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    )
  }
}
