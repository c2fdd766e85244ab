import type { Handlers } from '../contract'
import { fieldHandlers } from './setting-dynamic-fields/fields'
import { subtypeHandlers } from './setting-dynamic-fields/subtypes'
import { tabHandlers } from './setting-dynamic-fields/tabs'

/** Administration: dynamic-field tabs, subtypes (blocks) and fields, and personnel action types. */
export const settingDynamicFieldsHandlers = {
  ...tabHandlers,
  ...subtypeHandlers,
  ...fieldHandlers,
} satisfies Partial<Handlers>
