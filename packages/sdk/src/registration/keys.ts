const all = ['registration'] as const

export const registrationKeys = {
  all,
  linkStatus: (id: string) => [...all, 'linkStatus', id] as const,
}
