import type { ReactNode } from 'react'
import {
  CheckCircleGlyph,
  DisabledGlyph,
  ErrorGlyph,
  InfoGlyph,
  WarningGlyph,
} from '../private/glyphs'
import { badge, glyph, type statusBadgeVariants, text } from './StatusBadge.css'

export type StatusBadgeVariant = (typeof statusBadgeVariants)[number]

const glyphs = {
  info: InfoGlyph,
  success: CheckCircleGlyph,
  error: ErrorGlyph,
  disabled: DisabledGlyph,
  warning: WarningGlyph,
} as const

export interface StatusBadgeProps {
  /**
   * The kind of status. The access-request statuses map as considered → info, approved →
   * success, failure → error, duplicate → disabled, remove → warning.
   */
  variant: StatusBadgeVariant
  /** The status in words; it is what screen readers read. */
  children: ReactNode
  className?: string
}

/**
 * A status in words with an icon whose shape differs per variant (circle with i, check,
 * octagon with a cross, crossed circle, triangle), so colour is never the only signal.
 */
export function StatusBadge({ variant, children, className }: StatusBadgeProps) {
  const Glyph = glyphs[variant]
  return (
    <span
      className={[badge({ variant }), className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      <Glyph className={glyph} />
      <span className={text}>{children}</span>
    </span>
  )
}
