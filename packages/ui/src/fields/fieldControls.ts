import { DateControl } from './controls/DateControl'
import { MultiSelectControl } from './controls/MultiSelectControl'
import { PhoneControl } from './controls/PhoneControl'
import { SelectControl } from './controls/SelectControl'
import { SwitchControl } from './controls/SwitchControl'
import { TextAreaControl } from './controls/TextAreaControl'
import { TextControl } from './controls/TextControl'
import type { FieldControls } from './types'

/**
 * The control of each dynamic field type, as forms' `controlKinds` names them: input
 * and email a text input, textarea a multi-line one, date a date picker, phone a phone input
 * with country codes, dropbox a single select, combobox a multi-select with one visible chip,
 * toggle a switch. A picture has no control: the contract stores a file id, and the kit never
 * fetches, so the host shows the picture if it wants to.
 */
export const fieldControls: FieldControls = {
  input: TextControl,
  email: TextControl,
  textarea: TextAreaControl,
  date: DateControl,
  phone: PhoneControl,
  dropbox: SelectControl,
  combobox: MultiSelectControl,
  toggle: SwitchControl,
  picture: null,
}
