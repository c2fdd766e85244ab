import { useLingui } from '@lingui/react/macro'
import {
  composeRenderProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
  VisuallyHidden,
} from 'react-aria-components'
import { ExternalGlyph } from '../private/glyphs'
import { withClassName } from '../private/withClassName'
import { externalGlyph, link, type linkVariants } from './Link.css'

export interface LinkProps extends RACLinkProps {
  /** `inline` sits in running text, `standalone` stands on its own line. @default 'inline' */
  variant?: (typeof linkVariants)[number]
  /**
   * Opens in a new tab, shows an icon and tells screen readers so in the link's name.
   * @default false
   */
  isExternal?: boolean
}

/** A link on react-aria: `href` navigates, `onPress` without `href` acts like a button. */
export function Link({
  variant = 'inline',
  isExternal = false,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const { t } = useLingui()
  return (
    <RACLink
      {...props}
      target={isExternal ? '_blank' : target}
      rel={isExternal ? 'noopener noreferrer' : rel}
      className={withClassName(link({ variant }), className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal && (
            <>
              <ExternalGlyph className={externalGlyph} />
              <VisuallyHidden> {t`(откроется в новой вкладке)`}</VisuallyHidden>
            </>
          )}
        </>
      ))}
    </RACLink>
  )
}
