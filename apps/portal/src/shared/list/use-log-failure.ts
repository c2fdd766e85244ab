import { useEffect } from 'react'

/**
 * A list or other read-only data that fails to load is logged besides the notice people see,
 * once per failure, so the failure reaches whoever reads the console or its collector.
 */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed.`, error)
  }, [what, error])
}
