export { loginMutation, logoutMutation, sendLoginCodeMutation } from './auth.mutations'
export { getAuthConfigQuery } from './auth.queries'
export { authKeys } from './keys'
