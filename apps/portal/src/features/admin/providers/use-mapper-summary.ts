import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Mapper } from '@platform/sdk'
import { listMapperFieldsQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'

/**
 * What a mapper maps, in one line: the provider attribute and the platform field it fills, or
 * its attribute rows; an access mapper adds how many roles or methods it grants.
 */
export function useMapperSummary() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const fields = useQuery(listMapperFieldsQuery(client))
  const fieldTitle = (code: string | null) =>
    fields.data?.fields.find((field) => field.code === code)?.title ?? code ?? ''

  return (mapper: Mapper): string => {
    const mapping = mapper.customAttributes
      ? mapper.attributes.map((row) => `${row.attribute} = ${row.value}`).join(', ')
      : mapper.type === 'users-base'
        ? `${mapper.before ?? ''} → ${fieldTitle(mapper.after)}`
        : (mapper.before ?? '')
    if (mapper.type !== 'users-access') return mapping
    const count = mapper.accessIds.length
    const granted =
      mapper.accessType === 'method'
        ? t({
            message: plural(count, {
              one: '# метод',
              few: '# метода',
              many: '# методов',
              other: '# метода',
            }),
          })
        : t({
            message: plural(count, {
              one: '# роль',
              few: '# роли',
              many: '# ролей',
              other: '# роли',
            }),
          })
    return `${mapping}; ${granted}`
  }
}
