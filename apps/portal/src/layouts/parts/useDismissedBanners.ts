import { useState } from 'react'

const storageKey = 'platform-banners-dismissed'

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(value) ? value.filter((code) => typeof code === 'string') : []
  } catch {
    // Storage off or a value that is not ours: every banner shows.
    return []
  }
}

/** The banner codes this browser closed: a closed banner stays closed on later visits. */
export function useDismissedBanners() {
  const [dismissed, setDismissed] = useState(stored)
  const dismiss = (code: string) => {
    const next = [...new Set([...dismissed, code])]
    setDismissed(next)
    try {
      localStorage.setItem(storageKey, JSON.stringify(next))
    } catch {
      // Closed for this page only.
    }
  }
  return { dismissed: new Set(dismissed), dismiss }
}
