import type { ProfileDetails } from '@platform/sdk'
import { isDirectoryAccount } from './fields'

/** The password form the personal page offers: change (with the current one), set, or none. */
export type PasswordAction = 'update' | 'set' | null

/**
 * What the person may do with their account. A directory-managed account keeps
 * its name, its password and its existence in the directory: none of them changes here.
 */
export interface AccountActions {
  password: PasswordAction
  canDelete: boolean
  /** The name parts are read-only, with the directory's explanation. */
  nameLocked: boolean
  directory: boolean
}

export function accountActions(
  details: Pick<ProfileDetails, 'availableActions' | 'mainInfo'>,
): AccountActions {
  const directory = isDirectoryAccount(details)
  const { updatePassword, setPassword } = details.availableActions
  return {
    password: directory ? null : updatePassword ? 'update' : setPassword ? 'set' : null,
    canDelete: !directory,
    nameLocked: directory,
    directory,
  }
}
