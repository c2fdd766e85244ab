const all = ['setting', 'license'] as const

export const licenseKeys = {
  all,
  license: () => [...all, 'license'] as const,
  sessions: () => [...all, 'sessions'] as const,
}
