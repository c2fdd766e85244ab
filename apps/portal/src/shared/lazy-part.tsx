import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button, Spinner, toast } from '@platform/ui'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import * as styles from './lazy-part.css'
import * as notices from './notice.css'

/** The code of a part, loaded once; a failed load is asked again the next time. */
function loader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return {
    get loaded() {
      return loaded
    },
    load() {
      loading ??= load().then(
        (component) => {
          loaded = component
          return component
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}

/**
 * The part's component once its code is there, `undefined` until then. Loads while `wanted`;
 * after a failure the caller stops wanting it, and wanting it again asks again.
 */
function useLoaded<P extends object>(
  part: ReturnType<typeof loader<P>>,
  wanted: boolean,
  onFailed: () => void,
) {
  const [component, setComponent] = useState<ComponentType<P> | undefined>(() => part.loaded)
  const failed = useRef(onFailed)
  failed.current = onFailed
  useEffect(() => {
    if (!wanted || component) return
    let live = true
    part.load().then(
      (loaded) => live && setComponent(() => loaded),
      () => live && failed.current(),
    )
    return () => {
      live = false
    }
  }, [wanted, component, part])
  return component
}

/** Whether `waiting` has lasted a moment (300 ms): a note shown at once would only flicker. */
function useSlow(waiting: boolean) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!waiting) {
      setSlow(false)
      return
    }
    const timer = setTimeout(() => setSlow(true), 300)
    return () => clearTimeout(timer)
  }, [waiting])
  return slow
}

/**
 * A dialog whose code loads the first time it opens, so a page does not download the forms and
 * overlays of every dialog it could show. It stays mounted once loaded (its own closing and
 * focus return work as before). Focus stays on the control that opened it while the code
 * loads, so the dialog's focus scope returns there on close; past a moment a note says the
 * dialog is on its way (a slow network). A failed load says so in a
 * snackbar and closes the dialog through `close`, so opening it again asks again.
 * A dialog its page mounts only while open needs no options.
 */
export function lazyDialog<P extends { onClose: (...args: never[]) => unknown }>(
  load: () => Promise<ComponentType<P>>,
  {
    isOpen = () => true,
    close = (props) => (props.onClose as () => unknown)(),
  }: {
    /** Whether the props open it; by default it is open while mounted. */
    isOpen?: (props: P) => boolean
    /** Closes it after a failed load; by default `onClose()`. */
    close?: (props: P) => void
  } = {},
) {
  const part = loader(load)
  function LazyDialog(props: P) {
    const open = isOpen(props)
    const [opened, setOpened] = useState(open)
    if (open && !opened) setOpened(true)
    const Component = useLoaded(part, opened, () => {
      toast.error(t`Не удалось открыть окно`, {
        description: t`Нет связи с сервером. Проверьте подключение и повторите попытку`,
      })
      setOpened(false)
      close(props)
    })
    const slow = useSlow(opened && !Component)
    if (Component) return <Component {...props} />
    if (!slow) return null
    return (
      <div className={styles.opening} role="status">
        <Spinner label={t`Открываем окно`} />
        <span>
          <Trans>Открываем окно…</Trans>
        </span>
      </div>
    )
  }
  return LazyDialog
}

/**
 * A part shown only in some states of a page (a tab other than the first), whose code loads
 * when it is shown. While it loads, an empty block of `minHeight` keeps the page from jumping;
 * a failed load leaves the rest of the page working and offers a retry in its place.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part = loader(load)
  function LazyPanel(props: P) {
    const [failed, setFailed] = useState(false)
    const Component = useLoaded(part, !failed, () => setFailed(true))
    if (Component) return <Component {...props} />
    if (!failed) return <div className={styles.pending} aria-busy="true" />
    return (
      <div className={notices.notice}>
        <p className={notices.noticeText} role="alert">
          <Trans>Не удалось загрузить раздел. Проверьте подключение и повторите попытку.</Trans>
        </p>
        <Button variant="secondary" onPress={() => setFailed(false)}>
          <Trans>Повторить</Trans>
        </Button>
      </div>
    )
  }
  return LazyPanel
}
