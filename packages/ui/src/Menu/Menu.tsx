import type { ReactNode } from 'react'
import {
  Header,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components'
import { withClassName } from '../private/withClassName'
import { menu, menuItem, popover, section, sectionHeader } from './Menu.css'

export interface MenuProps<T> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement']
}

/**
 * A menu of actions in a popover. Put it after a `Button` inside `MenuTrigger`: Enter, Space
 * or ArrowDown open it, arrows move, typing jumps to an item, Escape closes and returns focus.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} className={popover}>
      <RACMenu {...props} className={withClassName(menu, className)} />
    </Popover>
  )
}

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** `danger` marks a destructive action. @default 'default' */
  variant?: 'default' | 'danger'
}

export function MenuItem<T extends object>({
  variant = 'default',
  className,
  ...props
}: MenuItemProps<T>) {
  return <RACMenuItem {...props} className={withClassName(menuItem({ variant }), className)} />
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'children' | 'items'> {
  /** A visible heading of the group; it also names the group. */
  title?: ReactNode
  /** The group's `MenuItem`s. */
  children: ReactNode
}

export function MenuSection<T extends object>({
  title,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={[section, className].filter(Boolean).join(' ')}>
      {title !== undefined && <Header className={sectionHeader}>{title}</Header>}
      {children}
    </RACMenuSection>
  )
}

export type { MenuTriggerProps } from 'react-aria-components'
export { MenuTrigger } from 'react-aria-components'
