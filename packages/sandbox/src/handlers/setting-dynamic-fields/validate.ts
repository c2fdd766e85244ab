import {
  collectErrors,
  type DynamicFieldFlag,
  dynamicFieldFlagErrors,
  validateDynamicFieldForm,
} from '@platform/forms'
import type {
  DynamicField,
  DynamicFieldEntityType,
  DynamicFieldInput,
  FieldErrors,
} from '@platform/sdk'
import type { DynamicFieldsState } from '../../state/dynamic-fields'

export type FieldShape = Pick<DynamicField, DynamicFieldFlag | 'fieldType'>

/** The flags of the form with the defaults of a new field (active, visible to administrators). */
export function shapeOf(input: DynamicFieldInput): FieldShape {
  return {
    fieldType: input.fieldType,
    adminRequired: input.adminRequired ?? false,
    adminVisible: input.adminVisible ?? true,
    adminEdit: input.adminEdit ?? false,
    profileRequired: input.profileRequired ?? false,
    profileVisible: input.profileVisible ?? false,
    profileEdit: input.profileEdit ?? false,
    integrationRequired: input.integrationRequired ?? false,
    multiple: input.multiple ?? false,
    unique: input.unique ?? false,
  }
}

export function codeTaken(
  state: DynamicFieldsState,
  type: DynamicFieldEntityType,
  code: string,
  kind: 'field' | 'subtype',
  selfId?: string,
): boolean {
  const lower = code.toLowerCase()
  return state.tabs
    .filter((tab) => tab.type === type)
    .some((tab) =>
      tab.subtypes.some((subtype) =>
        kind === 'subtype'
          ? subtype.id !== selfId && subtype.code.toLowerCase() === lower
          : subtype.fields.some(
              (field) => field.id !== selfId && field.code.toLowerCase() === lower,
            ),
      ),
    )
}

/** Checks the field modal: title, code, choices and flag dependencies. */
export function checkField(input: DynamicFieldInput): FieldErrors {
  return {
    ...validateDynamicFieldForm(input),
    ...collectErrors(dynamicFieldFlagErrors(shapeOf(input))),
  }
}
