import {
  areaKeys,
  avatarKeys,
  companyKeys,
  profileDetailsKeys,
  profileHistoryKeys,
  profileKeys,
  sessionKeys,
  subscriptionKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'
import { menus } from './ui.mutations'

export const mutations: MutationPolicies<'profile'> = {
  // Personal data shows on every profile screen.
  updateProfile: { invalidates: () => [areaKeys.profile] },
  // The portal signs out after this; everything cached about the person is stale.
  deleteProfile: { invalidates: () => [areaKeys.profile, areaKeys.ui] },
  // A new password changes `availableActions` (set → update) and writes history.
  updateProfilePassword: {
    invalidates: () => [profileKeys.all, profileDetailsKeys.all, profileHistoryKeys.all],
  },
  uploadAvatar: {
    invalidates: () => [avatarKeys.all, profileKeys.all, profileDetailsKeys.all],
  },
  deleteAllSessions: { invalidates: () => [sessionKeys.all] },
  deleteSession: { invalidates: () => [sessionKeys.all] },
  updateSubscriptions: { invalidates: () => [subscriptionKeys.all] },
  // Leaving a company can take services away.
  leaveCompany: { invalidates: () => [companyKeys.all, profileKeys.all, ...menus()] },
}
