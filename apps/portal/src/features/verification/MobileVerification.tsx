import { useLingui } from '@lingui/react/macro'
import { Button, PhoneField } from '@platform/ui'
import { useRef } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useStartup } from '../../platform/hooks'
import { checkMobile, usePhoneRules } from '../../shared/phone-rules'
import { RateLimitNotice } from '../../shell/RateLimitNotice'
import { useFieldText } from '../links/field-text'
import { Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'
import type { LinkProblem } from '../links/link-problem'
import { CodeEntry } from './CodeEntry'
import type { VerificationKind } from './use-code-calls'
import { useMobileVerification } from './use-mobile-verification'
import { canRequestCode } from './verification-state'

export interface MobileVerificationProps {
  kind: VerificationKind
  /** The link's id: the registration `secret` or the invitation `hash`. */
  id: string
  /** The link itself failed (expired, used…): the page shows its error screen. */
  onLinkProblem: (problem: LinkProblem) => void
  isDisabled?: boolean
}

/**
 * A mobile number confirmed by an SMS code, inside a react-hook-form form with the
 * fields `mobile` and `code`: the code is requested, counts down to its `endTime`, and is
 * verified as soon as its digits are in. The form cannot be sent before `success`.
 */
export function MobileVerification({
  kind,
  id,
  onLinkProblem,
  isDisabled,
}: MobileVerificationProps) {
  const { t } = useLingui()
  const fieldText = useFieldText()
  const { countries } = useStartup()
  const { control } = useFormContext<{ mobile: string; code: string }>()
  const box = useRef<HTMLDivElement>(null)
  usePhoneRules(box)
  const { state, notice, limit, calls, request, verify, changeNumber, timeUp } =
    useMobileVerification(kind, id, onLinkProblem, box)

  const locked = state.status !== 'idle'
  return (
    <div ref={box} className={styles.fieldset}>
      <Controller
        control={control}
        name="mobile"
        rules={{
          validate: async (value) =>
            (await checkMobile(value, countries)) ?? (locked ? undefined : 'verifyMobile'),
        }}
        render={({ field, fieldState }) => (
          <PhoneField
            label={t`Мобильный телефон`}
            name={field.name}
            countries={countries}
            value={{ phone: field.value, extension: '' }}
            onChange={(value) => field.onChange(value.phone)}
            isRequired
            isReadOnly={locked}
            isDisabled={isDisabled}
            isInvalid={fieldState.invalid}
            errorMessage={fieldText(fieldState.error)}
            description={locked ? undefined : t`На номер придёт SMS с кодом подтверждения`}
          />
        )}
      />
      <div className={styles.actions}>
        {/* While a code is out the button waits, disabled, until a new one may be asked for. */}
        {state.status !== 'success' && (
          <Button
            variant="secondary"
            data-request-code
            onPress={request}
            isPending={calls.isSending}
            isDisabled={isDisabled || !canRequestCode(state) || limit.until !== null}
          >
            {state.status === 'idle' ? t`Получить код` : t`Получить новый код`}
          </Button>
        )}
        {locked && (
          <Button variant="quiet" onPress={changeNumber} isDisabled={isDisabled}>
            {t`Изменить номер`}
          </Button>
        )}
      </div>
      {notice && <Notice tone="error">{notice}</Notice>}
      <RateLimitNotice limit={limit} />
      <CodeEntry
        state={state}
        isVerifying={calls.isVerifying}
        isDisabled={isDisabled}
        onComplete={verify}
        onTimeUp={timeUp}
      />
      {state.status === 'success' && (
        <Notice tone="success" urgent={false}>
          {t`Телефон подтверждён`}
        </Notice>
      )}
    </div>
  )
}
