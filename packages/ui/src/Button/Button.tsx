import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components'
import { button, type buttonVariants } from './Button.css'

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number]
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean
}

/** A button on react-aria: keyboard, press and pending states come from there. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) =>
        [button({ variant, fullWidth }), own].filter(Boolean).join(' '),
      )}
    />
  )
}
