import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthFlow } from '@platform/sdk'
import { Spinner } from '@platform/ui'
import { useSearch } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { IdentifierStep } from './IdentifierStep'
import type { EnteredIdentifier } from './identifier'
import * as styles from './LoginPage.css'
import { MethodStep } from './method-step'

interface Entered {
  identifier: EnteredIdentifier
  flows: AuthFlow[]
}

/**
 * Route Auth (`/login`): the identifier first, then the flows it may use,
 * the first one current; the person may change the method or the identifier.
 */
export function LoginPage() {
  const { t } = useLingui()
  const idAttribute = useSearch({ from: '__root__', select: (search) => search.id }) ?? 'login'
  const [entered, setEntered] = useState<Entered | null>(null)
  const [previous, setPrevious] = useState<EnteredIdentifier | null>(null)

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Вход</Trans>
      </h1>
      {entered ? (
        <Suspense fallback={<Spinner label={t`Загрузка формы входа`} />}>
          <MethodStep
            entered={entered.identifier}
            flows={entered.flows}
            onChangeIdentifier={() => {
              setPrevious(entered.identifier)
              setEntered(null)
            }}
          />
        </Suspense>
      ) : (
        <IdentifierStep
          idAttribute={idAttribute}
          defaultValue={previous?.idAttribute === idAttribute ? previous.value : ''}
          autoFocus={previous !== null}
          onEntered={(identifier, flows) => setEntered({ identifier, flows })}
        />
      )}
    </section>
  )
}
