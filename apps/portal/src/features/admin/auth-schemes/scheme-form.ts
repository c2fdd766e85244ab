import type { AuthScheme, AuthSchemeFlow, AuthSchemeInput } from '@platform/sdk'

/** The scheme dialog's values: the flows of each factor as the ids switched on. */
export interface SchemeValues {
  name: string
  code: string
  comment: string
  base: boolean
  first: string[]
  second: string[]
}

const enabledIds = (factors: AuthScheme['firstFactor']) =>
  factors.filter((factor) => factor.enabled).map((factor) => factor.id)

export function schemeValues(scheme: AuthScheme | null): SchemeValues {
  return {
    name: scheme?.name ?? '',
    code: scheme?.code ?? '',
    comment: scheme?.comment ?? '',
    base: scheme?.base ?? false,
    first: scheme ? enabledIds(scheme.firstFactor) : [],
    second: scheme ? enabledIds(scheme.secondFactor) : [],
  }
}

/**
 * The body of a create or update: every flow the platform knows, each enabled or not, so the
 * sign-in page can offer several flows for one factor.
 */
export function schemeInput(
  values: SchemeValues,
  flows: readonly Pick<AuthSchemeFlow, 'id'>[],
): AuthSchemeInput {
  const factor = (ids: readonly string[]) =>
    flows.map((flow) => ({ id: flow.id, enabled: ids.includes(flow.id) }))
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    comment: values.comment.trim() || null,
    base: values.base,
    firstFactor: factor(values.first),
    secondFactor: factor(values.second),
  }
}

/** Errors of one flow of a factor (`secondFactor.1.id`) land on that factor's group. */
export function schemeField(key: string): string {
  if (key.startsWith('firstFactor')) return 'first'
  if (key.startsWith('secondFactor')) return 'second'
  return key
}
