import * as styles from './diagnostics.css'
import { splitVersion } from './version-difference'

/** A version with the part that differs from the other marked (bold, underlined, tinted). */
export function VersionText({ version, from }: { version: string; from: number }) {
  const { same, differing } = splitVersion(version, from)
  return (
    <span className={styles.version}>
      {same}
      {differing && <mark className={styles.differing}>{differing}</mark>}
    </span>
  )
}
