import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components'
import { withClassName } from '../private/withClassName'
import { arrow, tooltip } from './Tooltip.css'

export interface TooltipProps extends RACTooltipProps {}

/**
 * A short hint that describes its trigger (`aria-describedby`). It shows on hover after a
 * delay and at once on keyboard focus, and hides on Escape. Never put the only name of a
 * control or anything interactive in it.
 */
export function Tooltip({ offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={withClassName(tooltip, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <OverlayArrow>
            <svg aria-hidden="true" width="8" height="8" viewBox="0 0 8 8" className={arrow}>
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {content}
        </>
      ))}
    </RACTooltip>
  )
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {}

/** Wraps a focusable trigger (a `Button` or a `Link`) and its `Tooltip`. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} />
}
