import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthFlow } from '@platform/sdk'
import { Button, Dialog, Spinner } from '@platform/ui'
import { useEffect, useId, useMemo, useState } from 'react'
import { IdentifierStep } from '../features/auth/IdentifierStep'
import type { EnteredIdentifier } from '../features/auth/identifier'
import { MethodStep } from '../features/auth/MethodStep'
import { offeredFlows } from '../features/auth/offered-flows'
import { type SignInPlace, SignInPlaceContext } from '../features/auth/sign-in-place'
import { usePlatform } from '../platform/hooks'
import { sessionQuery } from '../platform/session'
import type { Reauthentication } from './session-keeper'
import * as styles from './shell.css'

export interface SessionDialogProps {
  /** The person whose session ended: their login is who signs in, their id tells who is back. */
  previous: { id: string; login: string } | null
  onDone: (outcome: Reauthentication) => void
}

interface Entered {
  identifier: EnteredIdentifier
  flows: AuthFlow[]
}

/**
 * The session ended while a form held unsaved changes: signing in again happens over the
 * page, with the sign-in page's own steps (every flow the account has: password, email or SMS
 * code, the agreements), and the form stays as it was behind the dialog. The person's login is
 * known, so the dialog starts at the method step; changing it signs someone else in.
 */
export function SessionDialog({ previous, onDone }: SessionDialogProps) {
  const { t } = useLingui()
  const platform = usePlatform()
  const textId = useId()
  const [entered, setEntered] = useState<Entered | null>(null)
  const [typed, setTyped] = useState(previous?.login ?? '')
  const [lookingUp, setLookingUp] = useState(previous !== null)

  // The flows of the person's own login; should that fail, the identifier step asks again.
  useEffect(() => {
    if (!previous) return
    const identifier = { idAttribute: 'login' as const, value: previous.login }
    let current = true
    offeredFlows(platform, identifier)
      .then((flows) => current && setEntered({ identifier, flows }))
      .catch(() => undefined)
      .finally(() => current && setLookingUp(false))
    return () => {
      current = false
    }
  }, [platform, previous])

  const place = useMemo<SignInPlace>(
    () => ({
      embedded: true,
      labelledBy: textId,
      complete: async () => {
        const person = await platform.queryClient.fetchQuery(sessionQuery(platform.client))
        onDone(person && previous && person.mainInfo.id === previous.id ? 'same' : 'other')
      },
    }),
    [platform, previous, onDone, textId],
  )

  return (
    <Dialog
      title={t`Сеанс завершён`}
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) onDone('cancelled')
      }}
    >
      <div className={styles.sessionForm}>
        <p id={textId}>
          <Trans>
            Войдите снова, чтобы сохранить изменения. Всё, что вы ввели, останется на странице.
          </Trans>
        </p>
        <SignInPlaceContext.Provider value={place}>
          {lookingUp ? (
            <Spinner label={t`Загрузка способов входа`} />
          ) : entered ? (
            <MethodStep
              entered={entered.identifier}
              flows={entered.flows}
              onChangeIdentifier={() => {
                setTyped(entered.identifier.value)
                setEntered(null)
              }}
            />
          ) : (
            <IdentifierStep
              idAttribute="login"
              defaultValue={typed}
              autoFocus
              onEntered={(identifier, flows) => setEntered({ identifier, flows })}
            />
          )}
        </SignInPlaceContext.Provider>
        <div className={styles.sessionActions}>
          <Button variant="secondary" onPress={() => onDone('cancelled')}>
            <Trans>Не сейчас</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
