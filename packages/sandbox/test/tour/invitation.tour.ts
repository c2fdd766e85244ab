// Invitation links: one invitee accepts (code by SMS from the outbox, then signs out), another
// refuses. Both are open invitations of the seed to addresses without an account.
import {
  acceptInvitation,
  getInvitationLinkStatus,
  logout,
  refuseInvitation,
  sendInvitationCode,
  verifyInvitationCode,
} from '@platform/sdk'
import type { TourContext, TourStop } from './harness'
import { acceptedTerms, freeMobile, sentTo } from './registration.tour'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`invitation tour: ${what}`)
}

/** The hashes of open invitations to people who have no account yet. */
function openLinks(context: TourContext): string[] {
  const { state } = context.sandbox
  const emails = new Set(state.core.accounts.map((account) => account.email?.toLowerCase()))
  return state.core.links
    .filter((link) => {
      const invitation = state.companies.invitations.find(
        (entry) => entry.id === link.data.invitationId,
      )
      return (
        link.kind === 'invitation' &&
        link.state === 'active' &&
        invitation?.status === 'active' &&
        Date.parse(invitation.activeTo) > Date.now() &&
        !emails.has(invitation.email.toLowerCase())
      )
    })
    .map((link) => link.id)
}

export const tour: TourStop[] = [
  {
    name: 'an invitee accepts an invitation and signs out',
    async run(context) {
      const [hash] = openLinks(context)
      check(hash, 'an open invitation')
      const client = context.anonymous
      const status = context.ok(
        await getInvitationLinkStatus(client, { params: { path: { id: hash as string } } }),
        'getInvitationLinkStatus',
      )
      check(status.organizationTitle, 'the inviting company is named')
      const mobile = freeMobile(context, '+7903555')
      const body = { mobile, hash: hash as string }
      context.ok(await sendInvitationCode(client, { body }), 'sendInvitationCode')
      const code = sentTo(context, mobile).code ?? ''
      context.ok(
        await verifyInvitationCode(client, { body: { ...body, code } }),
        'verifyInvitationCode',
      )
      const accepted = context.ok(
        await acceptInvitation(client, {
          body: {
            ...body,
            code,
            first_name: 'Ксения',
            last_name: 'Лебедева',
            middle_name: 'Андреевна',
            password: 'Nordwind-2027?',
            repeatPassword: 'Nordwind-2027?',
            termsAgree: await acceptedTerms(context, client),
          },
        }),
        'acceptInvitation',
      )
      check(accepted.signedIn, 'the invitee is signed in')
      context.ok(await logout(client), 'logout')
    },
  },
  {
    name: 'an invitee refuses an invitation',
    async run(context) {
      const [hash] = openLinks(context)
      check(hash, 'another open invitation')
      context.ok(
        await refuseInvitation(context.anonymous, { params: { path: { id: hash as string } } }),
        'refuseInvitation',
      )
      const link = context.sandbox.state.core.links.find((candidate) => candidate.id === hash)
      check(link?.state === 'used', 'the link is used up')
    },
  },
]
