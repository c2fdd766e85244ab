import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  Breadcrumb as RACBreadcrumb,
  type BreadcrumbProps as RACBreadcrumbProps,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
} from 'react-aria-components'
import { Link } from '../Link/Link'
import { ArrowLeftGlyph, ChevronRightGlyph } from '../private/glyphs'
import { withClassName } from '../private/withClassName'
import { crumb, list, listBesideBack, nav, separator } from './Breadcrumbs.css'

export interface BreadcrumbsProps<T> extends RACBreadcrumbsProps<T> {
  /** Where the back link leads; without it there is no back link. */
  backHref?: string
  /** @default 'Назад' */
  backLabel?: string
  /** Name of the navigation landmark. @default 'Навигационная цепочка' */
  'aria-label'?: string
}

/**
 * The trail to the current page in a `nav` landmark, with an optional back link before it
 * (on phones the back link replaces the trail). The last `Breadcrumb` is the current page:
 * not a link, marked `aria-current="page"`.
 */
export function Breadcrumbs<T extends object>({
  backHref,
  backLabel,
  'aria-label': ariaLabel,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  const { t } = useLingui()
  return (
    <nav aria-label={ariaLabel ?? t`Навигационная цепочка`} className={nav}>
      {backHref !== undefined && (
        <Link href={backHref} variant="standalone">
          <ArrowLeftGlyph />
          {backLabel ?? t`Назад`}
        </Link>
      )}
      <RACBreadcrumbs
        {...props}
        className={[list, backHref !== undefined && listBesideBack, className]
          .filter(Boolean)
          .join(' ')}
      />
    </nav>
  )
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** Where this step leads; the last step is the current page and is not a link. */
  href?: string
  children: ReactNode
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={withClassName(crumb, className)}>
      {({ isCurrent }) => (
        <>
          <Link href={href} variant="quiet">
            {children}
          </Link>
          {!isCurrent && <ChevronRightGlyph className={separator} />}
        </>
      )}
    </RACBreadcrumb>
  )
}
