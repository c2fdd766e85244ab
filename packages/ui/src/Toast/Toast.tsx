import { useLingui } from '@lingui/react/macro'
import {
  Button,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_ToastContent as ToastContentSlot,
} from 'react-aria-components'
import { CheckCircleGlyph, CloseGlyph, ErrorGlyph, InfoGlyph } from '../private/glyphs'
import { close, content, description, icon, region, title, toast } from './Toast.css'
import { defaultToastQueue, type ToastQueue } from './toastQueue'

const glyphs = { success: CheckCircleGlyph, error: ErrorGlyph, info: InfoGlyph }

export interface ToastRegionProps {
  /** @default the app-wide queue that `toast` fills */
  queue?: ToastQueue
  /** Name of the landmark. @default 'Уведомления' */
  'aria-label'?: string
}

/**
 * Render once at the root of the app. Toasts appear in a landmark region; each is announced
 * as an alert when it appears, closes itself after 2000 ms unless hovered or focused, and
 * has a close button. F6 moves focus to the region.
 */
export function ToastRegion({
  queue = defaultToastQueue,
  'aria-label': ariaLabel,
}: ToastRegionProps) {
  const { t } = useLingui()
  return (
    <RACToastRegion queue={queue} className={region} aria-label={ariaLabel ?? t`Уведомления`}>
      {({ toast: item }) => {
        const Glyph = glyphs[item.content.variant]
        return (
          <RACToast toast={item} className={toast({ variant: item.content.variant })}>
            <Glyph className={icon({ variant: item.content.variant })} />
            <ToastContentSlot className={content}>
              <Text slot="title" className={title}>
                {item.content.title}
              </Text>
              {item.content.description !== undefined && (
                <Text slot="description" className={description}>
                  {item.content.description}
                </Text>
              )}
            </ToastContentSlot>
            <Button slot="close" className={close} aria-label={t`Закрыть уведомление`}>
              <CloseGlyph />
            </Button>
          </RACToast>
        )
      }}
    </RACToastRegion>
  )
}
