import type {
  DynamicField,
  DynamicFieldEntityType,
  DynamicFieldSubtype,
  DynamicFieldTab,
} from '@platform/sdk'
import type { SandboxState } from '../state'
import type { DynamicFieldsState } from '../state/dynamic-fields'
import type { SeedContext } from './context'
import { otherTabs } from './dynamic-fields-others'
import { actionTypes, type FieldSpec, type Reach, usersTabs } from './dynamic-fields-specs'
import type { Random } from './random'

function reach(value: Reach = 'hidden') {
  return {
    required: value === 'required',
    edit: value === 'required' || value === 'edit',
    visible: value !== 'hidden',
  }
}

function buildField(
  spec: FieldSpec,
  type: DynamicFieldEntityType,
  subtype: string,
  order: number,
  random: Random,
): DynamicField {
  const admin = reach(spec.admin ?? 'edit')
  const profile = reach(spec.profile)
  const systemic = spec.systemic !== undefined
  return {
    id: random.uuid(),
    active: spec.active ?? true,
    title: spec.title,
    code: spec.code,
    type,
    subtype,
    order,
    fieldType: spec.fieldType,
    unique: spec.unique ?? false,
    multiple: spec.multiple ?? false,
    comment: spec.comment ?? null,
    placeholder: spec.placeholder ?? null,
    items: (spec.items ?? []).map((value, index) => ({
      id: random.uuid(),
      value,
      order: index,
      code: spec.itemCodes?.[index] ?? null,
    })),
    valueCount: systemic ? random.int(1200, 1600) : random.chance(0.2) ? 0 : random.int(40, 1400),
    systemic,
    immutable: systemic,
    actionsAccess: spec.systemic ?? 0,
    adminRequired: admin.required,
    adminVisible: admin.visible,
    adminEdit: admin.edit,
    profileRequired: profile.required,
    profileVisible: profile.visible,
    profileEdit: profile.edit,
    integrationRequired: spec.integrationRequired ?? false,
  }
}

const typeTitles: Record<DynamicFieldEntityType, string> = {
  users: 'Пользователи',
  organizations: 'Организации',
  contractors: 'Контрагенты',
  directories: 'Справочники',
}

/**
 * The four entity types with their tabs, blocks and fields: every field type, multiple
 * fields, dropbox and combobox choices, systemic blocks and fields, inactive ones. The users
 * tab `users_main` is the profile's personal data page.
 */
export function seedDynamicFields(
  { random }: SeedContext,
  _state: SandboxState,
): DynamicFieldsState {
  const personnelActionTypes = actionTypes.map((type) => ({ id: random.uuid(), ...type }))
  const actionId = (code: string | undefined) =>
    personnelActionTypes.find((type) => type.code === code)?.id ?? null
  const tabs: DynamicFieldTab[] = []
  for (const spec of [...usersTabs, ...otherTabs]) {
    const order = tabs.filter((tab) => tab.type === spec.type).length
    const subtypes: DynamicFieldSubtype[] = spec.subtypes.map((block, blockOrder) => {
      const id = random.uuid()
      return {
        id,
        title: block.title,
        code: block.code,
        active: block.active ?? true,
        systemic: block.systemic ?? false,
        personnelActionType: actionId(block.action),
        order: blockOrder,
        fields: block.fields.map((field, index) => buildField(field, spec.type, id, index, random)),
      }
    })
    tabs.push({
      id: random.uuid(),
      code: spec.code,
      title: spec.title,
      viewType: spec.viewType,
      type: spec.type,
      active: spec.active ?? true,
      order,
      subtypes,
    })
  }
  const types = (Object.keys(typeTitles) as DynamicFieldEntityType[]).map((type) => ({
    type,
    title: typeTitles[type],
  }))
  return { types, tabs, personnelActionTypes }
}
