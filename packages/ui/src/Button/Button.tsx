import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components'
import { Spinner } from '../Spinner/Spinner'
import { button, type buttonVariants } from './Button.css'

export interface ButtonProps extends RACButtonProps {
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number]
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean
}

/**
 * A button on react-aria: keyboard, press and pending states come from there. While
 * `isPending`, it keeps its label and focus, ignores presses and shows a named spinner.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) =>
        [button({ variant, fullWidth }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {content}
          {isPending && <Spinner />}
        </>
      ))}
    </RACButton>
  )
}
