import { licenseKeys } from '../../generated/keys'
import { type MutationPolicies, nothing } from '../policy'

export const mutations: MutationPolicies<'setting-license'> = {
  saveLicense: { invalidates: () => [licenseKeys.all] },
  deleteLicense: { invalidates: () => [licenseKeys.all] },
  // Asks the license server about a key without saving it: the screen shows the answer in
  // place of the current information until the form is saved or reloaded.
  checkLicense: { invalidates: nothing },
}
