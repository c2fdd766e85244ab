import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../i18n/format'
import * as styles from './OutboxPanel.css'
import { outboxPath } from './outbox-path'

interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  subject?: string
  text: string
  link?: string
  code?: string
  sentAt: string
}

const dismissedKey = 'platform-sandbox-outbox-hidden'

/** The folded state of this tab, or null where storage is denied (some frames and web views). */
function storedFolding(): string | null {
  try {
    return sessionStorage.getItem(dismissedKey)
  } catch {
    return null
  }
}

function storeFolding(folded: boolean) {
  try {
    sessionStorage.setItem(dismissedKey, folded ? '1' : '0')
  } catch {
    // Denied storage: the panel still folds, only not for the rest of the tab's life.
  }
}

/** The latest messages of the sandbox's outbox, with their links and codes. */
export default function OutboxPanel() {
  const { t, i18n } = useLingui()
  // Folded by default on narrow screens, where an open panel would cover the page.
  const [open, setOpen] = useState(() => {
    const stored = storedFolding()
    return stored === null ? window.matchMedia('(min-width: 768px)').matches : stored !== '1'
  })
  const outbox = useQuery({
    queryKey: ['sandbox', 'outbox'],
    queryFn: async () => {
      const response = await fetch(outboxPath)
      return response.ok ? ((await response.json()) as OutboxMessage[]) : []
    },
    refetchInterval: 2000,
  })
  const messages = (outbox.data ?? []).slice(0, 5)

  // Focus follows the person's own toggle (never the first render): into the panel when they
  // open it, back to its button when they fold it, so it is not lost with the removed button.
  const [toggled, setToggled] = useState(false)
  const toggle = (next: boolean) => {
    setOpen(next)
    setToggled(true)
    storeFolding(!next)
  }

  if (!open) {
    return (
      <div className={styles.dock}>
        <Button variant="secondary" autoFocus={toggled} onPress={() => toggle(true)}>
          <Trans>Исходящие песочницы ({outbox.data?.length ?? 0})</Trans>
        </Button>
      </div>
    )
  }

  return (
    <aside className={styles.panel} aria-label={t`Исходящие сообщения песочницы`}>
      <div className={styles.header}>
        <h2 className={styles.title}>
          <Trans>Исходящие песочницы</Trans>
        </h2>
        <Button
          variant="quiet"
          autoFocus={toggled}
          onPress={() => toggle(false)}
          aria-label={t`Скрыть исходящие`}
        >
          ×
        </Button>
      </div>
      {messages.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Писем и SMS пока нет.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <div className={styles.meta}>
                {message.channel === 'sms' ? 'SMS' : t`Письмо`} · {message.to} ·{' '}
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, i18n.locale)}</time>
              </div>
              {message.subject && <div className={styles.subject}>{message.subject}</div>}
              {message.code && (
                <div>
                  <Trans>Код:</Trans> <strong className={styles.code}>{message.code}</strong>
                </div>
              )}
              {message.link && (
                <a className={styles.link} href={message.link}>
                  {message.link}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </aside>
  )
}
