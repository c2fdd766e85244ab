import { Switch } from '../../Switch/Switch'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

/** toggle: an on/off switch, labelled by the field's title. */
export function SwitchControl(props: FieldControlProps) {
  const { label, ...common } = commonProps(props)
  return (
    <Switch {...common} isSelected={props.value === true} onChange={props.onChange}>
      {label}
    </Switch>
  )
}
