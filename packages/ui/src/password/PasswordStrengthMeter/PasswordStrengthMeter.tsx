import { useLingui } from '@lingui/react/macro'
import { checkPassword, type PasswordLevel, type PasswordPolicy } from '@platform/forms'
import { Label, Meter } from 'react-aria-components'
import * as styles from './PasswordStrengthMeter.css'

export interface PasswordStrengthMeterProps {
  /** The password as the person types it. */
  password: string
  /** The password policy of the settings: its minimum length and symbols count. */
  policy: PasswordPolicy
  /** The meter's name. @default 'Надёжность пароля' */
  label?: string
  className?: string
}

const segments = [1, 2, 3] as const
const levelValues: Readonly<Record<PasswordLevel, number>> = { low: 1, standard: 2, high: 3 }

/**
 * The strength of a password as forms' `checkPassword` levels it: low, standard or high. A
 * `meter` with a visible name and the level in words (its `aria-valuetext`); one, two or three
 * filled segments tell the level apart besides their colour. Empty, it says so and fills none.
 */
export function PasswordStrengthMeter({
  password,
  policy,
  label,
  className,
}: PasswordStrengthMeterProps) {
  const { t } = useLingui()
  const level = password ? checkPassword(password, policy).level : null
  const levelText = {
    low: t`низкая`,
    standard: t`стандартная`,
    high: t`высокая`,
  }
  const valueLabel = level ? levelText[level] : t`пароль не введён`
  const value = level ? levelValues[level] : 0

  return (
    <Meter
      value={value}
      minValue={0}
      maxValue={segments.length}
      valueLabel={valueLabel}
      className={[styles.meter, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label ?? t`Надёжность пароля`}</Label>
      <span className={styles.value} data-level={level ?? undefined}>
        {valueLabel}
      </span>
      <span className={styles.track} data-level={level ?? undefined}>
        {segments.map((segment) => (
          <span
            key={segment}
            className={styles.segment}
            data-filled={segment <= value || undefined}
          />
        ))}
      </span>
    </Meter>
  )
}
