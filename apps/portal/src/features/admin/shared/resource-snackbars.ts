import type { AdminSnackbar } from './snackbars'

type Outcome = 'Created' | 'CreateError' | 'Updated' | 'UpdateError' | 'Deleted' | 'DeleteError'

/** A prefix that has a snackbar key of every outcome: `documents`, `whitelist`, … */
export type ResourcePrefix = {
  [Key in AdminSnackbar]: Key extends `${infer Prefix}CreateError`
    ? `${Prefix}${Outcome}` extends AdminSnackbar
      ? Prefix
      : never
    : never
}[AdminSnackbar]

/** The snackbar keys of a resource's create, update and delete: `documentsCreateError`, … */
export function resourceSnackbars<Prefix extends ResourcePrefix>(prefix: Prefix) {
  // The type of `prefix` guarantees every one of these keys exists.
  const key = (outcome: Outcome) => `${prefix}${outcome}` as AdminSnackbar
  return {
    created: key('Created'),
    createError: key('CreateError'),
    updated: key('Updated'),
    updateError: key('UpdateError'),
    deleted: key('Deleted'),
    deleteError: key('DeleteError'),
  }
}
