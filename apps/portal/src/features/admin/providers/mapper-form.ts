import { changeMapper } from '@platform/forms'
import type {
  Mapper,
  MapperAccessType,
  MapperAttributeInput,
  MapperInput,
  MapperMappingType,
  MapperType,
} from '@platform/sdk'

/** The mapper dialog's values: every member present, text fields as typed. */
export interface MapperValues {
  type: MapperType
  enabled: boolean
  name: string
  before: string
  after: string
  customAttributes: boolean
  mappingType: MapperMappingType
  attributes: MapperAttributeInput[]
  accessType: MapperAccessType | null
  accessIds: string[]
}

/** A new mapper fills a platform field from one attribute, enabled, matched by key. */
export function mapperValues(mapper: Mapper | null): MapperValues {
  return {
    type: mapper?.type ?? 'users-base',
    enabled: mapper?.enabled ?? true,
    name: mapper?.name ?? '',
    before: mapper?.before ?? '',
    after: mapper?.after ?? '',
    customAttributes: mapper?.customAttributes ?? false,
    mappingType: mapper?.mappingType ?? 'key',
    attributes: (mapper?.attributes ?? []).map(({ id, attribute, value }) => ({
      id,
      attribute,
      value,
    })),
    accessType: mapper?.accessType ?? null,
    accessIds: [...(mapper?.accessIds ?? [])],
  }
}

/**
 * The values after the type or the custom-attributes choice changed: the mapping made for the
 * old choice (before, after, attribute rows) is cleared.
 */
export function withMapperChange(
  values: MapperValues,
  change: Partial<Pick<MapperValues, 'type' | 'customAttributes'>>,
): MapperValues {
  const next = changeMapper(values, change)
  return { ...next, before: next.before ?? '', after: next.after ?? '' }
}

/**
 * The body of a create or update: only the members the mapper's kind uses, so a users-base
 * mapper sends no access and custom attributes send no before and after.
 */
export function mapperInput(values: MapperValues): MapperInput {
  const access = values.type === 'users-access'
  return {
    type: values.type,
    enabled: values.enabled,
    name: values.name.trim(),
    customAttributes: values.customAttributes,
    mappingType: values.mappingType,
    ...(values.customAttributes
      ? {
          attributes: values.attributes.map((row) => ({
            ...row,
            attribute: row.attribute.trim(),
          })),
        }
      : { before: values.before.trim(), ...(access ? {} : { after: values.after }) }),
    ...(access ? { accessType: values.accessType, accessIds: values.accessIds } : {}),
  }
}
