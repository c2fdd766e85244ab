import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('is hidden from screen readers', async () => {
    const screen = await renderWithI18n(<Skeleton lines={3} />)
    const root = screen.container.firstElementChild
    expect(root?.getAttribute('aria-hidden')).toBe('true')
    expect(root?.children).toHaveLength(3)
  })

  it('makes the last of several lines shorter', async () => {
    const screen = await renderWithI18n(
      <div style={{ width: '400px' }}>
        <Skeleton lines={2} />
      </div>,
    )
    const [first, last] = Array.from(screen.container.querySelectorAll('[aria-hidden] > span'))
    expect(first?.getBoundingClientRect().width).toBe(400)
    expect(last?.getBoundingClientRect().width).toBe(300)
  })

  it('draws a circle', async () => {
    const screen = await renderWithI18n(<Skeleton shape="circle" />)
    const circle = screen.container.querySelector('[aria-hidden]') as HTMLElement
    const { width, height } = circle.getBoundingClientRect()
    expect(width).toBeGreaterThan(0)
    expect(width).toBe(height)
  })
})
