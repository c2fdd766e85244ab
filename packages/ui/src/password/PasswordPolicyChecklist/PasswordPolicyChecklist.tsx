import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { checkPassword, type PasswordPolicy, type PasswordRule } from '@platform/forms'
import { useEffect, useId, useRef, useState } from 'react'
import { visuallyHidden } from '../../private/Field.css'
import { CheckIcon, CloseIcon } from '../../private/FieldIcons'
import * as styles from './PasswordPolicyChecklist.css'

export interface PasswordPolicyChecklistProps {
  /** The password as the person types it. */
  password: string
  /** The password policy of the settings. */
  policy: PasswordPolicy
  /** The list's title. @default 'Требования к паролю' */
  label?: string
  /** The custom pattern's rule in words; a regular expression means nothing to people. */
  patternDescription?: string
  /** Quiet time after the last change before the progress is said aloud, in ms. @default 700 */
  announceDelay?: number
  className?: string
}

/**
 * One line per rule of the policy that applies (forms' `checkPassword`): minimum and maximum
 * length, lowercase, uppercase, digits, symbols with the allowed set shown, the custom pattern.
 * Each line shows pass or fail by its icon (a tick or a cross) and in words. The list is not a
 * live region: a polite status says "N of M requirements met" once typing pauses, and only
 * when that count changed, so screen readers never hear the whole list on each keystroke.
 */
export function PasswordPolicyChecklist({
  password,
  policy,
  label,
  patternDescription,
  announceDelay = 700,
  className,
}: PasswordPolicyChecklistProps) {
  const { t } = useLingui()
  const labelId = useId()
  const { rules, valid } = checkPassword(password, policy)
  const passed = rules.filter((rule) => rule.passed).length
  const total = rules.length

  const textOf = (rule: PasswordRule) => {
    const { minLength, maxLength } = policy
    switch (rule) {
      case 'minLength':
        return t({
          message: plural(minLength, {
            one: 'Не менее # символа',
            few: 'Не менее # символов',
            many: 'Не менее # символов',
            other: 'Не менее # символа',
          }),
        })
      case 'maxLength':
        return t({
          message: plural(maxLength, {
            one: 'Не более # символа',
            few: 'Не более # символов',
            many: 'Не более # символов',
            other: 'Не более # символа',
          }),
        })
      case 'lowercase':
        return t`Строчная латинская буква (a–z)`
      case 'uppercase':
        return t`Заглавная латинская буква (A–Z)`
      case 'numbers':
        return t`Цифра (0–9)`
      case 'symbols':
        return t`Символ из набора:`
      case 'pattern':
        return patternDescription ?? t`Соответствует дополнительному правилу`
    }
  }

  const progress = `${passed}/${total}`
  const [spoken, setSpoken] = useState('')
  const heard = useRef(progress)
  const summary = valid
    ? t`Все требования к паролю выполнены`
    : t`Выполнено требований: ${passed} из ${total}`
  useEffect(() => {
    if (progress === heard.current) return
    const timer = setTimeout(() => {
      heard.current = progress
      setSpoken(summary)
    }, announceDelay)
    return () => clearTimeout(timer)
  }, [progress, summary, announceDelay])

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p id={labelId} className={styles.label}>
        {label ?? t`Требования к паролю`}
      </p>
      <ul aria-labelledby={labelId} className={styles.list}>
        {rules.map(({ rule, passed: isMet }) => (
          <li key={rule} className={styles.item} data-passed={isMet || undefined}>
            {isMet ? <CheckIcon className={styles.icon} /> : <CloseIcon className={styles.icon} />}
            <span>
              {textOf(rule)}
              {rule === 'symbols' && (
                <>
                  {' '}
                  <code className={styles.symbols}>{[...policy.allowedSymbols].join(' ')}</code>
                </>
              )}
              <span className={styles.state}>
                {' — '}
                {isMet ? t`выполнено` : t`не выполнено`}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <span role="status" className={visuallyHidden}>
        {spoken}
      </span>
    </div>
  )
}
