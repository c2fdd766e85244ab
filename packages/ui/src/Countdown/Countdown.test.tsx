import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { Countdown } from './Countdown'

const start = new Date('2026-11-21T12:00:00.000Z')
const inSeconds = (seconds: number) => new Date(start.getTime() + seconds * 1000)

function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]')
  if (!region) throw new Error('no polite live region')
  return region
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(start)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows mm:ss to the end time and ticks every second', async () => {
    const screen = await renderWithI18n(
      <Countdown endTime={inSeconds(125).toISOString()} label="Повтор через" />,
    )
    const timer = screen.getByRole('timer')
    await expect.element(timer).toHaveTextContent('02:05')
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(timer).toHaveTextContent('02:04')
    await vi.advanceTimersByTimeAsync(65_000)
    await expect.element(timer).toHaveTextContent('00:59')
  })

  it('speaks politely at whole minutes, 30 and 10 seconds and at zero, not every second', async () => {
    const onExpire = vi.fn()
    const screen = await renderWithI18n(<Countdown endTime={inSeconds(62)} onExpire={onExpire} />)
    const region = liveRegion(screen.container)
    expect(region.textContent).toBe('')
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('01:01')
    expect(region.textContent).toBe('')
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('01:00')
    expect(region.textContent).toBe('Осталось: 1 минута')
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:59')
    expect(region.textContent).toBe('Осталось: 1 минута')
    await vi.advanceTimersByTimeAsync(29_000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:30')
    expect(region.textContent).toBe('Осталось: 30 секунд')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(region.textContent).toBe('Осталось: 10 секунд')
    expect(onExpire).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10_000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:00')
    expect(region.textContent).toBe('Время истекло')
    // React calls it in an effect after the render that shows zero: on a busy machine that
    // render can be seen first.
    await expect.poll(() => onExpire.mock.calls.length).toBe(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(onExpire).toHaveBeenCalledOnce()
  })

  it('speaks English plurals under the English catalog', async () => {
    const screen = await renderWithI18n(<Countdown endTime={inSeconds(121)} />, { locale: 'en' })
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('02:00')
    expect(liveRegion(screen.container).textContent).toBe('Time left: 2 minutes')
  })

  it('expires at once for an end time already past, and restarts for a new one', async () => {
    const onExpire = vi.fn()
    const screen = await renderWithI18n(
      <Countdown endTime={inSeconds(-5)} onExpire={onExpire} expiredLabel="Запросите новый код" />,
    )
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:00')
    await expect.poll(() => onExpire.mock.calls.length).toBe(1)
    await screen.rerender(
      <Countdown endTime={inSeconds(3)} onExpire={onExpire} expiredLabel="Запросите новый код" />,
    )
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:03')
    expect(liveRegion(screen.container).textContent).toBe('')
    expect(onExpire).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(2000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:01')
    expect(onExpire).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1000)
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:00')
    expect(liveRegion(screen.container).textContent).toBe('Запросите новый код')
    await expect.poll(() => onExpire.mock.calls.length).toBe(2)
  })
})
