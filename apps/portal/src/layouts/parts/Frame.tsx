import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react'
import { CookieNotice } from './CookieNotice'
import { Footer } from './Footer'
import * as styles from './Frame.css'
import { Header } from './Header'
import { MobileMenu } from './MobileMenu'
import type { Crumb, NavNode } from './menu'
import { SectionNav } from './SectionNav'
import { useDestinations } from './useDestinations'

// Breadcrumbs only on the Platform and Accesses layouts: not on the sign-in page's first load.
const PageTrail = lazy(() =>
  import('./PageTrail').then((module) => ({ default: module.PageTrail })),
)

export interface FrameProps {
  /** The layout's own navigation beside the content (Profile, Platform, Accesses). */
  sections?: { label: string; nodes: readonly NavNode[] }
  /** Breadcrumbs with a back link above the content (Platform, Accesses). */
  trail?: readonly Crumb[]
  /** Status lights above the content (the Platform layout's indicators). */
  status?: ReactNode
  /** A background image behind everything (the sign-in layout). */
  background?: string
  /** The content is one centred card (the sign-in layout). @default false */
  centered?: boolean
}

/**
 * What surrounds every page: a skip link, the header, the navigation, the page in the main
 * landmark, the footer, the mobile bottom menu and the cookie notice.
 */
export function Frame({ sections, trail, status, background, centered = false }: FrameProps) {
  const withSections = sections !== undefined && sections.nodes.length > 0
  const withBottomMenu = useDestinations().length > 0
  const pageStyle: CSSProperties | undefined = background
    ? { backgroundImage: `url("${background}")` }
    : undefined

  return (
    <div
      className={[
        styles.page,
        background && styles.withBackground,
        withBottomMenu && styles.withBottomMenu,
      ]
        .filter(Boolean)
        .join(' ')}
      style={pageStyle}
    >
      <a href="#content" className={styles.skipLink}>
        <Trans>Перейти к содержимому</Trans>
      </a>
      <Header />
      <div
        className={[styles.body, withSections && styles.withSections, centered && styles.centered]
          .filter(Boolean)
          .join(' ')}
      >
        {withSections && <SectionNav label={sections.label} nodes={sections.nodes} />}
        <main
          id="content"
          tabIndex={-1}
          className={[styles.main, centered && styles.centeredMain].filter(Boolean).join(' ')}
        >
          {status}
          {trail && (
            <Suspense fallback={null}>
              <PageTrail trail={trail} />
            </Suspense>
          )}
          <Outlet />
        </main>
      </div>
      <Footer />
      <MobileMenu />
      <CookieNotice aboveBottomMenu={withBottomMenu} />
    </div>
  )
}
