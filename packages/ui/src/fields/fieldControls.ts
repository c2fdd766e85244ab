import { lazy } from 'react'
import { SwitchControl } from './controls/SwitchControl'
import { TextAreaControl } from './controls/TextAreaControl'
import { TextControl } from './controls/TextControl'
import type { FieldControls } from './types'

// The controls with a popover (a calendar, a country picker, a list box) load when a field of
// their type first renders, so a host pays only for the types its fields use. The plain
// inputs are a few hundred bytes and stay in, so the commonest fields never flash a fallback.
// The calls are marked pure so that a host that never renders a DynamicField drops them, and
// with them the controls behind them.
const DateControl = /* @__PURE__ */ lazy(() =>
  import('./controls/DateControl').then((module) => ({ default: module.DateControl })),
)
const PhoneControl = /* @__PURE__ */ lazy(() =>
  import('./controls/PhoneControl').then((module) => ({ default: module.PhoneControl })),
)
const SelectControl = /* @__PURE__ */ lazy(() =>
  import('./controls/SelectControl').then((module) => ({ default: module.SelectControl })),
)
const MultiSelectControl = /* @__PURE__ */ lazy(() =>
  import('./controls/MultiSelectControl').then((module) => ({
    default: module.MultiSelectControl,
  })),
)

/**
 * The control of each dynamic field type, as forms' `controlKinds` names them: input and email
 * a text input, textarea a multi-line one, date a date picker, phone a phone input with
 * country codes, dropbox a single select, combobox a multi-select with one visible chip,
 * toggle a switch. Date, phone, dropbox and combobox are `React.lazy` components: render them
 * inside a `Suspense` boundary (`DynamicField` has its own). A picture has no control: the
 * contract stores a file id, and the kit never fetches, so the host shows the picture if it
 * wants to.
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
