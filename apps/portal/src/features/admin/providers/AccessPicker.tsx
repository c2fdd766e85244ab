import { useLingui } from '@lingui/react/macro'
import { type MapperAccessType, type RoleType, roleTypeValues } from '@platform/sdk'
import { searchRoleMethodsQuery, searchRolesQuery } from '@platform/sdk/query'
import { MultiSelect, MultiSelectItem, Select, SelectItem } from '@platform/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { useSettled } from '../../../shared/useSearchText'
import { useTitledOptions } from '../shared/FormSelect'
import * as layout from '../shared/form.css'
import { roleTypeTitles } from './texts'

interface AccessPickerProps {
  accessType: MapperAccessType
  /** The ids of the roles or methods granted. */
  value: readonly string[]
  onChange: (ids: string[]) => void
  errorMessage?: string
}

interface Option {
  id: string
  title: string
}

/** Methods granted to people are those applications declare (not clients' methods). */
const methodQuery = { accessType: 'systemic', type: 'method' } as const

/**
 * The roles (of one kind at a time) or the methods a users-access mapper grants, looked up as
 * the administrator types. The granted ones are read by their ids, so they are named even when
 * the current search does not find them.
 */
export function AccessPicker({ accessType, value, onChange, errorMessage }: AccessPickerProps) {
  const { t } = useLingui()
  const titled = useTitledOptions()
  const { client } = usePlatform()
  const [input, setInput] = useState('')
  const [roleType, setRoleType] = useState<RoleType>('systemic')
  const searchValue = useSettled(input.trim())
  const search = searchValue ? { searchValue } : {}
  const ids = [...value]
  const isRole = accessType === 'role'
  const kept = { placeholderData: keepPreviousData }
  const roles = useQuery({ ...searchRolesQuery(client, { roleType, ...search }), enabled: isRole })
  const grantedRoles = useQuery({
    ...searchRolesQuery(client, { ids }),
    ...kept,
    enabled: isRole && ids.length > 0,
  })
  const methods = useQuery({
    ...searchRoleMethodsQuery(client, { ...methodQuery, ...search }),
    enabled: !isRole,
  })
  const grantedMethods = useQuery({
    ...searchRoleMethodsQuery(client, { ...methodQuery, ids }),
    ...kept,
    enabled: !isRole && ids.length > 0,
  })

  // Every option ever seen keeps its name, so a chip never loses it while a look-up runs.
  const known = useRef(new Map<string, Option>())
  const found: Option[] = isRole
    ? [...(grantedRoles.data?.roles ?? []), ...(roles.data?.roles ?? [])].map((role) => ({
        id: role.roleId,
        title: role.name,
      }))
    : [...(grantedMethods.data?.methods ?? []), ...(methods.data?.methods ?? [])].map((method) => ({
        id: method.id,
        title: `${method.title} (${method.code})`,
      }))
  for (const option of found) known.current.set(option.id, option)
  const chosen = ids.flatMap((id) => known.current.get(id) ?? [])
  const shown = [...chosen, ...found.filter((option) => !ids.includes(option.id))]
  const items = [...new Map(shown.map((option) => [option.id, option])).values()]
  const loading = isRole ? roles.isFetching : methods.isFetching

  return (
    <div className={layout.columns}>
      {isRole && (
        <Select
          label={t`Вид ролей`}
          items={titled(roleTypeValues, roleTypeTitles)}
          selectedKey={roleType}
          onSelectionChange={(key) => setRoleType(key as RoleType)}
        >
          {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
        </Select>
      )}
      <MultiSelect<Option>
        label={isRole ? t`Роли` : t`Методы`}
        items={items}
        inputValue={input}
        onInputChange={setInput}
        value={ids}
        onChange={(keys) => onChange(keys.map(String))}
        allowsEmptyCollection
        isLoading={loading}
        isRequired
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        description={
          isRole ? t`Начните вводить название роли.` : t`Начните вводить название или код метода.`
        }
      >
        {(option) => <MultiSelectItem id={option.id}>{option.title}</MultiSelectItem>}
      </MultiSelect>
    </div>
  )
}
