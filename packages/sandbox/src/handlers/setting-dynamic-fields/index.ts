import type { Handlers } from '../../contract'
import { fieldHandlers } from './fields'
import { subtypeHandlers } from './subtypes'
import { tabHandlers } from './tabs'

/** Administration: dynamic-field tabs, subtypes (blocks) and fields, and personnel action types. */
export const settingDynamicFieldsHandlers = {
  ...tabHandlers,
  ...subtypeHandlers,
  ...fieldHandlers,
} satisfies Partial<Handlers>
