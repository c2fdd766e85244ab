import { type HTMLAttributes, type ReactNode, useId } from 'react'
import { Heading } from 'react-aria-components'
import {
  actions as actionsClass,
  card,
  type cardVariants,
  header,
  title as titleClass,
} from './Card.css'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A visible heading; with it the card is a `section` named by the heading. */
  title?: ReactNode
  /** @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Controls beside the heading, such as an edit button. */
  actions?: ReactNode
  /** @default 'outlined' */
  variant?: (typeof cardVariants)[number]
}

/** A surface that groups related content, optionally under a heading with actions. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  variant = 'outlined',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId()
  const classes = [card({ variant }), className].filter(Boolean).join(' ')
  const heading = (title !== undefined || actions !== undefined) && (
    <div className={header}>
      {title !== undefined && (
        <Heading id={titleId} level={headingLevel} className={titleClass}>
          {title}
        </Heading>
      )}
      {actions !== undefined && <div className={actionsClass}>{actions}</div>}
    </div>
  )
  if (title === undefined) {
    return (
      <div {...props} className={classes}>
        {heading}
        {children}
      </div>
    )
  }
  return (
    <section aria-labelledby={titleId} {...props} className={classes}>
      {heading}
      {children}
    </section>
  )
}
