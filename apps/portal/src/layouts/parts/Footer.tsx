import { Trans } from '@lingui/react/macro'
import * as styles from './Footer.css'
import { useShell } from './hooks'
import { footerTerms } from './menu'
import { PortalAnchor } from './PortalAnchor'

/**
 * The footer of every layout: the 'public docs' help link, the legal and terms links, the
 * project's sites, the technical links and the copyright. Phones get another order: the
 * technical links (those marked for mobile) first.
 */
export function Footer() {
  const { project } = useShell()
  const { helpUrl, siteUrl, devUrl, copyright, copyrightUrl, technicalLinks, lawInfo } = project
  const terms = footerTerms(lawInfo.termsInfo)

  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        {helpUrl && (
          <li>
            <a href={helpUrl} className={styles.link}>
              <Trans>Публичная документация</Trans>
            </a>
          </li>
        )}
        {lawInfo.legalInfo && (
          <li>
            <PortalAnchor href={lawInfo.legalInfo.url} className={styles.link}>
              {lawInfo.legalInfo.text}
            </PortalAnchor>
          </li>
        )}
        {terms && (
          <li>
            <PortalAnchor href={terms.link} className={styles.link}>
              {terms.title}
            </PortalAnchor>
          </li>
        )}
        {siteUrl && (
          <li>
            <a href={siteUrl.url} className={styles.link}>
              {siteUrl.text}
            </a>
          </li>
        )}
        {devUrl && (
          <li className={styles.wideOnly}>
            <a href={devUrl} className={styles.link}>
              <Trans>Разработчик</Trans>
            </a>
          </li>
        )}
      </ul>
      {technicalLinks.length > 0 && (
        <ul className={styles.technical}>
          {technicalLinks.map((link) => (
            <li
              key={`${link.title}:${link.url}`}
              className={link.mobile ? undefined : styles.wideOnly}
            >
              <span className={styles.caption}>{link.title}</span>{' '}
              <a href={link.url} className={styles.link}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.copyright}>
        {copyrightUrl ? (
          <a href={copyrightUrl} className={styles.link}>
            {copyright.text}
          </a>
        ) : (
          copyright.text
        )}
      </p>
    </footer>
  )
}
