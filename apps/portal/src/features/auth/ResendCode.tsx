import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Countdown } from '@platform/ui'
import { useState } from 'react'
import * as styles from './LoginPage.css'

/** The resend timer of the code input, then the resend action when it runs out. */
export function ResendCode({
  resendAt,
  isSending,
  onResend,
}: {
  /** When another code may be asked for; null before the first answer or after a failure. */
  resendAt: number | null
  isSending: boolean
  onResend: () => void
}) {
  const { t } = useLingui()
  const [expiredAt, setExpiredAt] = useState<number | null>(null)
  const waiting = resendAt !== null && expiredAt !== resendAt
  if (isSending && resendAt === null) return null
  return (
    <div className={styles.resend}>
      {waiting ? (
        <Countdown
          endTime={new Date(resendAt)}
          label={t`Новый код можно запросить через`}
          onExpire={() => setExpiredAt(resendAt)}
        />
      ) : (
        <Button variant="quiet" onPress={onResend} isPending={isSending}>
          <Trans>Отправить код повторно</Trans>
        </Button>
      )}
    </div>
  )
}
