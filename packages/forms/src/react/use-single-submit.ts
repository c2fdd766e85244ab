import { type FormEvent, useCallback, useRef, useState } from 'react'

/** A submit that runs once at a time, and whether it is running. */
export interface SingleSubmit {
  /**
   * Wraps the form's submit work: a submit that arrives while the previous one is still
   * validating or waiting for its answer is ignored. The work's promise must settle when the
   * answer is in (await `mutateAsync`, not `mutate`).
   */
  guard: <Args extends unknown[]>(
    work: (...args: Args) => Promise<unknown> | undefined,
  ) => (...args: Args) => Promise<void>
  /** From the first click, through client validation, to the answer: show the button pending. */
  isPending: boolean
}

/**
 * Every submit is sent once. Client validation may be asynchronous (react-hook-form resolvers,
 * a server check of the identifier), so the mutation's own pending state comes too late: a
 * second click that lands before it would send the form again. The lock is a ref, set in the
 * same task as the first submit, so even two clicks in one task send one request.
 */
export function useSingleSubmit(): SingleSubmit {
  const running = useRef(false)
  const [isPending, setPending] = useState(false)

  const guard = useCallback(
    <Args extends unknown[]>(work: (...args: Args) => Promise<unknown> | undefined) =>
      async (...args: Args) => {
        // A form event must be stopped at once, even for an ignored second submit.
        const [event] = args
        if (isFormEvent(event)) event.preventDefault()
        if (running.current) return
        running.current = true
        setPending(true)
        try {
          await work(...args)
        } finally {
          running.current = false
          setPending(false)
        }
      },
    [],
  )

  return { guard, isPending }
}

function isFormEvent(value: unknown): value is FormEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'preventDefault' in value &&
    typeof (value as FormEvent).preventDefault === 'function'
  )
}
