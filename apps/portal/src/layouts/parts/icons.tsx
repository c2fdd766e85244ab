import type { ReactNode } from 'react'

/** Line icons of the shell, always beside a text (or inside a named control): decorative. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}

const paths: Record<string, ReactNode> = {
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  document: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  bell: (
    <>
      <path d="M6 10a6 6 0 0 1 12 0c0 5 2 6 2 6H4s2-1 2-6" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  dot: <circle cx="12" cy="12" r="3" />,
}

// Names of the administration menu that have no drawing of their own.
const aliases: Record<string, string> = { apps: 'grid', book: 'document', info: 'document' }

/** The icon of a server menu entry by its name (`user`, `key`, `grid`…), a dot when unknown. */
export function MenuIcon({
  name,
  className,
}: {
  name: string | null | undefined
  className?: string
}) {
  const key = name ? (aliases[name] ?? name) : 'dot'
  return <Icon className={className}>{paths[key] ?? paths.dot}</Icon>
}

export const BellIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>{paths.bell}</Icon>
)
export const GlobeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>{paths.globe}</Icon>
)
export const GridIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>{paths.grid}</Icon>
)
