import type { ReactNode } from 'react'
import { Heading } from 'react-aria-components'
import { EmptyBoxGlyph } from '../private/glyphs'
import {
  action as actionClass,
  description as descriptionClass,
  emptyState,
  icon as iconClass,
  title as titleClass,
} from './EmptyState.css'

export interface EmptyStateProps {
  /** What is empty, e.g. «Заявок пока нет». */
  title: string
  /** What the person can do about it. */
  description?: ReactNode
  /** A decorative picture; a neutral box by default. Pass `null` for none. */
  icon?: ReactNode
  /** A button or link that fills the emptiness, e.g. «Создать заявку». */
  action?: ReactNode
  /** @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  className?: string
}

/** Shown in place of a list or a table that has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const picture = icon === undefined ? <EmptyBoxGlyph /> : icon
  return (
    <div className={[emptyState, className].filter(Boolean).join(' ')}>
      {picture !== null && (
        <div className={iconClass} aria-hidden="true">
          {picture}
        </div>
      )}
      <Heading level={headingLevel} className={titleClass}>
        {title}
      </Heading>
      {description !== undefined && <p className={descriptionClass}>{description}</p>}
      {action !== undefined && <div className={actionClass}>{action}</div>}
    </div>
  )
}
