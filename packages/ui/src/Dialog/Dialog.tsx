import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Button as RACButton,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components'
import { CloseGlyph } from '../private/glyphs'
import {
  body,
  closeButton,
  dialog,
  type dialogSizes,
  footer,
  header,
  modal,
  overlay,
  title as titleClass,
} from './Dialog.css'

type DialogContent = ReactNode | ((close: () => void) => ReactNode)

export interface DialogProps
  extends Omit<RACDialogProps, 'children'>,
    Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
    > {
  /** The visible heading; it also names the dialog. */
  title: string
  /** The content; a function receives `close`. */
  children: DialogContent
  /** Buttons at the bottom, usually a cancel and a primary action; a function receives `close`. */
  actions?: DialogContent
  /** @default 'md' */
  size?: (typeof dialogSizes)[number]
  /** Closes on a click outside and shows a close button. @default true */
  isDismissable?: boolean
}

function renderContent(content: DialogContent | undefined, close: () => void) {
  return typeof content === 'function' ? content(close) : content
}

/**
 * A modal dialog: focus moves in and stays inside, Escape closes it, focus returns to the
 * trigger. Open it with `DialogTrigger` around a button and the dialog, or control `isOpen`.
 */
export function Dialog({
  title,
  children,
  actions,
  size = 'md',
  isDismissable = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  isKeyboardDismissDisabled,
  className,
  ...props
}: DialogProps) {
  const { t } = useLingui()
  return (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <RACModal className={modal({ size })}>
        <RACDialog {...props} className={[dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
                {isDismissable && (
                  <RACButton className={closeButton} aria-label={t`Закрыть`} onPress={close}>
                    <CloseGlyph />
                  </RACButton>
                )}
              </div>
              <div className={body}>{renderContent(children, close)}</div>
              {actions !== undefined && (
                <div className={footer}>{renderContent(actions, close)}</div>
              )}
            </>
          )}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  )
}

export type { DialogTriggerProps } from 'react-aria-components'
export { DialogTrigger } from 'react-aria-components'
