import { useLingui } from '@lingui/react/macro'
import { generatePassword, type PasswordPolicy } from '@platform/forms'
import { type ReactNode, useState } from 'react'
import { Button, type ButtonProps } from '../../Button/Button'
import { visuallyHidden } from '../../private/Field.css'
import * as styles from './PasswordGenerateButton.css'

export interface PasswordGenerateButtonProps
  extends Omit<ButtonProps, 'onPress' | 'children' | 'className'> {
  /** The password policy the new password must pass. */
  policy: PasswordPolicy
  /**
   * Gets the new password: put it into both the password and the repeat field and reveal
   * both (PasswordField's `isRevealed`), so the person can read it and write it down.
   */
  onGenerate: (password: string) => void
  /** The button's text. @default 'Создать пароль' */
  children?: ReactNode
  className?: string
}

type Outcome = { kind: 'generated' | 'failed'; count: number }

/**
 * Creates a password with forms' `generatePassword` for the policy and hands it over through
 * `onGenerate`. A polite status says that a password was created and shown (or that this
 * policy cannot be met); focus stays on the button.
 */
export function PasswordGenerateButton({
  policy,
  onGenerate,
  children,
  variant = 'secondary',
  className,
  ...props
}: PasswordGenerateButtonProps) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const generate = () => {
    const count = (outcome?.count ?? 0) + 1
    let password: string
    try {
      password = generatePassword(policy)
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
      setOutcome({ kind: 'failed', count })
      return
    }
    onGenerate(password)
    setOutcome({ kind: 'generated', count })
  }

  const said =
    outcome &&
    (outcome.kind === 'generated'
      ? t`Пароль создан и показан в полях`
      : t`Не удалось создать пароль по этим требованиям`)

  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button {...props} variant={variant} onPress={generate}>
        {children ?? t`Создать пароль`}
      </Button>
      {/* Seen only when it failed: a created password shows in the fields themselves. */}
      <span role="status" className={outcome?.kind === 'failed' ? styles.error : visuallyHidden}>
        {/* Every other time with a trailing no-break space: the same words are said again. */}
        {said && `${said}${outcome.count % 2 ? '' : '\u00a0'}`}
      </span>
    </span>
  )
}
