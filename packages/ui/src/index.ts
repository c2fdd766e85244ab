import './theme/themes.css'

export type { AvatarProps } from './Avatar/Avatar'
export { Avatar } from './Avatar/Avatar'
export type { AvatarUploadProps } from './AvatarUpload/AvatarUpload'
export { AvatarUpload } from './AvatarUpload/AvatarUpload'
export type { BreadcrumbProps, BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs'
export { Breadcrumb, Breadcrumbs } from './Breadcrumbs/Breadcrumbs'
export type { ButtonProps } from './Button/Button'
export { Button } from './Button/Button'
export type { CardProps } from './Card/Card'
export { Card } from './Card/Card'
export type { CheckboxProps } from './Checkbox/Checkbox'
export { Checkbox } from './Checkbox/Checkbox'
export type { CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup'
export { CheckboxGroup } from './CheckboxGroup/CheckboxGroup'
export type { CodeInputProps } from './CodeInput/CodeInput'
export { CodeInput } from './CodeInput/CodeInput'
export type { ComboBoxProps } from './ComboBox/ComboBox'
export { ComboBox, ComboBoxItem } from './ComboBox/ComboBox'
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog'
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog'
export type { CountdownProps } from './Countdown/Countdown'
export { Countdown } from './Countdown/Countdown'
export type { DatePickerProps } from './DatePicker/DatePicker'
export { DatePicker } from './DatePicker/DatePicker'
export type { DialogProps, DialogTriggerProps } from './Dialog/Dialog'
export { Dialog, DialogTrigger } from './Dialog/Dialog'
export type { AccordionProps, DisclosureProps } from './Disclosure/Disclosure'
export { Accordion, Disclosure } from './Disclosure/Disclosure'
export type { EmptyStateProps } from './EmptyState/EmptyState'
export { EmptyState } from './EmptyState/EmptyState'
export type { FileTriggerProps } from './FileTrigger/FileTrigger'
export { FileTrigger } from './FileTrigger/FileTrigger'
export type { FormDialogProps } from './FormDialog/FormDialog'
export { FormDialog } from './FormDialog/FormDialog'
export type { DynamicFieldProps } from './fields/DynamicField/DynamicField'
export { DynamicField } from './fields/DynamicField/DynamicField'
export type { DynamicFieldBlockProps } from './fields/DynamicFieldBlock/DynamicFieldBlock'
export { DynamicFieldBlock } from './fields/DynamicFieldBlock/DynamicFieldBlock'
export { fieldControls } from './fields/fieldControls'
export type {
  DynamicFieldDefinition,
  FieldControl,
  FieldControlProps,
  FieldControls,
} from './fields/types'
export { uiMessages } from './i18n/messages'
export type { UiI18nProviderProps } from './i18n/runtime'
export { UiI18nProvider } from './i18n/runtime'
export type { LinkProps } from './Link/Link'
export { Link } from './Link/Link'
export type { MenuItemProps, MenuProps, MenuSectionProps, MenuTriggerProps } from './Menu/Menu'
export { Menu, MenuItem, MenuSection, MenuTrigger } from './Menu/Menu'
export type { MultiSelectProps } from './MultiSelect/MultiSelect'
export { MultiSelect, MultiSelectItem } from './MultiSelect/MultiSelect'
export type { NumberFieldProps } from './NumberField/NumberField'
export { NumberField } from './NumberField/NumberField'
export type { PaginationProps } from './Pagination/Pagination'
export { Pagination } from './Pagination/Pagination'
export type { PasswordFieldProps } from './PasswordField/PasswordField'
export { PasswordField } from './PasswordField/PasswordField'
export type { PhoneCountry, PhoneFieldProps, PhoneValue } from './PhoneField/PhoneField'
export { PhoneField } from './PhoneField/PhoneField'
export type { ProgressBarProps } from './ProgressBar/ProgressBar'
export { ProgressBar } from './ProgressBar/ProgressBar'
export type {
  NewPasswordFieldsProps,
  NewPasswordValue,
} from './password/NewPasswordFields/NewPasswordFields'
export { NewPasswordFields } from './password/NewPasswordFields/NewPasswordFields'
export type { PasswordGenerateButtonProps } from './password/PasswordGenerateButton/PasswordGenerateButton'
export { PasswordGenerateButton } from './password/PasswordGenerateButton/PasswordGenerateButton'
export type { PasswordPolicyChecklistProps } from './password/PasswordPolicyChecklist/PasswordPolicyChecklist'
export { PasswordPolicyChecklist } from './password/PasswordPolicyChecklist/PasswordPolicyChecklist'
export type { PasswordStrengthMeterProps } from './password/PasswordStrengthMeter/PasswordStrengthMeter'
export { PasswordStrengthMeter } from './password/PasswordStrengthMeter/PasswordStrengthMeter'
export type { FieldTextProps } from './private/Field'
export type { RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup'
export { Radio, RadioGroup } from './RadioGroup/RadioGroup'
export type { ReorderableItem, ReorderableListProps } from './ReorderableList/ReorderableList'
export { ReorderableList } from './ReorderableList/ReorderableList'
export type { SelectProps } from './Select/Select'
export { Select, SelectItem } from './Select/Select'
export type { SkeletonProps } from './Skeleton/Skeleton'
export { Skeleton } from './Skeleton/Skeleton'
export type { SpinnerProps } from './Spinner/Spinner'
export { Spinner } from './Spinner/Spinner'
export type { StatusBadgeProps, StatusBadgeVariant } from './StatusBadge/StatusBadge'
export { StatusBadge } from './StatusBadge/StatusBadge'
export type { SwitchProps } from './Switch/Switch'
export { Switch } from './Switch/Switch'
export type { TableColumn, TableProps } from './Table/Table'
export { Table } from './Table/Table'
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs/Tabs'
export { Tab, TabList, TabPanel, Tabs } from './Tabs/Tabs'
export type { TextAreaProps } from './TextArea/TextArea'
export { TextArea } from './TextArea/TextArea'
export type { TextFieldProps } from './TextField/TextField'
export { TextField } from './TextField/TextField'
export type { ToastRegionProps } from './Toast/Toast'
export { ToastRegion } from './Toast/Toast'
export type { ShowToastOptions, ToastContent, ToastQueue } from './Toast/toastQueue'
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  defaultToastQueue,
  toast,
  toastsOf,
} from './Toast/toastQueue'
export type { TooltipProps, TooltipTriggerProps } from './Tooltip/Tooltip'
export { Tooltip, TooltipTrigger } from './Tooltip/Tooltip'
export type { Sprinkles, ThemeTokens } from './theme'
export {
  breakpoints,
  darkTokens,
  floatingSurface,
  focusRing,
  focusRingInset,
  focusRingNear,
  lightTokens,
  media,
  pageSurface,
  sprinkles,
  vars,
} from './theme'
