import { useLingui } from '@lingui/react/macro'
import { messageText, validateSubnetAddress } from '@platform/forms'
import { Button, TextField } from '@platform/ui'
import { useState } from 'react'
import * as styles from '../shared/filters.css'

interface AliasFilterValues {
  name?: string
  ip?: string
}

interface AliasFiltersProps {
  filters: AliasFilterValues
  onChange: (patch: AliasFilterValues) => void
}

/**
 * The aliases' filters, applied together on Enter or the button (each search a history entry):
 * part of the name, and an address or subnet the alias must cover.
 */
export function AliasFilters({ filters, onChange }: AliasFiltersProps) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(filters.name ?? '')
  const [ip, setIp] = useState(filters.ip ?? '')
  const [ipError, setIpError] = useState<string>()
  const [shown, setShown] = useState(filters)
  // Back or a link changed the filters in the address: the fields show them again.
  if (shown.name !== filters.name || shown.ip !== filters.ip) {
    setShown(filters)
    setName(filters.name ?? '')
    setIp(filters.ip ?? '')
    setIpError(undefined)
  }
  return (
    <search>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault()
          const wanted = ip.trim()
          const error = validateSubnetAddress(wanted)
          setIpError(error ? messageText(error, i18n.locale) : undefined)
          if (!error) onChange({ name: name.trim(), ip: wanted })
        }}
      >
        <TextField
          className={styles.filter}
          type="search"
          label={t`Название`}
          value={name}
          onChange={setName}
        />
        <TextField
          className={styles.filter}
          type="search"
          label={t`IP-адрес или подсеть`}
          description={t`Псевдонимы, в которые входит этот адрес`}
          value={ip}
          onChange={(next) => {
            setIp(next)
            setIpError(undefined)
          }}
          isInvalid={Boolean(ipError)}
          errorMessage={ipError}
        />
        <Button type="submit" variant="secondary" className={styles.submit}>
          {t`Найти`}
        </Button>
      </form>
    </search>
  )
}
