import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type RefObject, useContext, useRef, useState } from 'react'
import {
  Button,
  ButtonContext,
  ComboBoxStateContext,
  ComboBoxValue,
  composeRenderProps,
  Group,
  Input,
  type Key,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components'
import { DropdownItem, DropdownListBox, DropdownPopover } from '../private/Dropdown'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { ChevronDownIcon, CloseIcon } from '../private/FieldIcons'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './MultiSelect.css'

export interface MultiSelectProps<T extends object>
  extends Omit<RACComboBoxProps<T, 'multiple'>, 'children' | 'selectionMode'>,
    FieldTextProps {
  /** `MultiSelectItem`s, or a function rendering one per item of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode)
  placeholder?: string
  /** Options are being fetched: a named spinner shows in the field. */
  isLoading?: boolean
  /** Chips shown before the rest fold into "+N". @default 1 */
  visibleChips?: number
}

/**
 * A combo box that picks several options. It shows the first chip and "+N" for the rest (the
 * documents' "multi-select with one visible chip"); "+N" unfolds every chip. Chips are a tag
 * group: arrow keys move between them, Delete or Backspace removes one. Screen readers hear the
 * whole selection as the input's description and as `aria-selected` options in the list.
 */
export function MultiSelect<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  isLoading = false,
  visibleChips = 1,
  className,
  validationBehavior = 'aria',
  ...props
}: MultiSelectProps<T>) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <RACComboBox
      {...props}
      // While the options load the list still opens, saying so, and fills in when they come:
      // an arrow key pressed too early is not lost.
      allowsEmptyCollection={isLoading || props.allowsEmptyCollection}
      selectionMode="multiple"
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Chips
          visibleChips={visibleChips}
          isEditable={!props.isDisabled && !props.isReadOnly}
          isDisabled={props.isDisabled ?? false}
          inputRef={inputRef}
        />
        <Input
          ref={inputRef}
          className={`${fieldStyles.boxInput} ${styles.input}`}
          placeholder={placeholder}
        />
        {isLoading && <Spinner className={styles.spinner} />}
        <Button className={fieldStyles.fieldButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      {/* Read as the input's description: the whole selection, however many chips show. */}
      <ComboBoxValue className={styles.summary}>
        {({ selectedText }) => (selectedText ? t`Выбрано: ${selectedText}` : '')}
      </ComboBoxValue>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <DropdownPopover>
        <DropdownListBox isLoading={isLoading}>{children}</DropdownListBox>
      </DropdownPopover>
    </RACComboBox>
  )
}

interface ChipsProps {
  visibleChips: number
  isEditable: boolean
  isDisabled: boolean
  inputRef: RefObject<HTMLInputElement | null>
}

function Chips({ visibleChips, isEditable, isDisabled, inputRef }: ChipsProps) {
  const { t } = useLingui()
  const state = useContext(ComboBoxStateContext)
  const [isExpanded, setExpanded] = useState(false)
  const selected = (state?.selectedItems ?? []).map((item) => ({
    id: item.key,
    text: item.textValue,
  }))
  if (!state || selected.length === 0) return null

  const shown = isExpanded ? selected : selected.slice(0, Math.max(1, visibleChips))
  const folded = selected.length - shown.length
  const remove = (keys: Set<Key>) => {
    const values = Array.isArray(state.value) ? (state.value as readonly Key[]) : []
    state.setValue(values.filter((key) => !keys.has(key)))
    // The chips vanish with the last value: focus goes on to the input, not to the page.
    if (keys.size >= selected.length) inputRef.current?.focus()
  }

  return (
    // The combo box lends its ButtonContext to its trigger; these buttons are not the trigger.
    <ButtonContext.Provider value={null}>
      <TagGroup
        aria-label={t`Выбранные значения`}
        onRemove={isEditable ? remove : undefined}
        disabledKeys={isDisabled ? selected.map((chip) => chip.id) : undefined}
        className={styles.tagGroup}
      >
        <TagList items={shown} className={styles.tagList}>
          {(chip) => (
            <Tag id={chip.id} textValue={chip.text} className={styles.chip}>
              <span className={styles.chipText}>{chip.text}</span>
              {isEditable && (
                <Button slot="remove" className={styles.chipRemove}>
                  <CloseIcon />
                </Button>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {(folded > 0 || isExpanded) && (
        <Button
          className={styles.more}
          aria-expanded={isExpanded}
          isDisabled={isDisabled}
          onPress={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? (
            t`Свернуть`
          ) : (
            <>
              +{folded}
              <span className={fieldStyles.visuallyHidden}> {t`показать все выбранные`}</span>
            </>
          )}
        </Button>
      )}
    </ButtonContext.Provider>
  )
}

/** One option of a MultiSelect. */
export const MultiSelectItem = DropdownItem
