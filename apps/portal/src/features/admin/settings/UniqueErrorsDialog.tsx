import { Trans, useLingui } from '@lingui/react/macro'
import type { UniqueError } from '@platform/sdk'
import { Button, Dialog } from '@platform/ui'
import * as styles from './settings.css'

interface UniqueErrorsDialogProps {
  errors: readonly UniqueError[]
  /** Titles of the screen's settings by code, for errors that come without a title. */
  titles: ReadonlyMap<string, string>
  onClose: () => void
}

/**
 * Why a save was refused: a uniqueness rule cannot be switched on while people
 * share values. Lists each setting with the repeated values; nothing was applied.
 */
export function UniqueErrorsDialog({ errors, titles, onClose }: UniqueErrorsDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      isOpen={errors.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t`Значения не уникальны`}
      actions={(close) => (
        <Button onPress={close}>
          <Trans>Понятно</Trans>
        </Button>
      )}
    >
      <p className={styles.dialogLead}>
        <Trans>
          Настройки не сохранены: у нескольких пользователей совпадают значения. Исправьте данные
          пользователей и сохраните снова.
        </Trans>
      </p>
      {errors.map((error) => {
        const title = error.title ?? titles.get(error.code) ?? error.code
        const count = error.values.length
        return (
          <div key={error.code} className={styles.uniqueGroup}>
            <h3 className={styles.uniqueTitle}>{title}</h3>
            <p className={styles.uniqueCount}>{t`Повторяющихся значений: ${count}`}</p>
            <ul className={styles.uniqueValues}>
              {error.values.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ul>
          </div>
        )
      })}
    </Dialog>
  )
}
