const all = ['invitation'] as const

export const invitationKeys = {
  all,
  linkStatus: (id: string) => [...all, 'linkStatus', id] as const,
}
