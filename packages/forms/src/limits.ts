/**
 * Business constants and limits that rules rely on, from the visitor and administration
 * documents and the contract's `maxLength`s. Screens take input lengths from here too.
 */
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
  /** Characters of a one-line text: a name, a title, a realm, a mapper attribute. */
  textMaxLength: 255,
  /** Characters of a multi-line text (a textarea field of the profile). */
  longTextMaxLength: 4000,
  /** Characters of a search or filter text of a list. */
  searchMaxLength: 200,
  /** Characters of an IP address typed as a filter (an IPv6 address with its zone fits). */
  ipAddressMaxLength: 45,
  /** Characters of an email address. */
  emailMaxLength: 255,
  /** Characters of a web address (provider address, banner link). */
  urlMaxLength: 2048,
  /** Characters of a code (dynamic field, tab, subtype, document, banner). */
  codeMaxLength: 64,
  /** Characters of a license key. */
  licenseKeyMaxLength: 4096,
  /** Digits of an INN: 10 for an organisation, 12 for a person. */
  innMaxLength: 12,
  /** Digits of a KPP. */
  kppLength: 9,
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
 * Minimum log retention in days per settings code: change history 45, integration logs 14,
 * provider API and sync logs 7, completed interactions 30, integration journal 7.
 * A shorter value is `errorRetention`.
 */
export const logRetentionMinimumDays = {
  historyRetention: 45,
  integrationLogsRetention: 14,
  providerApiLogsRetention: 7,
  providerSyncLogsRetention: 7,
  completedInteractionsRetention: 30,
  integrationJournalRetention: 7,
} as const satisfies Record<string, number>

/** How many users a look-up asks for: the number of ids if any, otherwise 50. */
export function userSearchLimit(ids: readonly string[] | undefined): number {
  return ids?.length ? ids.length : limits.userSearchLimit
}
