/** Where the dynamic-field screens of an entity type live. */
export function dynamicFieldsHref(type: string): string {
  return `/setting/options/users/dynamic-fields/${encodeURIComponent(type)}`
}

/** The details of one tab; `users_main` holds the profile fields. */
export function dynamicFieldsTabHref(type: string, tab: string): string {
  return `${dynamicFieldsHref(type)}/details/${encodeURIComponent(tab)}`
}
