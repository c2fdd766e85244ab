import type { SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** Decorative 16×16 stroke icons for the field controls; each is hidden from screen readers. */
function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  )
}

export const ChevronDownIcon = (props: IconProps) => <Icon d="M4 6l4 4 4-4" {...props} />
export const ChevronLeftIcon = (props: IconProps) => <Icon d="M10 4L6 8l4 4" {...props} />
export const ChevronRightIcon = (props: IconProps) => <Icon d="M6 4l4 4-4 4" {...props} />
export const CheckIcon = (props: IconProps) => <Icon d="M3 8.5l3.5 3.5L13 4.5" {...props} />
export const DashIcon = (props: IconProps) => <Icon d="M4 8h8" {...props} />
export const PlusIcon = (props: IconProps) => <Icon d="M8 3.5v9M3.5 8h9" {...props} />
export const CloseIcon = (props: IconProps) => <Icon d="M4.5 4.5l7 7M11.5 4.5l-7 7" {...props} />
export const CalendarIcon = (props: IconProps) => (
  <Icon d="M3 4.5h10v8.5H3zM3 7.5h10M5.5 2.5v3M10.5 2.5v3" {...props} />
)
/** A circle with an exclamation mark: errors are marked by shape, not by colour alone. */
export const ErrorIcon = (props: IconProps) => (
  <Icon
    d="M8 1.75a6.25 6.25 0 1 1 0 12.5 6.25 6.25 0 0 1 0-12.5zM8 4.75v3.75M8 11.1v.01"
    {...props}
  />
)
export const EyeIcon = (props: IconProps) => (
  <Icon
    d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8zM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
    {...props}
  />
)
export const EyeOffIcon = (props: IconProps) => (
  <Icon
    d="M2 2l12 12M6.6 6.6a2 2 0 0 0 2.8 2.8M4.2 4.6C2.6 5.8 1.5 8 1.5 8S4 12.5 8 12.5c1.3 0 2.5-.5 3.5-1.1M7 3.6c.3 0 .7-.1 1-.1 4 0 6.5 4.5 6.5 4.5s-.5.9-1.4 2"
    {...props}
  />
)
