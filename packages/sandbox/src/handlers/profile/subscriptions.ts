// Subscriptions: topics by channels, the channels being the enabled notification methods.
import type { MessageKey } from '@platform/forms'
import type { Subscription, SubscriptionChannel } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import type { SubscriptionChoice } from '../../state/profile'
import { done, invalid, ok, page } from '../reply'
import type { Locale } from '../visitor/terms'

/**
 * The channels offered: the administrators' enabled notification methods, or the profile's
 * own channels while the lists area has none.
 */
function availableChannels(state: SandboxState, locale: Locale): SubscriptionChannel[] {
  const methods = state.lists?.notifyMethods ?? []
  if (methods.length > 0) {
    return methods
      .filter((method) => method.enabled)
      .map(({ id, kind, title }) => ({ id, kind, title }))
  }
  return state.profile.channels
    .filter((channel) => channel.enabled)
    .map(({ id, kind, title }) => ({ id, kind, title: title[locale] }))
}

function choiceOf(state: SandboxState, accountId: string, topicId: string): SubscriptionChoice {
  let choice = state.profile.subscriptions.find(
    (entry) => entry.accountId === accountId && entry.topicId === topicId,
  )
  if (!choice) {
    const topic = state.profile.topics.find((entry) => entry.id === topicId)
    choice = { accountId, topicId, period: topic?.period ?? 'immediately', kinds: [] }
    state.profile.subscriptions.push(choice)
  }
  return choice
}

export const subscriptionHandlers = {
  listSubscriptions: ({ state, session, query, locale }) => {
    const channels = availableChannels(state, locale)
    const rows: Subscription[] = state.profile.topics.map((topic) => {
      const choice = state.profile.subscriptions.find(
        (entry) => entry.accountId === session.account.id && entry.topicId === topic.id,
      )
      const row: Subscription = {
        id: topic.id,
        title: topic.title[locale],
        period: choice?.period ?? topic.period,
        availablePeriods: [...topic.availablePeriods],
        channels: channels.map((channel) => ({
          id: channel.id,
          enabled: choice?.kinds.includes(channel.kind) ?? false,
        })),
      }
      if (topic.description) row.description = topic.description[locale]
      return row
    })
    const { items, meta } = page(rows, query, { sortBy: 'title', sort: 'asc' })
    return ok({ subscribes: items, availableChannels: channels, meta })
  },

  updateSubscriptions: ({ state, session, body, locale }) => {
    const channels = availableChannels(state, locale)
    const errors: Record<string, MessageKey[]> = {}
    body.forEach((change, index) => {
      const topic = state.profile.topics.find((entry) => entry.id === change.subscribeId)
      if (!topic) errors[`${index}.subscribeId`] = ['errorInvalid']
      if (!channels.some((channel) => channel.id === change.channelId)) {
        errors[`${index}.channelId`] = ['errorInvalid']
      }
      if (topic && !topic.availablePeriods.includes(change.period)) {
        errors[`${index}.period`] = ['errorInvalid']
      }
    })
    if (Object.keys(errors).length > 0) return invalid(errors)
    for (const change of body) {
      const kind = channels.find((channel) => channel.id === change.channelId)?.kind
      const choice = choiceOf(state, session.account.id, change.subscribeId)
      choice.period = change.period
      if (!kind) continue
      const others = choice.kinds.filter((entry) => entry !== kind)
      choice.kinds = change.enabled ? [...others, kind] : others
    }
    return done()
  },
} satisfies Partial<Handlers>
