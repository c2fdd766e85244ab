import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { useId } from 'react'
import { MenuIcon } from './icons'
import { isGroup, type NavGroup, type NavLink, type NavNode } from './menu'
import { NavItem, useCurrentHref } from './NavItem'
import * as styles from './SectionNav.css'
import { visuallyHidden } from './shared.css'
import { useNavMini } from './useNavMini'

interface SectionNavProps {
  /** Name of the navigation landmark ("Разделы профиля"). */
  label: string
  nodes: readonly NavNode[]
}

const linksOf = (nodes: readonly NavNode[]): NavLink[] =>
  nodes.flatMap((node) => (isGroup(node) ? node.links : [node]))

/** How the links look: in full, or the mini form's icons with or without captions. */
type Form = 'full' | 'icons' | 'captions'

interface LinksProps {
  links: readonly NavLink[]
  current: string | undefined
  form: Form
  labelledBy?: string
}

/** A link of the mini form: its icon (or its initial), its title as a caption or for readers. */
function MiniLink({ link, form }: { link: NavLink; form: Form }) {
  return (
    <>
      {link.icon ? (
        <MenuIcon name={link.icon} />
      ) : (
        <span aria-hidden="true" className={styles.initial}>
          {link.title.slice(0, 1)}
        </span>
      )}
      <span className={form === 'captions' ? styles.caption : visuallyHidden}>{link.title}</span>
    </>
  )
}

function Links({ links, current, form, labelledBy }: LinksProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.key}>
          <NavItem link={link} isCurrent={link.href === current} className={styles.link}>
            {form === 'full' ? link.title : <MiniLink link={link} form={form} />}
          </NavItem>
        </li>
      ))}
    </ul>
  )
}

/** A group of the menu: its caption names its list (read aloud only, in the mini form). */
function Group({
  group,
  current,
  form,
}: {
  group: NavGroup
  current: string | undefined
  form: Form
}) {
  const id = useId()
  return (
    <div className={styles.group}>
      <span id={id} className={form === 'full' ? styles.groupTitle : visuallyHidden}>
        {group.title}
      </span>
      <Links links={group.links} current={current} labelledBy={id} form={form} />
    </div>
  )
}

/**
 * The layout's own navigation: a column beside the content, a scrolling row on phones. On wide
 * screens it may be collapsed to a mini form of icons (captioned when the project says so).
 */
export function SectionNav({ label, nodes }: SectionNavProps) {
  const { t } = useLingui()
  const current = useCurrentHref(linksOf(nodes))
  const { mini, captions, canToggle, toggle } = useNavMini()
  if (nodes.length === 0) return null
  const form: Form = mini ? (captions ? 'captions' : 'icons') : 'full'
  const loose = nodes.filter((node): node is NavLink => !isGroup(node))
  return (
    <nav aria-label={label} className={styles.nav} data-mini={mini || undefined}>
      {canToggle && (
        <Button
          variant="quiet"
          className={styles.toggle}
          aria-expanded={!mini}
          aria-label={mini ? t`Развернуть навигацию` : t`Свернуть навигацию`}
          onPress={toggle}
        >
          <span aria-hidden="true">{mini ? '»' : '«'}</span>
        </Button>
      )}
      {loose.length > 0 && <Links links={loose} current={current} form={form} />}
      {nodes.filter(isGroup).map((group) => (
        <Group key={group.key} group={group} current={current} form={form} />
      ))}
    </nav>
  )
}
