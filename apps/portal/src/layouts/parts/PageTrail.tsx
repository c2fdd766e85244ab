import { useLingui } from '@lingui/react/macro'
import { Breadcrumb, Breadcrumbs } from '@platform/ui'
import { useMatches } from '@tanstack/react-router'
import { routeTitles } from '../../i18n/route-titles'
import { useBackLink, useHome } from './hooks'
import type { Crumb } from './menu'

/**
 * Breadcrumbs with a back link (Platform and Accesses layouts): the menu's trail to the page,
 * its own title last when the menu has no entry for it. Back leads to the `ref` service when
 * there is one, otherwise one step up, otherwise home.
 */
export function PageTrail({ trail }: { trail: readonly Crumb[] }) {
  const { i18n } = useLingui()
  const back = useBackLink()
  const home = useHome()
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const name = leaf?.staticData.name
  const here = leaf?.pathname
  const last = trail.at(-1)
  // Steps link elsewhere only: a group whose first page is this one is plain text here.
  const crumbs = trail.map((crumb) => (crumb.href === here ? { title: crumb.title } : crumb))
  if (name && last?.href !== here) crumbs.push({ title: i18n._(routeTitles[name]) })
  const up = crumbs.slice(0, -1).findLast((crumb) => crumb.href)?.href
  const lastIndex = crumbs.length - 1

  return (
    <Breadcrumbs backHref={back ?? up ?? home}>
      {crumbs.map((crumb, index) => (
        <Breadcrumb
          key={`${crumb.href ?? ''}:${crumb.title}`}
          href={index === lastIndex ? undefined : crumb.href}
        >
          {crumb.title}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  )
}
