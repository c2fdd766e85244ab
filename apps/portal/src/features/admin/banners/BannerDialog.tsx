import { useLingui } from '@lingui/react/macro'
import { validateBanner } from '@platform/forms'
import type { Banner, BannerInput } from '@platform/sdk'
import { createBannerMutation, updateBannerMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'

interface BannerValues {
  title: string
  code: string
  text: string
  link: string
  visible: boolean
}

/** Texts trimmed, empty ones null; an empty code is left out, for the platform to generate. */
function bannerInput(values: BannerValues): BannerInput {
  const code = values.code.trim()
  return {
    visible: values.visible,
    title: values.title.trim(),
    ...(code ? { code } : {}),
    text: values.text.trim() || null,
    link: values.link.trim() || null,
  }
}

interface BannerDialogProps {
  /** The banner to edit; null creates one. */
  banner: Banner | null
  onClose: () => void
}

/** Creates or edits a banner of the sign-in pages: title, text, link, code, visibility. */
export function BannerDialog({ banner, onClose }: BannerDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<BannerValues>({
    defaultValues: {
      title: banner?.title ?? '',
      code: banner?.code ?? '',
      text: banner?.text ?? '',
      link: banner?.link ?? '',
      visible: banner?.visible ?? true,
    },
  })
  const create = useMutation(createBannerMutation(client))
  const update = useMutation(updateBannerMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: banner?.id,
    toInput: bannerInput,
    validate: validateBanner,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars('banners'),
    onSaved: onClose,
  })
  const title = banner?.title ?? ''
  return (
    <ResourceDialog
      title={banner ? t`Баннер «${title}»` : t`Новый баннер`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={banner ? t`Сохранить` : t`Создать`}
    >
      <FormText form={form} name="title" label={t`Заголовок`} isRequired />
      <FormText form={form} name="text" label={t`Текст`} rows={4} />
      <FormText
        form={form}
        name="link"
        label={t`Ссылка`}
        description={t`Адрес https://… или путь на этом сайте, например /platform/law/terms`}
      />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={
          banner
            ? t`Латинская буква, затем латинские буквы, цифры, «_» и «-».`
            : t`Можно не заполнять: код составится из заголовка.`
        }
      />
      <FormSwitch form={form} name="visible">
        {t`Показывать баннер`}
      </FormSwitch>
    </ResourceDialog>
  )
}
