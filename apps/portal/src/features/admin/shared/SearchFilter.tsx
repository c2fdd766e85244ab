import { useLingui } from '@lingui/react/macro'
import { Button, TextField } from '@platform/ui'
import { useState } from 'react'
import * as styles from './admin.css'

interface SearchFilterProps {
  /** The search in the address: the field starts from it, and follows it on Back. */
  value: string | undefined
  label: string
  onSearch: (value: string) => void
}

/** A text filter of a list, applied on Enter or its button (each search is a history entry). */
export function SearchFilter({ value, label, onSearch }: SearchFilterProps) {
  const { t } = useLingui()
  const [text, setText] = useState(value ?? '')
  const [shown, setShown] = useState(value)
  // Back or a link changed the search in the address: the field shows it again.
  if (shown !== value) {
    setShown(value)
    setText(value ?? '')
  }
  return (
    <search>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(text.trim())
        }}
      >
        <TextField label={label} type="search" value={text} onChange={setText} />
        <Button type="submit" variant="secondary">
          {t`Найти`}
        </Button>
      </form>
    </search>
  )
}
