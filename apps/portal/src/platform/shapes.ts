import {
  type AuthConfig,
  authFlowValues,
  type CountryCodeList,
  type PlatformConfigure,
  PlatformError,
  type ProfileSummary,
  type ProjectInfo,
  type ServicesMenu,
  type UiMenu,
  type UserUiSettings,
} from '@platform/sdk'

// The answers the shell stands on, checked against the contract's shape in one place: a
// platform that answers something else must give a technical error with its details in the
// console, not a crash far away from the call (a `.map` of undefined in a layout).

type Check = (value: unknown) => boolean

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString: Check = (value) => typeof value === 'string'
const isBoolean: Check = (value) => typeof value === 'boolean'
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value)
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || value === undefined || check(value)
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check)
const shape =
  (members: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(members).every(([key, check]) => check(value[key]))

const menuEntry = shape({
  applicationKey: isString,
  title: isString,
  serviceUrl: orNull(isString),
  visible: isBoolean,
})

/** The members each answer must have, with their types (the rest is not the shell's concern). */
const shapes = {
  'GET /platform/ui/project/info': shape({
    code: isString,
    styleCode: isString,
    copyright: isRecord,
  }),
  'GET /platform/ui/menu': shape({ menu: listOf(menuEntry) }),
  'GET /platform/ui/services/menu': shape({ services: listOf(menuEntry) }),
  'GET /platform/user/profile': shape({
    mainInfo: isRecord,
    accessInfo: shape({ requiredFieldsEmpty: isBoolean }),
  }),
  'GET /platform/auth/config/{idAttribute}': shape({
    flows: listOf((flow) => (authFlowValues as readonly unknown[]).includes(flow)),
    resendIn: orNull(isNumber),
  }),
  'POST /platform/auth/login/{idAttribute}': (value: unknown) =>
    value === undefined || value === '',
  'GET /platform/country/codes': shape({ countries: listOf(isRecord) }),
  'GET /platform/users/settings': shape({ navMini: isBoolean, cookie: isBoolean }),
  'GET /platform/ui/configure/platform': shape({ accesses: isRecord, settings: isRecord }),
} as const

interface Shapes {
  'GET /platform/ui/project/info': ProjectInfo
  'GET /platform/ui/menu': UiMenu
  'GET /platform/ui/services/menu': ServicesMenu
  'GET /platform/user/profile': ProfileSummary
  'GET /platform/auth/config/{idAttribute}': AuthConfig
  'POST /platform/auth/login/{idAttribute}': undefined
  'GET /platform/country/codes': CountryCodeList
  'GET /platform/users/settings': UserUiSettings
  'GET /platform/ui/configure/platform': PlatformConfigure
}

export type CheckedOperation = keyof Shapes

/** Whether a live answer of `operation` may replace the one the startup checked. */
export function hasShape(operation: CheckedOperation, value: unknown): boolean {
  return shapes[operation](value)
}

/**
 * The answer of `operation` when it has the contract's shape; otherwise logs what came and
 * throws an `unexpected` PlatformError (the screens show it as a technical error).
 */
export function expectShape<O extends CheckedOperation>(operation: O, value: unknown): Shapes[O] {
  if (shapes[operation](value)) return value as Shapes[O]
  console.error(`The answer of ${operation} is not the contract's shape:`, value)
  throw new PlatformError({ kind: 'unexpected', status: 200, operation, cause: value })
}
