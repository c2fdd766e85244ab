import type { DocumentViewEntry } from '@platform/sdk'
import { useLayoutEffect, useRef } from 'react'
import * as styles from './LawPage.css'
import { renderLegalDocument } from './sanitize'

/** The document's text, sanitised into the page (never through innerHTML of raw content). */
export function LegalContent({ entry }: { entry: DocumentViewEntry }) {
  const container = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    container.current?.replaceChildren(renderLegalDocument(entry.content, entry.format, entry.name))
  }, [entry])
  return <div ref={container} className={styles.content} />
}
