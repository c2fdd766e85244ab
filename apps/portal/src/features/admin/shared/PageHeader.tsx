import type { ReactNode } from 'react'
import * as styles from './admin.css'

interface PageHeaderProps {
  title: ReactNode
  /** A line under the title: what the page is for. */
  lead?: ReactNode
  /** Links or buttons beside the title. */
  children?: ReactNode
}

/** The one h1 of an administration page, with its lead and actions. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
      {children !== undefined && <div className={styles.row}>{children}</div>}
    </header>
  )
}
