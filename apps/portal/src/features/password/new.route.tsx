import type { TermsEntry } from '@platform/sdk'
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { linkErrorComponent } from '../links/link-error-route'
import { SetPasswordForm } from './SetPasswordForm'

function NewPasswordPage() {
  const { id } = Route.useParams()
  const status = Route.useLoaderData()
  return <SetPasswordForm kind="password" id={id} email={status.email} />
}

/** The link asks for agreements first: the form shows them. */
function NewPasswordWithTerms({ terms }: { terms: TermsEntry[] }) {
  const { id } = useParams({ from: '/auth/password/$id' })
  return <SetPasswordForm kind="password" id={id} terms={terms} />
}

export const Route = createLazyRoute('/auth/password/$id')({
  component: NewPasswordPage,
  errorComponent: linkErrorComponent('password', (terms) => <NewPasswordWithTerms terms={terms} />),
})
