import { type ReactNode, useId, useRef } from 'react'
import { useFocusOnOpen } from '../../shared/use-focus-on-open'
import * as styles from './LinkPage.css'

export interface LinkPageProps {
  title: ReactNode
  /** A line under the heading. */
  lead?: ReactNode
  /**
   * Move focus to the heading when shown: a step or state that replaces the previous one
   * (success, a link error) so screen readers start reading it. @default false
   */
  focusHeading?: boolean
  children?: ReactNode
}

/** The card of a visitor page (inside the Auth layout's `main`): one h1, then its content. */
export function LinkPage({ title, lead, focusHeading = false, children }: LinkPageProps) {
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading, focusHeading)
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  )
}

export interface NoticeProps {
  tone: keyof typeof styles.notice
  title?: ReactNode
  children?: ReactNode
  /** Announce it at once (`role="alert"`); otherwise a polite status. @default tone === 'error' */
  urgent?: boolean
}

/** A message inside a page: an error of the form, a success, a hint. */
export function Notice({ tone, title, children, urgent = tone === 'error' }: NoticeProps) {
  return (
    <div role={urgent ? 'alert' : 'status'} className={styles.notice[tone]}>
      {title && <p className={styles.noticeTitle}>{title}</p>}
      {children && <p>{children}</p>}
    </div>
  )
}
