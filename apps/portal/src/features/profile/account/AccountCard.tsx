import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileDetails } from '@platform/sdk'
import { Card } from '@platform/ui'
import { accountActions } from '../model/account'
import * as styles from '../PersonalPage.css'
import { DeleteAccount } from './DeleteAccount'
import { PasswordDialog } from './PasswordDialog'

/**
 * The password and the account itself, on the personal page where people look for them. A
 * directory-managed account is told why neither can change here, in the words its name
 * fields use.
 */
export function AccountCard({ details }: { details: ProfileDetails }) {
  const { t } = useLingui()
  const actions = accountActions(details)
  return (
    <Card title={t`Учётная запись`} headingLevel={2}>
      <ul className={styles.accountList}>
        <li className={styles.accountItem}>
          <div className={styles.itemText}>
            <p className={styles.itemTitle}>
              <Trans>Пароль</Trans>
            </p>
            <p className={styles.muted}>
              {actions.directory
                ? t`Пароль управляется службой каталогов и здесь не меняется`
                : actions.password === 'set'
                  ? t`Вы входите по коду. Задайте пароль, чтобы входить и с ним.`
                  : t`Пароль для входа в систему.`}
            </p>
          </div>
          {actions.password && <PasswordDialog action={actions.password} />}
        </li>
        <li className={styles.accountItem}>
          <div className={styles.itemText}>
            <p className={styles.itemTitle}>
              <Trans>Удаление учётной записи</Trans>
            </p>
            <p className={styles.muted}>
              {actions.canDelete
                ? t`Учётная запись и личные данные будут удалены без возможности восстановления.`
                : t`Учётная запись управляется службой каталогов и здесь не удаляется`}
            </p>
          </div>
          {actions.canDelete && <DeleteAccount />}
        </li>
      </ul>
    </Card>
  )
}
