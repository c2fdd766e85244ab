export type { PlatformErrorKind } from './errors'
export { kindOfStatus } from './errors'
