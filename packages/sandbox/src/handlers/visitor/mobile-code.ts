// The code that confirms a person's mobile for a registration or an invitation link.
import type { Outbox } from '../../outbox'
import type { SandboxState } from '../../state'
import { ok, secondsToTomorrow, tooMany } from '../reply'
import { codeSettings, dailyLimitReached, issueCode, linkTarget } from './codes'
import { sendMobileCode } from './messages'
import type { Locale } from './terms'

/**
 * Sends a new code confirming `mobile` for the link, and answers when it expires. Once the link
 * and that mobile have used up today's codes, the answer is 429 until tomorrow.
 */
export function sendLinkMobileCode(
  state: SandboxState,
  purpose: 'registration' | 'invitation',
  link: { id: string },
  mobile: string,
  { now, locale, outbox }: { now: Date; locale: Locale; outbox: Outbox },
) {
  const target = linkTarget(link.id, mobile)
  if (dailyLimitReached(state, purpose, target, now)) return tooMany(secondsToTomorrow(now))
  const record = issueCode(state, purpose, target, codeSettings(state).mobileAlive, now)
  sendMobileCode(outbox, locale, mobile, record.code)
  return ok({ endTime: record.expiresAt })
}
