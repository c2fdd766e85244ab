import { useEffect, useId, useRef } from 'react'
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
  id,
  ...props
}: ButtonProps) {
  const ownId = useId()
  const buttonId = id ?? ownId
  // Only a button that has been pending was announced: the others have nothing to clean up
  // (a list page mounts dozens of buttons, each of which searched the document twice).
  const announced = useRef(false)
  useEffect(
    () => () => {
      if (announced.current) dropDanglingAnnouncements(buttonId)
    },
    [buttonId],
  )
  // A named button's pending announcement also points at its spinner, gone once it is done.
  useEffect(() => {
    if (props.isPending) announced.current = true
    else if (announced.current) dropDanglingAnnouncements(buttonId)
  }, [props.isPending, buttonId])
  return (
    <RACButton
      {...props}
      id={buttonId}
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

/**
 * react-aria announces a pending button through its live region with a node that points at the
 * button (`aria-labelledby`), and at its spinner when the button has an `aria-label`, and stays
 * for 7 s. When the button goes (a form step is replaced by the next one), or its spinner when
 * it is done, that pointer dangles: an unnamed image to a screen reader browsing the page, and
 * an axe violation. The button removes its own such nodes; the second sweep catches
 * react-aria's first announcement, which it defers by 100 ms.
 */
function dropDanglingAnnouncements(buttonId: string) {
  const sweep = () => {
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
      const ids = node.getAttribute('aria-labelledby')?.split(' ').filter(Boolean) ?? []
      if (ids.includes(buttonId) && ids.some((id) => !document.getElementById(id))) node.remove()
    }
  }
  sweep()
  setTimeout(sweep, 150)
}
