import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
  type PopoverProps,
} from 'react-aria-components'
import * as styles from './Dropdown.css'
import { CheckIcon } from './FieldIcons'

/** The popover under a select-like field; it takes the width of the field. */
export function DropdownPopover({ className, ...props }: PopoverProps) {
  return (
    <Popover
      offset={4}
      {...props}
      className={composeRenderProps(className, (own) =>
        [styles.popover, own].filter(Boolean).join(' '),
      )}
    />
  )
}

/**
 * The list of options inside a DropdownPopover; says so when nothing matches, and that the
 * options are on their way while they load (the list may open before they arrive, and fills
 * in when they do).
 */
export function DropdownListBox<T extends object>({
  className,
  isLoading = false,
  ...props
}: ListBoxProps<T> & { isLoading?: boolean }) {
  const { t } = useLingui()
  return (
    <ListBox
      renderEmptyState={() => (
        <div className={styles.empty}>
          {isLoading ? t`Загрузка вариантов…` : t`Ничего не найдено`}
        </div>
      )}
      {...props}
      className={composeRenderProps(className, (own) =>
        [styles.listBox, own].filter(Boolean).join(' '),
      )}
    />
  )
}

export interface DropdownItemProps extends Omit<ListBoxItemProps, 'children'> {
  children: ReactNode
}

/**
 * One option of a Select, ComboBox or MultiSelect. A check mark shows the selected ones, and
 * the option's text is what type-ahead and the chips use.
 */
export function DropdownItem({ children, className, textValue, ...props }: DropdownItemProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (own) =>
        [styles.item, own].filter(Boolean).join(' '),
      )}
    >
      <CheckIcon className={styles.check} />
      <span className={styles.itemText}>{children}</span>
    </ListBoxItem>
  )
}
