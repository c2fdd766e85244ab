const all = ['setting', 'authSchemes'] as const

export const authSchemeKeys = {
  all,
  flows: () => [...all, 'flows'] as const,
  list: () => [...all, 'list'] as const,
}
