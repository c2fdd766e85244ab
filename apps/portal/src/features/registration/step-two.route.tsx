import type { TermsEntry } from '@platform/sdk'
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { linkErrorComponent } from '../links/link-error-route'
import { StepTwoForm } from './StepTwoForm'

function StepTwoPage() {
  const { id } = Route.useParams()
  const status = Route.useLoaderData()
  return <StepTwoForm id={id} email={status.email} />
}

/** The link asks for agreements first: the form shows them. */
function StepTwoWithTerms({ terms }: { terms: TermsEntry[] }) {
  const { id } = useParams({ from: '/auth/registration/$id' })
  return <StepTwoForm id={id} terms={terms} />
}

export const Route = createLazyRoute('/auth/registration/$id')({
  component: StepTwoPage,
  errorComponent: linkErrorComponent('registration', (terms) => <StepTwoWithTerms terms={terms} />),
})
