import type { TermsEntry } from '@platform/sdk'
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { linkErrorComponent } from '../links/link-error-route'
import { InvitationForm } from './InvitationForm'

function InvitationPage() {
  const { id } = Route.useParams()
  const status = Route.useLoaderData()
  return <InvitationForm id={id} status={status} />
}

/** The link asks for agreements first: the form shows them, as the other link pages do. */
function InvitationWithTerms({ terms }: { terms: TermsEntry[] }) {
  const { id } = useParams({ from: '/auth/invitation/$id' })
  return <InvitationForm id={id} terms={terms} />
}

export const Route = createLazyRoute('/auth/invitation/$id')({
  component: InvitationPage,
  errorComponent: linkErrorComponent('invitation', (terms) => (
    <InvitationWithTerms terms={terms} />
  )),
})
