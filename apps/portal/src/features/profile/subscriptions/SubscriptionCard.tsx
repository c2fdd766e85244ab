import { useLingui } from '@lingui/react/macro'
import type { Subscription, SubscriptionChannel, SubscriptionPeriod } from '@platform/sdk'
import { Card, Select, SelectItem, Switch } from '@platform/ui'
import * as styles from './SubscriptionsPage.css'
import { usePeriodLabel } from './usePeriodLabel'

export interface SubscriptionCardProps {
  subscription: Subscription
  channels: readonly SubscriptionChannel[]
  isDisabled: boolean
  onChannel: (channelId: string, enabled: boolean) => void
  onPeriod: (period: SubscriptionPeriod) => void
}

/** One subscription: a switch per channel and its period, from the periods it offers. */
export function SubscriptionCard({
  subscription,
  channels,
  isDisabled,
  onChannel,
  onPeriod,
}: SubscriptionCardProps) {
  const { t } = useLingui()
  const periodLabel = usePeriodLabel()
  const title = subscription.title
  return (
    <Card title={title} headingLevel={2}>
      {subscription.description && <p className={styles.description}>{subscription.description}</p>}
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t`Каналы: ${title}`}</legend>
        {channels.map((channel) => {
          const state = subscription.channels.find((entry) => entry.id === channel.id)
          return (
            <Switch
              key={channel.id}
              isSelected={state?.enabled ?? false}
              isDisabled={isDisabled || state === undefined}
              onChange={(enabled) => onChannel(channel.id, enabled)}
            >
              {channel.title}
            </Switch>
          )
        })}
      </fieldset>
      <Select
        className={styles.period}
        label={t`Периодичность`}
        selectedKey={subscription.period}
        isDisabled={isDisabled}
        isReadOnly={subscription.availablePeriods.length < 2}
        onSelectionChange={(key) => key !== null && onPeriod(key as SubscriptionPeriod)}
      >
        {subscription.availablePeriods.map((period) => (
          <SelectItem key={period} id={period}>
            {periodLabel(period)}
          </SelectItem>
        ))}
      </Select>
    </Card>
  )
}
