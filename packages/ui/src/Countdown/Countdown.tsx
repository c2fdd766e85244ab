import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { visuallyHidden } from '../private/Field.css'
import * as styles from './Countdown.css'

export interface CountdownProps {
  /** When the countdown reaches zero: the API's `endTime` (ISO 8601) or a Date. */
  endTime: string | Date
  /** Called once when the countdown reaches zero (at once if `endTime` is already past). */
  onExpire?: () => void
  /** Text before the time, e.g. «Новый код можно запросить через». */
  label?: string
  /** Said when the time is up. @default 'Время истекло' */
  expiredLabel?: string
  className?: string
}

const secondsLeft = (end: number) => {
  const seconds = Math.ceil((end - Date.now()) / 1000)
  // An unreadable end time counts as past, not as NaN:NaN.
  return seconds > 0 ? seconds : 0
}

/** Moments worth saying aloud: each whole minute, half a minute, ten seconds, and zero. */
const isMilestone = (seconds: number) => seconds % 60 === 0 || seconds === 30 || seconds === 10

/**
 * Time left until `endTime` as mm:ss, ticking every second (`role="timer"`, which screen
 * readers do not read out by itself). A polite live region says the time left at each whole
 * minute, at 30 and 10 seconds, and when the time is up: never every second.
 */
export function Countdown({ endTime, onExpire, label, expiredLabel, className }: CountdownProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const end = new Date(endTime).getTime()
  // The count remembers its end time, so a new end time never shows the old count.
  const [count, setCount] = useState(() => ({ end, left: secondsLeft(end) }))
  const left = count.end === end ? count.left : secondsLeft(end)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Wake up on the next whole second of the countdown, not a drifting 1000 ms later.
    const schedule = () => {
      if (secondsLeft(end) > 0) timer = setTimeout(tick, (end - Date.now()) % 1000 || 1000)
    }
    const tick = () => {
      setCount({ end, left: secondsLeft(end) })
      schedule()
    }
    schedule()
    return () => clearTimeout(timer)
  }, [end])

  const onExpireRef = useRef(onExpire)
  useEffect(() => {
    onExpireRef.current = onExpire
  })
  const expiredAt = useRef<number | null>(null)

  const minutes = Math.floor(left / 60)
  const seconds = left % 60
  const timeLeft = (value: number, unit: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  const expiredText = expiredLabel ?? t`Время истекло`

  useEffect(() => {
    if (left === 0 && expiredAt.current !== end) {
      expiredAt.current = end
      onExpireRef.current?.()
    }
  }, [left, end])

  // Said only when the countdown reaches a milestone, never for the time it starts with.
  const [spoken, setSpoken] = useState(() => ({ end, from: left, at: left, text: '' }))
  if (spoken.end !== end) {
    setSpoken({ end, from: secondsLeft(end), at: secondsLeft(end), text: '' })
  } else if (left !== spoken.at && left !== spoken.from && isMilestone(left)) {
    const duration = seconds === 0 ? timeLeft(minutes, 'minute') : timeLeft(left, 'second')
    setSpoken({ ...spoken, at: left, text: left === 0 ? expiredText : t`Осталось: ${duration}` })
  }

  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-expired={left === 0 || undefined}
    >
      {label && <span>{label}</span>}
      <span role="timer" className={styles.time}>
        {String(minutes).padStart(2, '0')}:{String(seconds).padStart(2, '0')}
      </span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {spoken.text}
      </span>
    </span>
  )
}
