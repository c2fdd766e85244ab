import {
  collectErrors,
  hasApplicationCode,
  type RuleResult,
  validateApplication,
} from '@platform/forms'
import type { Application, ApplicationInput, FieldErrors } from '@platform/sdk'
import type { SandboxState } from '../../state'

export interface ApplicationCheck {
  /** Invalid input: 400. */
  invalid: FieldErrors
  /** A code or client id another application uses: 409. */
  taken: FieldErrors
}

/**
 * Checks the create and edit form: the form's own rules (`validateApplication`, the same the
 * portal runs), then what needs the state: the domains, parent and methods exist, and the
 * code and client ids are not another application's. `self` when updating.
 */
export function checkApplication(
  state: SandboxState,
  input: ApplicationInput,
  self?: Application,
): ApplicationCheck {
  const results: Record<string, RuleResult[]> = { ...validateApplication(input) }
  const taken: Record<string, RuleResult[]> = {}
  const add = (into: Record<string, RuleResult[]>, key: string, result: RuleResult) => {
    into[key] = [...(into[key] ?? []), result]
  }
  const others = state.applications.items.filter((application) => application.id !== self?.id)

  const lower = hasApplicationCode(input.type) ? input.code?.toLowerCase() : undefined
  if (lower && others.some((application) => application.code?.toLowerCase() === lower)) {
    add(taken, 'code', 'errorUnique')
  }
  input.domains.forEach((id, index) => {
    const known = state.domains.items.some((domain) => domain.id === id)
    add(results, `domains.${index}`, known ? undefined : 'errorInvalid')
  })
  const parentId = input.parentId ?? null
  if (input.type === 'virtual' && parentId !== null) {
    const parent = others.find((application) => application.id === parentId)
    add(results, 'parentId', parent?.virtualSupport ? undefined : 'errorInvalid')
  }
  const methodOf = (id: string) => state.applications.methods.find((method) => method.id === id)
  input.methods.forEach((id, index) => {
    const valid = methodOf(id)?.accessType === 'systemic'
    add(results, `methods.${index}`, valid ? undefined : 'errorInvalid')
  })
  input.clients.forEach((client, index) => {
    if (others.some((other) => other.clients.some((each) => each.clientId === client.clientId))) {
      add(taken, `clients.${index}.clientId`, 'errorUnique')
    }
    client.methods.forEach((id, methodIndex) => {
      const valid = methodOf(id)?.accessType === 'client'
      add(results, `clients.${index}.methods.${methodIndex}`, valid ? undefined : 'errorInvalid')
    })
  })
  return { invalid: collectErrors(results), taken: collectErrors(taken) }
}
