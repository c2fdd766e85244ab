import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { isPlatformError } from '@platform/sdk'
import { toast } from '@platform/ui'
import { useCallback, useEffect, useRef } from 'react'
import { useSessionKeeper } from './session-keeper'

const otherPerson = msg`Вы вошли под другой учётной записью: изменения прежней не сохранены`

/**
 * A save that did not happen because the session had ended: the person closed the sign-in
 * dialog (the form stays as it is) or signed in as someone else (the edit is dropped, and they
 * were told). The form has nothing more to say about it.
 */
export class SaveSetAside extends Error {
  constructor() {
    super('The save was set aside: the session had ended.')
    this.name = 'SaveSetAside'
  }
}

export const isSetAside = (error: unknown): error is SaveSetAside => error instanceof SaveSetAside

export interface KeptSaveOptions {
  /** The form holds changes not saved yet: while it does, the end of the session must not lose them. */
  isDirty: boolean
  /** Drops the edit (resets the form, closes its dialog): someone else signed in. */
  onDiscard: () => void
}

/**
 * No edit is lost when the session ends. While the form is dirty a 401 does not send the
 * person away; the save wrapped by the answered function meets it, asks for a sign-in over the
 * page, and is sent again for the same person. Anyone else signing in drops the edit with a
 * message. Either way the wrapped save rejects with {@link SaveSetAside} when it was not sent.
 */
export function useKeptSave({ isDirty, onDiscard }: KeptSaveOptions) {
  const { i18n } = useLingui()
  const keeper = useSessionKeeper()
  const { hold } = keeper
  const discard = useRef(onDiscard)
  useEffect(() => {
    discard.current = onDiscard
  })
  useEffect(() => (isDirty ? hold() : undefined), [isDirty, hold])

  return useCallback(
    async function kept<Result>(save: () => Promise<Result>): Promise<Result> {
      try {
        return await save()
      } catch (error) {
        const ended = isPlatformError(error) && error.kind === 'unauthenticated'
        if (!ended || !keeper.holdsEdits()) throw error
        const outcome = await keeper.reauthenticate()
        if (outcome === 'same') return kept(save)
        if (outcome === 'other') {
          discard.current()
          toast.error(i18n._(otherPerson))
          await keeper.reload()
        }
        throw new SaveSetAside()
      }
    },
    [keeper, i18n],
  )
}
