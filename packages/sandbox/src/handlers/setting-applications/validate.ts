import {
  collectErrors,
  type RuleResult,
  validateClientCredential,
  validateLatinCode,
  validateRequired,
  validateSubnetAddress,
  validateUrl,
} from '@platform/forms'
import type { Application, ApplicationInput, ApplicationType, FieldErrors } from '@platform/sdk'
import type { SandboxState } from '../../state'

/** External and link applications have no code (the form hides it). */
export function hasCode(type: ApplicationType): boolean {
  return type !== 'external' && type !== 'link'
}

const urlFields = [
  'url',
  'publicSwaggerUrl',
  'privateSwaggerUrl',
  'helpUrl',
  'compodocUrl',
  'techUrl',
] as const

export interface ApplicationCheck {
  /** Invalid input: 400. */
  invalid: FieldErrors
  /** A code or client id another application uses: 409. */
  taken: FieldErrors
}

/** Checks the create and edit form against the state; `self` when updating. */
export function checkApplication(
  state: SandboxState,
  input: ApplicationInput,
  self?: Application,
): ApplicationCheck {
  const results: Record<string, RuleResult[]> = {}
  const taken: Record<string, RuleResult[]> = {}
  const add = (into: Record<string, RuleResult[]>, key: string, result: RuleResult) => {
    into[key] = [...(into[key] ?? []), result]
  }
  const others = state.applications.items.filter((application) => application.id !== self?.id)

  add(results, 'name', validateRequired(input.name))
  if (hasCode(input.type)) {
    const code = input.code ?? null
    add(results, 'code', validateRequired(code) ?? validateLatinCode(code))
    const lower = code?.toLowerCase()
    if (lower && others.some((application) => application.code?.toLowerCase() === lower)) {
      add(taken, 'code', 'errorUnique')
    }
  }
  for (const field of urlFields) {
    if (field === 'url' && input.type === 'virtual') continue
    add(results, field, validateUrl(input[field]))
  }
  add(results, 'ip', validateSubnetAddress(input.ip))

  input.domains.forEach((id, index) => {
    const known = state.domains.items.some((domain) => domain.id === id)
    add(results, `domains.${index}`, known ? undefined : 'errorInvalid')
  })
  if (input.type === 'virtual') {
    const parentId = input.parentId ?? null
    const parent = others.find((application) => application.id === parentId)
    const invalidParent = parentId !== null && !parent?.virtualSupport
    add(
      results,
      'parentId',
      validateRequired(parentId) ?? (invalidParent ? 'errorInvalid' : undefined),
    )
  }
  const methodOf = (id: string) => state.applications.methods.find((method) => method.id === id)
  input.methods.forEach((id, index) => {
    const valid = methodOf(id)?.accessType === 'systemic'
    add(results, `methods.${index}`, valid ? undefined : 'errorInvalid')
  })

  const seen = new Set<string>()
  input.clients.forEach((client, index) => {
    const key = `clients.${index}.clientId`
    add(
      results,
      key,
      validateRequired(client.clientId) ?? validateClientCredential(client.clientId),
    )
    if (seen.has(client.clientId)) add(results, key, 'errorUnique')
    seen.add(client.clientId)
    if (others.some((other) => other.clients.some((each) => each.clientId === client.clientId))) {
      add(taken, key, 'errorUnique')
    }
    add(results, `clients.${index}.clientSecret`, validateClientCredential(client.clientSecret))
    client.methods.forEach((id, methodIndex) => {
      const valid = methodOf(id)?.accessType === 'client'
      add(results, `clients.${index}.methods.${methodIndex}`, valid ? undefined : 'errorInvalid')
    })
  })
  return { invalid: collectErrors(results), taken: collectErrors(taken) }
}
