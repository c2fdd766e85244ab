import type { ReactNode } from 'react'
import { field, label as labelClass } from '../../private/Field.css'
import { box } from './ControlFallback.css'

/**
 * What a field shows for the moment its control's code loads: the field's title and a grey box
 * of the control's height, so the form neither jumps nor goes blank, and `aria-busy` tells
 * assistive technology that the control is coming.
 */
export function ControlFallback({ label, className }: { label: ReactNode; className?: string }) {
  return (
    <div className={[field, className].filter(Boolean).join(' ')} aria-busy="true">
      <span className={labelClass}>{label}</span>
      <span className={box} aria-hidden="true" />
    </div>
  )
}
