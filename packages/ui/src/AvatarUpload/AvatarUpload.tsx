import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { Avatar } from '../Avatar/Avatar'
import { Button } from '../Button/Button'
import { fileTypeNames } from '../FileTrigger/acceptedFileTypes'
import { FileTrigger } from '../FileTrigger/FileTrigger'
import { UploadGlyph } from '../private/glyphs'
import {
  actions,
  body,
  description as descriptionClass,
  disabled as disabledClass,
  error as errorClass,
  field,
  label as labelClass,
  readOnlyNote,
} from './AvatarUpload.css'

export interface AvatarUploadProps {
  /** @default 'Фото' */
  label?: string
  /** E.g. the size limit or what the picture is for. */
  description?: string
  /** A server error about the picture, shown with the field. */
  errorMessage?: string
  /** Whose picture: the initials and the picture's alt text come from it. */
  personName: string
  /** The current picture. */
  src?: string | null
  /**
   * There is a picture, even while its file still loads: the buttons say so from the start,
   * so they do not change (and move what follows) when it comes. @default Boolean(src)
   */
  hasPicture?: boolean
  /** MIME types or extensions the host accepts; other files are refused with a message. */
  acceptedFileTypes: readonly string[]
  /** A file of an accepted type was chosen. */
  onSelect: (file: File) => void
  /** Offers a remove button when there is a picture. */
  onRemove?: () => void
  /** The picture is being saved: the upload button shows as busy. */
  isPending?: boolean
  /** @default false */
  isDisabled?: boolean
  /** Shows the picture without the controls. @default false */
  isReadOnly?: boolean
  className?: string
}

/**
 * The current avatar with buttons to upload a new one and to remove it. A file of a type the
 * host did not accept is refused with an announced message that names the accepted types.
 */
export function AvatarUpload({
  label,
  description,
  errorMessage,
  personName,
  src,
  hasPicture = Boolean(src),
  acceptedFileTypes,
  onSelect,
  onRemove,
  isPending = false,
  isDisabled = false,
  isReadOnly = false,
  className,
}: AvatarUploadProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [typeError, setTypeError] = useState<string>()
  const descriptionId = useId()
  const errorId = useId()
  const shownError = typeError ?? errorMessage

  const reject = () => {
    const types = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
      fileTypeNames(acceptedFileTypes),
    )
    setTypeError(t`Файл этого типа не подойдёт. Нужен ${types}.`)
  }

  return (
    <fieldset
      disabled={isDisabled}
      aria-describedby={
        [description !== undefined && descriptionId, shownError !== undefined && errorId]
          .filter(Boolean)
          .join(' ') || undefined
      }
      data-disabled={isDisabled || undefined}
      data-invalid={shownError !== undefined || undefined}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <legend className={labelClass}>{label ?? t`Фото`}</legend>
      <div className={body}>
        <Avatar
          name={personName}
          src={src}
          size="xl"
          className={isDisabled ? disabledClass : undefined}
        />
        {isReadOnly ? (
          <span className={readOnlyNote}>{t`Только просмотр`}</span>
        ) : (
          <div className={actions}>
            <FileTrigger
              acceptedFileTypes={acceptedFileTypes}
              onSelect={(files) => {
                setTypeError(undefined)
                const [file] = files
                if (file) onSelect(file)
              }}
              onReject={reject}
            >
              <Button variant="secondary" isDisabled={isDisabled} isPending={isPending}>
                <UploadGlyph />
                {hasPicture ? t`Заменить фото` : t`Загрузить фото`}
              </Button>
            </FileTrigger>
            {hasPicture && onRemove && (
              <Button
                variant="quiet"
                isDisabled={isDisabled || isPending}
                onPress={() => {
                  setTypeError(undefined)
                  onRemove()
                }}
              >
                {t`Удалить фото`}
              </Button>
            )}
          </div>
        )}
      </div>
      {description !== undefined && (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      )}
      {shownError !== undefined && (
        <span id={errorId} role="alert" className={errorClass}>
          {shownError}
        </span>
      )}
    </fieldset>
  )
}
