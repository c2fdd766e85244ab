import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import { CookieNotice } from './CookieNotice'
import { Footer } from './Footer'
import * as styles from './Frame.css'
import { Header } from './Header'
import { useShell } from './hooks'
import { MobileMenu } from './MobileMenu'
import type { NavNode } from './menu'
import { SectionNav } from './SectionNav'
import { useDestinations } from './useDestinations'
import { useNavMini } from './useNavMini'

export interface FrameProps {
  /** The layout's own navigation beside the content (Profile, Platform, Accesses). */
  sections?: { label: string; nodes: readonly NavNode[] }
  /**
   * Breadcrumbs with a back link above the content (Platform, Accesses: their `PageTrail`).
   * Those layouts import it themselves, so it is in their chunk and drawn with the page: the
   * sign-in page's first load never carries it, and the trail never appears after the page.
   */
  trail?: ReactNode
  /** Status lights above the content (the Platform layout's indicators). */
  status?: ReactNode
  /** A background image behind everything (the sign-in layout). */
  background?: string
  /** The content is one centred card (the sign-in layout). @default false */
  centered?: boolean
  /** What follows the page in the main landmark (the sign-in layout's banners). */
  after?: ReactNode
  /**
   * The header stays even when the project hides it (the sign-in layout: a visitor's only way
   * to change the language). @default false
   */
  keepHeader?: boolean
}

/**
 * What surrounds every page: a skip link, the header, the navigation, the page in the main
 * landmark, the footer, the mobile bottom menu and the cookie notice.
 */
export function Frame({
  sections,
  trail,
  status,
  background,
  centered = false,
  after,
  keepHeader = false,
}: FrameProps) {
  const { project } = useShell()
  const withSections = sections !== undefined && sections.nodes.length > 0
  const { mini } = useNavMini()
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
      {(project.uiSettings.headerVisible || keepHeader) && <Header />}
      <div
        className={[
          styles.body,
          withSections && styles.withSections,
          withSections && mini && styles.withMiniSections,
          centered ? styles.centered : styles.fillsViewport,
        ]
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
          {trail}
          <Outlet />
          {after}
        </main>
      </div>
      <Footer />
      <MobileMenu />
      <CookieNotice aboveBottomMenu={withBottomMenu} />
    </div>
  )
}
