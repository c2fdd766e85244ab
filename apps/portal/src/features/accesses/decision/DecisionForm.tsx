import { Trans, useLingui } from '@lingui/react/macro'
import { type ApprovalAction, approvalFieldErrors, limits } from '@platform/forms'
import { applyFieldErrors, useSingleSubmit } from '@platform/forms/react'
import { type AccessRequest, isPlatformError } from '@platform/sdk'
import { Button, Radio, RadioGroup, TextArea, toast } from '@platform/ui'
import { useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { errorMessage } from '../../../i18n/errors'
import { isSetAside, useKeptSave } from '../../../shell/use-kept-save'
import { ContractorAccessFields } from '../../contractors/ContractorAccessFields'
import { type DialogGuard, useReportDirty } from '../../contractors/GuardedDialog'
import { focusFirstInvalid } from '../../profile/edit/focus'
import { useErrorText } from '../../profile/edit/useFieldContext'
import { accessSnackbars } from '../messages'
import {
  type DecisionValues,
  hasInput,
  initialDecision,
  needsReason,
  validateDecision,
} from './decision'
import * as styles from './decision.css'
import { RequestSummary } from './RequestSummary'
import { decisionSnackbars, useDecide } from './useDecide'

const answeredMeanwhile = (error: unknown) =>
  isPlatformError(error) && error.status === 409 && error.body?.reason === 'alreadyAnswered'

/** The decision on one request under review: one of the four, with what it needs. */
export function DecisionForm({ request, guard }: { request: AccessRequest; guard: DialogGuard }) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const form = useForm<DecisionValues>({ defaultValues: initialDecision() })
  const values = useWatch({ control: form.control }) as DecisionValues
  const decision = values.decision ?? 'contractor'
  const decide = useDecide(request)
  const container = useRef<HTMLFormElement>(null)
  const maxReason = limits.commentMaxLength
  const dirty = hasInput(values)
  useReportDirty(guard, dirty)
  const kept = useKeptSave({ isDirty: dirty, onDiscard: guard.close })
  const single = useSingleSubmit()
  const isPending = single.isPending

  const submit = single.guard(
    form.handleSubmit(async (current) => {
      form.clearErrors()
      const errors = validateDecision(current)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(() => container.current)
        return
      }
      const snackbars = decisionSnackbars[current.decision]
      try {
        await kept(() => decide(current))
        toast.success(i18n._(snackbars.done))
        guard.close()
      } catch (error) {
        if (isSetAside(error)) return
        if (answeredMeanwhile(error)) {
          toast.error(i18n._(snackbars.failed), {
            description: i18n._(accessSnackbars.alreadyAnswered),
          })
          guard.close()
          return
        }
        const marked = isPlatformError(error) ? approvalFieldErrors(error, current.decision) : {}
        applyFieldErrors(form, marked)
        toast.error(i18n._(snackbars.failed), {
          description: Object.keys(marked).length > 0 ? undefined : i18n._(errorMessage(error)),
        })
        focusFirstInvalid(() => container.current)
      }
    }),
  )

  const submitLabels: Record<ApprovalAction, string> = {
    contractor: t`Связать с контрагентом`,
    failure: t`Отклонить заявку`,
    duplicate: t`Отметить как дубликат`,
    allow: t`Предоставить доступ`,
  }
  return (
    <form ref={container} onSubmit={submit} noValidate className={styles.form}>
      <RequestSummary request={request} />
      <Controller
        control={form.control}
        name="decision"
        render={({ field }) => (
          <RadioGroup
            label={t`Решение`}
            value={field.value}
            onChange={(next) => {
              field.onChange(next as ApprovalAction)
              form.clearErrors()
            }}
            isDisabled={isPending}
          >
            <Radio
              value="contractor"
              description={t`Заявитель получит роли в организациях контрагента и письмо`}
            >
              <Trans>Связать с контрагентом</Trans>
            </Radio>
            <Radio value="failure" description={t`Заявитель получит письмо с причиной`}>
              <Trans>Отклонить</Trans>
            </Radio>
            <Radio
              value="allow"
              description={t`Доступ уже выдан вне платформы; контакт не меняется`}
            >
              <Trans>Доступ предоставлен вручную</Trans>
            </Radio>
            <Radio value="duplicate" description={t`Заявка повторяет другую`}>
              <Trans>Дубликат</Trans>
            </Radio>
          </RadioGroup>
        )}
      />
      {decision === 'contractor' && (
        <ContractorAccessFields form={form} userId={request.userId} isDisabled={isPending} />
      )}
      {needsReason(decision) && (
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <TextArea
              label={decision === 'failure' ? t`Причина отказа` : t`Какую заявку повторяет`}
              value={field.value}
              onChange={(next) => {
                field.onChange(next)
                form.clearErrors('reason')
              }}
              onBlur={field.onBlur}
              isRequired
              isDisabled={isPending}
              maxLength={limits.commentMaxLength}
              description={t`Заявитель увидит этот текст. Не более ${maxReason} символов.`}
              isInvalid={Boolean(fieldState.error)}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {submitLabels[decision]}
        </Button>
        <Button variant="secondary" isDisabled={isPending} onPress={guard.requestClose}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  )
}
