import type { ReactNode } from 'react'
import {
  field,
  description as fieldDescription,
  label as labelClass,
  visuallyHidden,
} from '../../private/Field.css'
import { box, buttonSpace } from './ControlFallback.css'
import * as multiple from './DynamicField.css'

/**
 * What a field shows for the moment its control's code loads: the field's title, a grey box
 * of the control's height and the field's hint, so the form neither jumps nor goes blank, and
 * `aria-busy` tells assistive technology that the control is coming.
 */
export function ControlFallback({
  label,
  description,
  className,
}: {
  label: ReactNode
  description?: ReactNode
  className?: string
}) {
  return (
    <div className={[field, className].filter(Boolean).join(' ')} aria-busy="true">
      <span className={labelClass}>{label}</span>
      <span className={box} aria-hidden="true" />
      {description && <span className={fieldDescription}>{description}</span>}
    </div>
  )
}

/**
 * The same for a multiple field, laid out as its values will be: the title, the hint, a box per
 * value and the room of the add button. A form whose controls arrive after it is shown keeps
 * its height, so nothing under it moves while a person aims at it (a save button that moved
 * between the press and the release lost the click).
 */
export function MultipleFallback({
  title,
  description,
  count,
  isEditable,
  className,
}: {
  title: ReactNode
  description?: ReactNode
  count: number
  isEditable: boolean
  className?: string
}) {
  return (
    // A fieldset like the field itself: a legend lays out as no other element does.
    <fieldset className={[multiple.group, className].filter(Boolean).join(' ')} aria-busy="true">
      <legend className={multiple.legend}>{title}</legend>
      {description && <p className={multiple.description}>{description}</p>}
      <ul className={multiple.values} aria-hidden="true">
        {Array.from({ length: Math.max(1, count) }, (_, index) => (
          // The boxes have no identity of their own: the index is all there is.
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
          <li key={index} className={multiple.row}>
            <span className={`${box} ${multiple.control}`} />
            {isEditable && count > 1 && <span className={`${buttonSpace} ${multiple.remove}`} />}
          </li>
        ))}
      </ul>
      {isEditable && <span className={buttonSpace} aria-hidden="true" />}
      {/* Where the field's announcements go. */}
      <span className={visuallyHidden} />
    </fieldset>
  )
}
