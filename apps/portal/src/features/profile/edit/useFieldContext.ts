import { useLingui } from '@lingui/react/macro'
import { messageText } from '@platform/forms'
import { errorKeys } from '@platform/forms/react'
import type { ProfileDetails } from '@platform/sdk'
import { useCallback, useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useStartup } from '../../../platform/hooks'
import { genderTexts, messengerNames, messengers } from '../messages'
import { isDirectoryAccount, type PlacedField } from '../model/fields'
import type { ProfileFormValues } from '../model/form-values'
import type { FieldContext } from './field-context'

function localDate(moment: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** The text of a field's first error key (each key has its text). */
export function useErrorText() {
  const { i18n } = useLingui()
  return useCallback(
    (error: unknown) => {
      const [key] = errorKeys(error as Parameters<typeof errorKeys>[0])
      if (!key) return undefined
      return messageText(key, i18n.locale)
    },
    [i18n],
  )
}

function mainTitle(fields: readonly PlacedField[], code: string): string | undefined {
  return fields.find((placed) => placed.kind === 'main' && placed.config.code === code)?.config
    .title
}

/** The context of the editable fields of `fields`, the page's or the forced modal's. */
export function useFieldContext(
  form: UseFormReturn<ProfileFormValues>,
  details: ProfileDetails,
  fields: readonly PlacedField[],
): FieldContext {
  const { t, i18n } = useLingui()
  const { countries, project } = useStartup()
  const errorText = useErrorText()
  const directory = isDirectoryAccount(details)
  return useMemo(
    () => ({
      form,
      countries,
      items: {
        gender: (['man', 'woman'] as const).map((id) => ({ id, value: i18n._(genderTexts[id]) })),
        mobileMessengers: messengers.map((id) => ({ id, value: messengerNames[id] })),
        locale: project.locales.map((locale) => ({ id: locale.code, value: locale.name })),
      },
      directoryNote: directory
        ? t`Имя управляется службой каталогов и здесь не меняется`
        : undefined,
      today: localDate(new Date()),
      follows: { mobiles: mainTitle(fields, 'mobile'), emails: mainTitle(fields, 'email') },
      savedMain: { mobiles: details.mainInfo.mobile, emails: details.mainInfo.email },
      errorText,
    }),
    [form, countries, project.locales, directory, errorText, i18n, t, fields, details.mainInfo],
  )
}
