import type { TermsEntry } from '@platform/sdk'
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { linkErrorComponent } from '../links/link-error-route'
import { SetPasswordForm } from './SetPasswordForm'

function EntryPasswordPage() {
  const { id } = Route.useParams()
  const status = Route.useLoaderData()
  return <SetPasswordForm kind="entryPassword" id={id} email={status.email} />
}

/** The link asks for agreements first: the form shows them. */
function EntryPasswordWithTerms({ terms }: { terms: TermsEntry[] }) {
  const { id } = useParams({ from: '/auth/password/entry/$id' })
  return <SetPasswordForm kind="entryPassword" id={id} terms={terms} />
}

export const Route = createLazyRoute('/auth/password/entry/$id')({
  component: EntryPasswordPage,
  errorComponent: linkErrorComponent('entryPassword', (terms) => (
    <EntryPasswordWithTerms terms={terms} />
  )),
})
