import { createLazyRoute } from '@tanstack/react-router'
import { linkErrorComponent } from '../links/link-error-route'
import { InvitationForm } from './InvitationForm'

function InvitationPage() {
  const { id } = Route.useParams()
  const status = Route.useLoaderData()
  return <InvitationForm id={id} status={status} />
}

export const Route = createLazyRoute('/auth/invitation/$id')({
  component: InvitationPage,
  errorComponent: linkErrorComponent('invitation'),
})
