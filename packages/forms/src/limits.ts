/** Business constants and limits of both documents (000 §9, 001 §9) that rules rely on. */
export const limits = {
  /** Digits of a one-time verification code. */
  verificationCodeLength: 4,
  /** Length of a generated password when the settings give none. */
  defaultGeneratedPasswordLength: 8,
  /** The longest password the inputs accept. */
  passwordMaxLength: 9999,
  /** The shortest minimum password length the settings accept. */
  passwordMinLength: 8,
  /** Characters of a comment (profile, lists, aliases). */
  commentMaxLength: 255,
  /** The earliest birth date. */
  birthDateMin: '1900-01-01',
  /** Digits of an additional phone's extension. */
  phoneExtensionLength: 5,
  /** Characters of an application or provider client id and secret. */
  clientCredentialMaxLength: 64,
  /** The longest lifetime a time-based setting may have: 7 days. */
  lifetimeMaxMinutes: 10_080,
  /** Users a look-up answers when it is given no ids. */
  userSearchLimit: 50,
  /** Default rows per synchronisation run of a provider. */
  providerSyncLimit: 50,
  /** Snackbar (toast) timeout, in milliseconds. */
  snackbarTimeoutMs: 2000,
  /** Days shown for a month and a year. */
  monthDays: 30,
  yearDays: 365,
} as const

/**
 * Minimum log retention in days per settings code (001 §5, §9), `errorRetention` below it.
 */
export const logRetentionMinimumDays = {
  historyRetention: 45,
  integrationLogsRetention: 14,
  providerApiLogsRetention: 7,
  providerSyncLogsRetention: 7,
  completedInteractionsRetention: 30,
  integrationJournalRetention: 7,
} as const satisfies Record<string, number>

/** How many users a look-up asks for: the number of ids if any, otherwise 50 (000 §9). */
export function userSearchLimit(ids: readonly string[] | undefined): number {
  return ids?.length ? ids.length : limits.userSearchLimit
}
