import { Trans } from '@lingui/react/macro'
import type { AuthFlow } from '@platform/sdk'
import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { IdentifierStep } from './IdentifierStep'
import type { EnteredIdentifier } from './identifier'
import * as styles from './LoginPage.css'
import { MethodStep } from './MethodStep'

interface Entered {
  identifier: EnteredIdentifier
  flows: AuthFlow[]
}

/**
 * Route Auth (`/login`): the identifier first, then the flows it may use,
 * the first one current; the person may change the method or the identifier.
 */
export function LoginPage() {
  const idAttribute = useSearch({ from: '__root__', select: (search) => search.id }) ?? 'login'
  const [entered, setEntered] = useState<Entered | null>(null)
  const [previous, setPrevious] = useState<EnteredIdentifier | null>(null)

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Вход</Trans>
      </h1>
      {entered ? (
        <MethodStep
          entered={entered.identifier}
          flows={entered.flows}
          onChangeIdentifier={() => {
            setPrevious(entered.identifier)
            setEntered(null)
          }}
        />
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
