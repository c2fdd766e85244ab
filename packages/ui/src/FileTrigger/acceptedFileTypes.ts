/**
 * Whether a file matches an `accept` list: exact MIME types (`image/png`), wildcards
 * (`image/*`) and extensions (`.png`), as the `accept` attribute reads them.
 */
export function isAcceptedFile(file: File, acceptedFileTypes: readonly string[] | undefined) {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true
  const type = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  return acceptedFileTypes.some((accepted) => {
    const rule = accepted.trim().toLowerCase()
    if (rule.startsWith('.')) return name.endsWith(rule)
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1))
    return type === rule
  })
}

/** Short names people know: `image/svg+xml` → SVG, `.png` → PNG, `image/*` stays as is. */
export function fileTypeNames(acceptedFileTypes: readonly string[]): string[] {
  const names = acceptedFileTypes.map((accepted) => {
    const rule = accepted.trim()
    if (rule.startsWith('.')) return rule.slice(1).toUpperCase()
    if (rule.endsWith('/*')) return rule
    const subtype = rule.split('/')[1] ?? rule
    return subtype.split('+')[0]?.toUpperCase() ?? rule
  })
  return [...new Set(names)]
}
