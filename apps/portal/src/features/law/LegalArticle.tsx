import type { DocumentViewEntry } from '@platform/sdk'
import { useId } from 'react'
import * as styles from './LawPage.css'
import { LegalContent } from './LegalContent'

interface LegalArticleProps {
  entry: DocumentViewEntry
  /** The interface language: a text in another one is marked with its own. */
  locale: string
}

/** A legal document as people read it: its title and its sanitised text. */
export function LegalArticle({ entry, locale }: LegalArticleProps) {
  const titleId = useId()
  const other = entry.locale !== locale ? entry.locale : undefined
  return (
    <article className={styles.page} aria-labelledby={titleId} lang={other}>
      <h1 id={titleId} className={styles.title}>
        {entry.name}
      </h1>
      <LegalContent entry={entry} />
    </article>
  )
}
