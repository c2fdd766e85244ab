const all = ['password'] as const

export const passwordKeys = {
  all,
  linkStatus: (id: string) => [...all, 'linkStatus', id] as const,
  entryLinkStatus: (id: string) => [...all, 'entryLinkStatus', id] as const,
}
