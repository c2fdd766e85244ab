import { useId } from 'react'
import { isGroup, type NavGroup, type NavLink, type NavNode } from './menu'
import { NavItem, useCurrentHref } from './NavItem'
import * as styles from './SectionNav.css'

interface SectionNavProps {
  /** Name of the navigation landmark ("Разделы профиля"). */
  label: string
  nodes: readonly NavNode[]
}

const linksOf = (nodes: readonly NavNode[]): NavLink[] =>
  nodes.flatMap((node) => (isGroup(node) ? node.links : [node]))

interface LinksProps {
  links: readonly NavLink[]
  current: string | undefined
  labelledBy?: string
}

function Links({ links, current, labelledBy }: LinksProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.key}>
          <NavItem link={link} isCurrent={link.href === current} className={styles.link}>
            {link.title}
          </NavItem>
        </li>
      ))}
    </ul>
  )
}

/** A group of the menu: its caption names its list. */
function Group({ group, current }: { group: NavGroup; current: string | undefined }) {
  const id = useId()
  return (
    <div className={styles.group}>
      <span id={id} className={styles.groupTitle}>
        {group.title}
      </span>
      <Links links={group.links} current={current} labelledBy={id} />
    </div>
  )
}

/** The layout's own navigation: a column beside the content, a scrolling row on phones. */
export function SectionNav({ label, nodes }: SectionNavProps) {
  const current = useCurrentHref(linksOf(nodes))
  if (nodes.length === 0) return null
  const loose = nodes.filter((node): node is NavLink => !isGroup(node))
  return (
    <nav aria-label={label} className={styles.nav}>
      {loose.length > 0 && <Links links={loose} current={current} />}
      {nodes.filter(isGroup).map((group) => (
        <Group key={group.key} group={group} current={current} />
      ))}
    </nav>
  )
}
