import { lazy } from 'react'

/**
 * The second step of sign-in (the password or code form and its checks) is not part of the
 * first load: it loads when the identifier is sent, beside the call that checks it, so it is
 * there by the time the answer is.
 */
export const loadMethodStep = () => import('./MethodStep')

export const MethodStep = lazy(() =>
  loadMethodStep().then((module) => ({ default: module.MethodStep })),
)
