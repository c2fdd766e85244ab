import { useLingui } from '@lingui/react/macro'
import { subscriptionChanges } from '@platform/forms'
import { useSingleSubmit } from '@platform/forms/react'
import type { Subscription } from '@platform/sdk'
import { listSubscriptionsQuery, updateSubscriptionsMutation } from '@platform/sdk/query'
import { Button, EmptyState, Skeleton, toast } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { Total, useLogFailure } from '../../../shared/list'
import { isSetAside, useKeptSave } from '../../../shell/use-kept-save'
import { AreaPage } from '../area/AreaPage'
import * as areaStyles from '../area/AreaPage.css'
import { LoadFailure } from '../area/LoadFailure'
import { LeaveGuard } from '../LeaveGuard'
import { isUnsaved, withChannel, withPeriod } from './model'
import { SubscriptionCard } from './SubscriptionCard'
import * as styles from './SubscriptionsPage.css'
import { subscriptionSnackbars } from './texts'

/** Every subscription at once: the page is one form, and a form is not split into pages. */
const everything = { page: 1, limit: 1000 }

/**
 * Route UserProfileSubscriptions (`/profile/subscriptions`): each subscription's channels and
 * period as one form. It knows it is unsaved by comparing with the answer loaded;
 * Cancel returns to that answer; Save sends one PUT of what changed; leaving asks first.
 */
export function SubscriptionsPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const query = useQuery(listSubscriptionsQuery(client, everything))
  useLogFailure('subscriptions', query.error)
  const save = useMutation(updateSubscriptionsMutation(client))
  const initial = query.data?.subscribes
  const [form, setForm] = useState<Subscription[] | undefined>(initial)
  const current = form ?? initial ?? []
  const dirty = initial !== undefined && isUnsaved(initial, current)

  // A fresh answer (after saving, or a refetch) becomes the form, unless the person is editing.
  useEffect(() => {
    if (initial && (!form || !dirty)) setForm(initial)
  }, [initial, form, dirty])

  const kept = useKeptSave({ isDirty: dirty, onDiscard: () => setForm(undefined) })
  const single = useSingleSubmit()
  const submit = single.guard(async (_event: FormEvent) => {
    if (!initial) return
    const changes = subscriptionChanges(initial, current)
    if (changes.length === 0) return
    try {
      await kept(() => save.mutateAsync({ body: changes }))
      toast.success(i18n._(subscriptionSnackbars.usersSubscribesUpdate))
      setForm(undefined)
    } catch (error) {
      if (isSetAside(error)) return
      toast.error(i18n._(subscriptionSnackbars.usersSubscribesUpdateError), {
        description: i18n._(errorMessage(error)),
      })
    }
  })

  const channels = query.data?.availableChannels ?? []
  return (
    <AreaPage
      title={t`Подписки`}
      lead={t`Какие уведомления вы получаете, по каким каналам и как часто.`}
    >
      <LeaveGuard isDirty={dirty} />
      {query.isPending ? (
        <div className={areaStyles.stack} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : current.length === 0 || channels.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`Подписок нет`}
          description={t`Администратор пока не настроил уведомления, на которые можно подписаться.`}
        />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Подписки`} className={styles.list}>
          <Total total={query.data.meta.total} />
          {current.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              channels={channels}
              isDisabled={single.isPending}
              onChannel={(channelId, enabled) =>
                setForm(withChannel(current, subscription.id, channelId, enabled))
              }
              onPeriod={(period) => setForm(withPeriod(current, subscription.id, period))}
            />
          ))}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!dirty} isPending={single.isPending}>
              {t`Сохранить`}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!dirty || single.isPending}
              onPress={() => setForm(initial)}
            >
              {t`Отмена`}
            </Button>
          </div>
        </form>
      )}
    </AreaPage>
  )
}
