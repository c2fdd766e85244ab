import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'

export interface ResetFiltersButtonProps<Name extends string> {
  /** The filters the list has: each goes back to unset. */
  names: readonly Name[]
  /** Receives every filter of `names` set to `undefined`. */
  onReset: (cleared: Record<Name, undefined>) => void
  className?: string
}

/** «Сбросить фильтры» of a list's filter bar: every filter it names back to unset. */
export function ResetFiltersButton<Name extends string>({
  names,
  onReset,
  className,
}: ResetFiltersButtonProps<Name>) {
  const { t } = useLingui()
  return (
    <Button
      variant="quiet"
      className={className}
      onPress={() =>
        onReset(
          Object.fromEntries(names.map((name) => [name, undefined])) as Record<Name, undefined>,
        )
      }
    >
      {t`Сбросить фильтры`}
    </Button>
  )
}
