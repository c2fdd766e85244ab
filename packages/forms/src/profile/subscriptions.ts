import type { Subscription, SubscriptionChange } from '../contract'

/**
 * The changes of the subscriptions form, found by comparing it with the one loaded
 *: one entry per changed channel, and one per channel of a subscription whose
 * period changed. Empty when nothing changed (the form has no unsaved changes).
 */
export function subscriptionChanges(
  initial: readonly Subscription[],
  current: readonly Subscription[],
): SubscriptionChange[] {
  const before = new Map(initial.map((subscription) => [subscription.id, subscription]))
  const changes: SubscriptionChange[] = []
  for (const subscription of current) {
    const loaded = before.get(subscription.id)
    const periodChanged = loaded?.period !== subscription.period
    for (const channel of subscription.channels) {
      const was = loaded?.channels.find((entry) => entry.id === channel.id)
      if (!periodChanged && was?.enabled === channel.enabled) continue
      changes.push({
        channelId: channel.id,
        subscribeId: subscription.id,
        enabled: channel.enabled,
        period: subscription.period,
      })
    }
  }
  return changes
}
