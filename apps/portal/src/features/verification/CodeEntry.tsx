import { useLingui } from '@lingui/react/macro'
import { CodeInput, Countdown } from '@platform/ui'
import { Controller, useFormContext } from 'react-hook-form'
import { useStartup } from '../../platform/hooks'
import { useFieldText } from '../links/field-text'
import * as styles from '../links/LinkPage.css'
import { canEnterCode, type VerificationState } from './verification-state'

export interface CodeEntryProps {
  state: VerificationState
  isVerifying: boolean
  isDisabled?: boolean
  /** All digits are in: verify them. */
  onComplete: (code: string) => void
  /** The countdown reached zero. */
  onTimeUp: () => void
}

/**
 * The code field of the mobile verification and its countdown in mm:ss. It is the
 * form's `code`: valid only once verified, so the form cannot be sent before.
 */
export function CodeEntry({
  state,
  isVerifying,
  isDisabled,
  onComplete,
  onTimeUp,
}: CodeEntryProps) {
  const { t } = useLingui()
  const fieldText = useFieldText()
  const codeLength = useStartup().publicSettings.codeLength
  const { control } = useFormContext<{ code: string }>()
  const shown = state.status !== 'idle' && state.status !== 'success'
  const counting =
    (state.status === 'awaiting' || state.status === 'invalid') &&
    state.error !== 'errorCodeAttempts' &&
    state.endTime !== null

  return (
    <Controller
      control={control}
      name="code"
      rules={{
        // Before a code is asked for, the mobile field says what to do.
        validate: () =>
          state.status === 'success' || state.status === 'idle'
            ? undefined
            : (state.error ?? 'verifyMobile'),
      }}
      render={({ field, fieldState }) => (
        <div data-code-entry className={styles.fieldset}>
          {shown && (
            <CodeInput
              label={t`Код из SMS`}
              description={t`${codeLength} цифры; код проверяется сразу после ввода`}
              name={field.name}
              length={codeLength}
              value={field.value}
              onChange={field.onChange}
              onComplete={onComplete}
              isPending={isVerifying}
              isDisabled={isDisabled || !canEnterCode(state)}
              isInvalid={fieldState.invalid}
              errorMessage={fieldText(fieldState.error)}
            />
          )}
          {counting && state.endTime && (
            <Countdown endTime={state.endTime} label={t`Код действует ещё`} onExpire={onTimeUp} />
          )}
        </div>
      )}
    />
  )
}
