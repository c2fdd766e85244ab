import type { ReactNode } from 'react'

interface GlyphProps {
  className?: string
}

/**
 * Small line icons of the kit. Always decorative: the text next to them carries the meaning,
 * so they are hidden from assistive technology.
 */
function Glyph({ className, name, children }: GlyphProps & { name: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-glyph={name}
    >
      {children}
    </svg>
  )
}

export const ChevronRightGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="chevron-right">
    <path d="M6 3.5 10.5 8 6 12.5" />
  </Glyph>
)

export const ChevronLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="chevron-left">
    <path d="M10 3.5 5.5 8l4.5 4.5" />
  </Glyph>
)

export const ArrowLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="arrow-left">
    <path d="M13 8H3M7 4 3 8l4 4" />
  </Glyph>
)

export const ArrowUpGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="arrow-up">
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Glyph>
)

export const ArrowDownGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="arrow-down">
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Glyph>
)

export const SortGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="sort">
    <path d="m5 6 3-3 3 3M5 10l3 3 3-3" />
  </Glyph>
)

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="close">
    <path d="m4 4 8 8M12 4l-8 8" />
  </Glyph>
)

export const ExternalGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="external">
    <path d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5M11.5 9.5v4h-9v-9h4" />
  </Glyph>
)

export const CheckCircleGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="check-circle">
    <circle cx="8" cy="8" r="6.25" />
    <path d="m5.25 8.25 2 2 3.5-4" />
  </Glyph>
)

export const InfoGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="info">
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 7.25v4M8 4.75v.01" />
  </Glyph>
)

export const ErrorGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="error">
    <path d="M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z" />
    <path d="m6 6 4 4M10 6l-4 4" />
  </Glyph>
)

export const WarningGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="warning">
    <path d="M8 1.75 14.75 13.75H1.25z" />
    <path d="M8 6.25v3.5M8 11.75v.01" />
  </Glyph>
)

export const DisabledGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="disabled">
    <circle cx="8" cy="8" r="6.25" />
    <path d="m3.6 12.4 8.8-8.8" />
  </Glyph>
)

export const DragHandleGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="drag-handle">
    <path d="M6 3.5v.01M10 3.5v.01M6 8v.01M10 8v.01M6 12.5v.01M10 12.5v.01" strokeWidth="2.5" />
  </Glyph>
)

export const UploadGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="upload">
    <path d="M8 10.5V2.5M4.75 5.75 8 2.5l3.25 3.25M2.5 10.5v3h11v-3" />
  </Glyph>
)

export const EmptyBoxGlyph = (props: GlyphProps) => (
  <Glyph {...props} name="empty">
    <path d="M2 9.5 4 3.5h8l2 6v3H2zM2 9.5h3.5l1 1.5h3l1-1.5H14" />
  </Glyph>
)
