import type { ReactNode } from 'react'
import { Link } from 'react-aria-components'
import { keepSearch, useRouteExists } from './hooks'
import { portalPath } from './menu'

interface PortalAnchorProps {
  /** A portal address (`/platform/law/terms`) or any other one. */
  href: string
  className?: string
  children: ReactNode
}

/**
 * A link that may lead into the portal: a portal page goes through the router (keeping `ref`
 * and `id`), anything else is a plain link.
 */
export function PortalAnchor({ href, className, children }: PortalAnchorProps) {
  const exists = useRouteExists()
  const path = portalPath(href)
  if (path !== undefined && exists(path)) {
    return (
      <Link href={path} routerOptions={keepSearch} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
