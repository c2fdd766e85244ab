import type { ReactNode } from 'react'
import {
  Button,
  composeRenderProps,
  Group,
  Input,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components'
import { DropdownItem, DropdownListBox, DropdownPopover } from '../private/Dropdown'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { ChevronDownIcon } from '../private/FieldIcons'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './ComboBox.css'

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children' | 'selectionMode'>,
    FieldTextProps {
  /** `ComboBoxItem`s, or a function rendering one per item of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode)
  placeholder?: string
  /** Options are being fetched: a named spinner shows in the field. */
  isLoading?: boolean
}

/**
 * A text input that filters a list of options (`role="combobox"`). Typing opens the list; arrow
 * keys move through it while focus stays in the input; Enter picks, Escape closes.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  isLoading = false,
  className,
  validationBehavior = 'aria',
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      // While the options load the list still opens, saying so, and fills in when they come:
      // an arrow key pressed too early is not lost.
      allowsEmptyCollection={isLoading || props.allowsEmptyCollection}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Input className={fieldStyles.boxInput} placeholder={placeholder} />
        {isLoading && <Spinner className={styles.spinner} />}
        <Button className={fieldStyles.fieldButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <DropdownPopover>
        <DropdownListBox isLoading={isLoading}>{children}</DropdownListBox>
      </DropdownPopover>
    </RACComboBox>
  )
}

/** One option of a ComboBox. */
export const ComboBoxItem = DropdownItem
