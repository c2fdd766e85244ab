export { licenseKeys } from './keys'
export {
  checkLicenseMutation,
  deleteLicenseMutation,
  saveLicenseMutation,
} from './setting-license.mutations'
export { getLicenseQuery, getLicenseSessionsQuery } from './setting-license.queries'
