import { type ReactNode, useRef } from 'react'
import { useFocusOnOpen } from '../../../shared/use-focus-on-open'
import * as styles from './admin.css'

interface PageHeaderProps {
  title: ReactNode
  /** A line under the title: what the page is for. */
  lead?: ReactNode
  /** Links or buttons beside the title. */
  children?: ReactNode
}

/**
 * The one h1 of an administration page, with its lead and actions. Focus moves to it when the
 * page opens, so a screen reader starts reading the new page.
 */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading)
  return (
    <header className={styles.header}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      {children !== undefined && <div className={styles.row}>{children}</div>}
    </header>
  )
}
