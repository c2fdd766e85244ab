import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog, Switch } from '@platform/ui'
import { type ReactNode, startTransition, useState } from 'react'
import { VisuallyHidden } from 'react-aria-components'

interface ActiveToggleProps {
  /** What is switched, read after the visible label: «Активно: Документы». */
  name: string
  /** The visible label (enabled, active, visible). @default «Активно» */
  label?: string
  isActive: boolean
  isDisabled?: boolean
  /** The question of the confirmation, e.g. «Отключить вкладку «Документы»?». */
  confirmTitle: string
  children: ReactNode
  /** Sends the opposite of the current value; settles when the request has. */
  onConfirm: () => Promise<unknown>
}

/**
 * An activity switch that asks first: the switch itself never changes; confirming
 * sends the opposite value, and the refreshed data moves it.
 */
export function ActiveToggle({
  name,
  label,
  isActive,
  isDisabled = false,
  confirmTitle,
  children,
  onConfirm,
}: ActiveToggleProps) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Switch
        isSelected={isActive}
        isDisabled={isDisabled}
        // The question opens in a transition, drawn in short slices: a long list stays responsive.
        onChange={() => startTransition(() => setAsking(true))}
      >
        <span>{label ?? t`Активно`}</span>
        <VisuallyHidden>: {name}</VisuallyHidden>
      </Switch>
      {/* Mounted only while asking: a list of many rows keeps no closed dialog per row. */}
      {asking && (
        <ConfirmDialog
          isOpen
          onOpenChange={setAsking}
          title={confirmTitle}
          confirmLabel={isActive ? t`Отключить` : t`Включить`}
          variant={isActive ? 'destructive' : 'default'}
          onConfirm={() => onConfirm().catch(() => undefined)}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  )
}
