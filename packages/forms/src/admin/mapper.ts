import {
  type MapperFieldCode,
  mapperAccessTypeValues,
  mapperFieldCodeValues,
  mapperMappingTypeValues,
  mapperTypeValues,
} from '@platform/sdk'
import { collectErrors } from '../collect'
import type { FieldErrors, MapperForm } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateLatinCode } from '../validators/latin'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'
import { isUuid } from '../validators/uuid'

const text = (value: string | null | undefined): RuleResult[] => [
  validateRequired(value),
  validateMaxLength(value, limits.textMaxLength),
]

/**
 * The mapper modal. The name is Latin letters only (its uniqueness is the server's answer);
 * type and mapping type are known ones. With custom attributes, at least one attribute row,
 * each naming its attribute; without, the provider attribute (`before`) is required and a
 * base mapper names which platform field it fills (`after`). An access mapper names its access
 * type and at least one role or method. Errors of a row are keyed by its position
 * (`attributes.0.attribute`).
 */
export function validateMapper(mapper: MapperForm): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    name: [...text(mapper.name), validateLatinCode(mapper.name)],
    type: [mapperTypeValues.includes(mapper.type) ? undefined : 'errorInvalid'],
    mappingType: [
      mapperMappingTypeValues.includes(mapper.mappingType) ? undefined : 'errorInvalid',
    ],
  }
  if (mapper.customAttributes) {
    const rows = mapper.attributes ?? []
    results.attributes = [rows.length > 0 ? undefined : 'errorEmpty']
    for (const [index, row] of rows.entries()) {
      results[`attributes.${index}.attribute`] = text(row.attribute)
      results[`attributes.${index}.value`] = [validateMaxLength(row.value, limits.textMaxLength)]
    }
  } else {
    results.before = text(mapper.before)
    if (mapper.type === 'users-base') {
      const known = !mapper.after || mapperFieldCodeValues.includes(mapper.after as MapperFieldCode)
      results.after = [validateRequired(mapper.after), known ? undefined : 'errorInvalid']
    }
  }
  if (mapper.type === 'users-access') {
    const type = mapper.accessType
    const ids = mapper.accessIds ?? []
    results.accessType = [
      validateRequired(type),
      type && !mapperAccessTypeValues.includes(type) ? 'errorInvalid' : undefined,
    ]
    results.accessIds = [
      ids.length === 0 ? 'errorEmpty' : undefined,
      ids.every(isUuid) ? undefined : 'errorInvalid',
    ]
  }
  return collectErrors(results)
}
