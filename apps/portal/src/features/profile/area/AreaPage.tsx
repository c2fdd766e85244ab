import { type ReactNode, type RefObject, useRef } from 'react'
import { useFocusOnOpen } from '../../../shared/use-focus-on-open'
import * as personal from '../PersonalPage.css'
import * as styles from './AreaPage.css'

interface AreaPageProps {
  title: string
  /** What the page is for, under the title. */
  lead?: ReactNode
  /** Buttons beside the title (export, end all sessions…). */
  actions?: ReactNode
  children: ReactNode
  /** Lets the page send focus back to its heading, e.g. after the row that had it is gone. */
  headingRef?: RefObject<HTMLHeadingElement | null>
}

/**
 * A page of the profile area: one h1 that takes the focus when the page opens, so keyboard and
 * screen-reader users start from the heading, then the page's actions and content.
 */
export function AreaPage({ title, lead, actions, children, headingRef }: AreaPageProps) {
  const own = useRef<HTMLHeadingElement>(null)
  const heading = headingRef ?? own
  useFocusOnOpen(heading)
  return (
    <div className={styles.page}>
      <header className={personal.header}>
        <div className={personal.titles}>
          <h1 ref={heading} tabIndex={-1} className={personal.title}>
            {title}
          </h1>
          {lead && <p className={personal.muted}>{lead}</p>}
        </div>
        {actions && <div className={styles.toolbar}>{actions}</div>}
      </header>
      {children}
    </div>
  )
}
