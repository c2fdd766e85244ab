import type { ReactNode } from 'react'
import {
  Button,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components'
import { ChevronRightGlyph } from '../private/glyphs'
import { withClassName } from '../private/withClassName'
import { accordion, chevron, disclosure, heading, panel, trigger } from './Disclosure.css'

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The always visible heading that expands and collapses the content. */
  title: ReactNode
  /** The level of the heading around the trigger. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  children: ReactNode
}

/**
 * A section that expands and collapses: a heading with a button (`aria-expanded`) that
 * controls a panel. Put several in an `Accordion`.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={withClassName(disclosure, className)}>
      <Heading level={headingLevel} className={heading}>
        <Button slot="trigger" className={trigger}>
          <ChevronRightGlyph className={chevron} />
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className={panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  )
}

export interface AccordionProps extends RACDisclosureGroupProps {}

/**
 * A group of `Disclosure`s; one open at a time unless `allowsMultipleExpanded`. Control it
 * with `expandedKeys` and the `id` of each disclosure.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return <RACDisclosureGroup {...props} className={withClassName(accordion, className)} />
}
