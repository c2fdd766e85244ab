import type { QueryKey } from '@tanstack/react-query'
import {
  dynamicFieldKeys,
  dynamicFieldTabKeys,
  profileConfigureKeys,
  profileDetailsKeys,
  profileKeys,
  publicSettingsKeys,
} from '../../generated/keys'
import type { components } from '../../generated/platform'
import type { MutationPolicies } from '../policy'

type EntityType = components['schemas']['DynamicFieldEntityType']

/**
 * The users' tabs, blocks and fields build the profile page (its layout, the values shown and
 * `requiredFieldsEmpty`) and the field rules of the visitor forms. A call that names its entity
 * type refreshes them only for `users`; a call by id cannot tell, so it always does.
 */
const profileOf = (type?: EntityType): QueryKey[] =>
  type && type !== 'users'
    ? []
    : [profileConfigureKeys.all, profileDetailsKeys.all, profileKeys.all, publicSettingsKeys.all]

// A tab's tree (`getDynamicFieldTab`) shows its subtypes and their fields. Subtypes name their
// tab by id, not by the code the trees are keyed by, so their calls refresh every tree.
const everyTree = () => [dynamicFieldTabKeys.details(), ...profileOf()]
const withFields = () => [dynamicFieldTabKeys.details(), dynamicFieldKeys.all, ...profileOf()]

export const mutations: MutationPolicies<'setting-dynamic-fields'> = {
  // Every tab shows its `active` flag; the tab is named by id, so every tab is refreshed.
  setDynamicFieldTabActive: {
    invalidates: () => [dynamicFieldTabKeys.lists(), ...everyTree()],
  },
  // Only the order changes: the profile's layout, not its values.
  reorderDynamicFieldTabs: {
    invalidates: ({ params }) => [
      dynamicFieldTabKeys.list(params.path.type),
      dynamicFieldTabKeys.details(),
      ...(params.path.type === 'users' ? [profileConfigureKeys.all] : []),
    ],
  },
  // Orders the subtypes of a tab and the fields within them: each field's `order` changes.
  reorderDynamicFieldSubtypes: {
    invalidates: ({ params }) => [
      dynamicFieldTabKeys.detail(params.path.tab),
      dynamicFieldKeys.all,
      profileConfigureKeys.all,
    ],
  },
  createDynamicFieldSubtype: { invalidates: everyTree },
  updateDynamicFieldSubtype: { invalidates: everyTree },
  setDynamicFieldSubtypeActive: { invalidates: everyTree },
  // The subtypes' fields are deleted with them.
  deleteDynamicFieldSubtypes: { invalidates: withFields },
  deleteDynamicFieldSubtype: { invalidates: withFields },
  createDynamicField: {
    invalidates: ({ body }) => [dynamicFieldTabKeys.details(), ...profileOf(body.type)],
  },
  updateDynamicField: {
    invalidates: ({ params, body }) => [
      dynamicFieldTabKeys.details(),
      dynamicFieldKeys.detail(params.path.id),
      ...profileOf(body.type),
    ],
  },
  deleteDynamicField: {
    invalidates: ({ params }) => [
      dynamicFieldTabKeys.details(),
      dynamicFieldKeys.detail(params.path.id),
      ...profileOf(),
    ],
  },
  setDynamicFieldActive: {
    invalidates: ({ params }) => [
      dynamicFieldTabKeys.details(),
      dynamicFieldKeys.detail(params.path.id),
      ...profileOf(),
    ],
  },
}
