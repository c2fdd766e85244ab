import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Link } from 'react-aria-components'
import { keepSearch } from './hooks'
import type { NavLink } from './menu'

/** The link of `links` the current page is under (the longest), to mark it current. */
export function useCurrentHref(links: readonly NavLink[]): string | undefined {
  const pathname = useLocation({ select: (location) => location.pathname })
  let current: string | undefined
  for (const { href, external } of links) {
    if (external) continue
    const under = pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`)
    if (under && href.length > (current?.length ?? -1)) current = href
  }
  return current
}

interface NavItemProps {
  link: NavLink
  /** The page is this link's page or one below it. */
  isCurrent: boolean
  className?: string
  children: ReactNode
}

/**
 * One navigation link: a portal page through the router, keeping `ref` and `id`; another
 * service as a plain link (a full page load).
 */
export function NavItem({ link, isCurrent, className, children }: NavItemProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  if (link.external) {
    return (
      <a href={link.href} className={className}>
        {children}
      </a>
    )
  }
  const current = isCurrent ? (pathname === link.href ? 'page' : 'location') : undefined
  return (
    <Link href={link.href} routerOptions={keepSearch} aria-current={current} className={className}>
      {children}
    </Link>
  )
}
