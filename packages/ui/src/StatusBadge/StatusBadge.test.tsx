import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { StatusBadge, type StatusBadgeVariant } from './StatusBadge'

const variants: StatusBadgeVariant[] = ['info', 'success', 'error', 'disabled', 'warning']

describe('StatusBadge', () => {
  it('reads as its text, with a decorative icon', async () => {
    const screen = await renderWithI18n(<StatusBadge variant="success">Одобрена</StatusBadge>)
    await expect.element(screen.getByText('Одобрена')).toBeVisible()
    const icon = screen.container.querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.container.textContent).toBe('Одобрена')
  })

  it('gives every variant its own icon shape, so colour is not the only difference', async () => {
    const screen = await renderWithI18n(
      <div>
        {variants.map((variant) => (
          <StatusBadge key={variant} variant={variant}>
            {variant}
          </StatusBadge>
        ))}
      </div>,
    )
    const glyphs = variants.map(
      (variant) =>
        screen.getByText(variant).element().parentElement?.querySelector('svg')?.innerHTML,
    )
    expect(new Set(glyphs).size).toBe(variants.length)
  })

  it('draws the disabled badge with a dashed border', async () => {
    const screen = await renderWithI18n(
      <>
        <StatusBadge variant="disabled">Дубликат</StatusBadge>
        <StatusBadge variant="info">На рассмотрении</StatusBadge>
      </>,
    )
    const styleOf = (text: string) =>
      getComputedStyle(screen.getByText(text).element().parentElement as HTMLElement)
    expect(styleOf('Дубликат').borderTopStyle).toBe('dashed')
    expect(styleOf('На рассмотрении').borderTopStyle).toBe('solid')
  })
})
