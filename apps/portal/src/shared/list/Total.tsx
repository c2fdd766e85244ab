import { Plural } from '@lingui/react/macro'
import * as styles from './list.css'

/** «Всего: N» of a list that is not a table (the kit's Table shows its own). */
export function Total({ total }: { total: number }) {
  return (
    <p role="status" className={styles.total}>
      <Plural
        value={total}
        one="Всего: # запись"
        few="Всего: # записи"
        many="Всего: # записей"
        other="Всего: # записи"
      />
    </p>
  )
}
