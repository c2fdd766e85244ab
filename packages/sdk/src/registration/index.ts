export { registrationKeys } from './keys'
export {
  completeRegistrationMutation,
  requestRegistrationLinkMutation,
  sendRegistrationCodeMutation,
  verifyRegistrationCodeMutation,
} from './registration.mutations'
export { getRegistrationLinkStatusQuery } from './registration.queries'
