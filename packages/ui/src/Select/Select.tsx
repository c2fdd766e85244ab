import { useContext } from 'react'
import {
  Button,
  composeRenderProps,
  Input,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  TextField as RACTextField,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components'
import { DropdownItem, DropdownListBox, DropdownPopover } from '../private/Dropdown'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import { field } from '../private/Field.css'
import { ChevronDownIcon } from '../private/FieldIcons'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Select.css'

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'selectionMode'>,
    FieldTextProps {
  /** Options as data; `children` then renders each one. */
  items?: Iterable<T>
  /** `SelectItem`s, or a function rendering one per item of `items`. */
  children: React.ReactNode | ((item: T) => React.ReactNode)
  /** Shown as the value and the option list cannot be opened. */
  isReadOnly?: boolean
  /** Options are being fetched: a named spinner shows in the field. */
  isLoading?: boolean
}

/**
 * A single choice from a list in a popover (a button with `aria-haspopup="listbox"`). react-aria
 * has no read-only select, so a read-only one is shown as a read-only text field: screen readers
 * then hear "read-only" instead of a button that does nothing.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  isReadOnly = false,
  isLoading = false,
  className,
  validationBehavior = 'aria',
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      isOpen={isReadOnly ? false : props.isOpen}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) => [field, own].filter(Boolean).join(' '))}
    >
      {isReadOnly ? (
        <ReadOnlyValue
          label={label}
          description={description}
          errorMessage={errorMessage}
          isInvalid={props.isInvalid}
        />
      ) : (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Button className={styles.trigger}>
            {/* The option's text only: not its check mark. */}
            <SelectValue className={styles.value}>
              {({ isPlaceholder, selectedText, defaultChildren }) =>
                isPlaceholder ? defaultChildren : selectedText
              }
            </SelectValue>
            {isLoading && <Spinner className={styles.spinner} />}
            <ChevronDownIcon className={styles.chevron} />
          </Button>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
      <DropdownPopover>
        <DropdownListBox items={items} isLoading={isLoading}>
          {children}
        </DropdownListBox>
      </DropdownPopover>
    </RACSelect>
  )
}

function ReadOnlyValue({ isInvalid, ...texts }: FieldTextProps & { isInvalid?: boolean }) {
  const state = useContext(SelectStateContext)
  const text = state?.selectedItems.map((item) => item.textValue).join(', ') ?? ''
  return (
    <RACTextField
      isReadOnly
      value={text}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={field}
    >
      <FieldLabel>{texts.label}</FieldLabel>
      <Input className={styles.readOnlyInput} />
      <FieldHelp description={texts.description} errorMessage={texts.errorMessage} />
    </RACTextField>
  )
}

/** One option of a Select. */
export const SelectItem = DropdownItem
