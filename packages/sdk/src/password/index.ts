export { passwordKeys } from './keys'
export {
  requestPasswordLinkMutation,
  setEntryPasswordMutation,
  setNewPasswordMutation,
} from './password.mutations'
export { getEntryPasswordLinkStatusQuery, getPasswordLinkStatusQuery } from './password.queries'
