import type { DynamicField, DynamicFieldActionsAccess } from '../contract'
import type { RuleResult } from '../messages'
import { isMaskedCode } from '../validators/code-mask'
import { type DynamicFieldFlag, dynamicFieldFlags, setFieldFlag } from './admin-flags'

const LOCKED_FLAGS: Readonly<Record<DynamicFieldActionsAccess, readonly DynamicFieldFlag[]>> = {
  0: [],
  1: dynamicFieldFlags,
  2: ['adminVisible', 'profileVisible'],
  3: ['adminRequired', 'profileRequired', 'integrationRequired'],
  4: dynamicFieldFlags,
}

/** What the administrator may not change on a field, by its access level. */
export interface FieldLocks {
  /** Level 4: nothing at all; the modal only shows the field. */
  readOnly: boolean
  /** Level 1 (systemic) and 4. */
  title: boolean
  /** Immutable fields keep their code and type; level 4 too. */
  code: boolean
  fieldType: boolean
  /** Comment, placeholder, choices and block: only level 4 locks them. */
  details: boolean
  /** The activity toggle: levels 1 and 4. */
  active: boolean
  /** Only an ordinary field (level 0, not systemic) can be deleted. */
  delete: boolean
  /** Flags the level locks: 1 and 4 all, 2 the visibility flags, 3 the required flags. */
  flags: readonly DynamicFieldFlag[]
}

/**
 * The parts of a field its `actionsAccess` locks: 0 editable, 1 systemic read-only
 * (title, activity and flags), 2 view read-only (visibility flags), 3 required read-only
 * (required flags), 4 read-only (everything). An immutable field keeps its code and type.
 */
export function fieldLocks(
  field: Pick<DynamicField, 'actionsAccess' | 'systemic' | 'immutable'>,
): FieldLocks {
  const level = field.actionsAccess
  const readOnly = level === 4
  return {
    readOnly,
    title: readOnly || level === 1,
    code: readOnly || field.immutable,
    fieldType: readOnly || field.immutable,
    details: readOnly,
    active: readOnly || level === 1,
    delete: level !== 0 || field.systemic,
    flags: LOCKED_FLAGS[level],
  }
}

type Shape = Parameters<typeof setFieldFlag>[0]

/**
 * Whether the modal may switch `flag` to `value`: not when the flag is locked, nor when the
 * flag dependencies would carry the change onto a locked flag (switching on a required
 * flag turns on its visible flag, which level 2 locks), nor when the dependencies refuse it
 * (a toggle cannot be required).
 */
export function canSetFlag(
  field: Shape,
  flag: DynamicFieldFlag,
  value: boolean,
  locks: Pick<FieldLocks, 'flags'>,
): boolean {
  if (locks.flags.includes(flag)) return false
  const next = setFieldFlag(field, flag, value)
  if (next[flag] !== value) return false
  return locks.flags.every((locked) => next[locked] === field[locked])
}

/**
 * Code of a dynamic field, subtype or tab (the contract's `DynamicFieldCode`): a Latin letter,
 * then Latin letters, digits, `_` and `-`, at most 64 characters (`errorMask`). An empty code
 * is left to `validateRequired`.
 */
export function validateDynamicFieldCode(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isMaskedCode(value) ? undefined : 'errorMask'
}
