import { subscriptionChanges } from '@platform/forms'
import type { Subscription, SubscriptionPeriod } from '@platform/sdk'

/**
 * A digest period in days, as people read it: a month is 30 days and a year 365;
 * 0 for delivery as each event happens.
 */
export const periodDays: Record<SubscriptionPeriod, number> = {
  immediately: 0,
  daily: 1,
  weekly: 7,
  monthly: 30,
}

/** The form has unsaved changes when it differs from the one loaded. */
export function isUnsaved(initial: readonly Subscription[], current: readonly Subscription[]) {
  return subscriptionChanges(initial, current).length > 0
}

/** The form with one channel of one subscription switched. */
export function withChannel(
  form: readonly Subscription[],
  subscriptionId: string,
  channelId: string,
  enabled: boolean,
): Subscription[] {
  return form.map((subscription) =>
    subscription.id !== subscriptionId
      ? subscription
      : {
          ...subscription,
          channels: subscription.channels.map((channel) =>
            channel.id === channelId ? { ...channel, enabled } : channel,
          ),
        },
  )
}

/** The form with one subscription's period changed, if the subscription offers it. */
export function withPeriod(
  form: readonly Subscription[],
  subscriptionId: string,
  period: SubscriptionPeriod,
): Subscription[] {
  return form.map((subscription) =>
    subscription.id === subscriptionId && subscription.availablePeriods.includes(period)
      ? { ...subscription, period }
      : subscription,
  )
}
