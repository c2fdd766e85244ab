import { useEffect } from 'react'

/**
 * Read-only lists that fail to load are logged besides the inline notice people see,
 * once per failure.
 */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed.`, error)
  }, [what, error])
}
