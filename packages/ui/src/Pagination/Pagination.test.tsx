import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Pagination, pageSlots } from './Pagination'

describe('pageSlots', () => {
  it('shows the ends, the current page and its siblings, with gaps between', () => {
    expect(pageSlots(1, 1, 1)).toEqual([1])
    expect(pageSlots(1, 5, 1)).toEqual([1, 2, 'gap-end', 5])
    expect(pageSlots(10, 20, 1)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20])
    expect(pageSlots(3, 7, 1)).toEqual([1, 2, 3, 4, 'gap-end', 7])
    expect(pageSlots(20, 20, 1)).toEqual([1, 'gap-start', 19, 20])
  })
})

function Controlled({ onPageChange }: { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(5)
  return (
    <Pagination
      page={page}
      pageCount={20}
      onPageChange={(next) => {
        onPageChange?.(next)
        setPage(next)
      }}
    />
  )
}

describe('Pagination', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768)
  })

  it('is a named landmark that marks the current page', async () => {
    const screen = await renderWithI18n(<Controlled />)
    await expect.element(screen.getByRole('navigation', { name: 'Страницы' })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Страница 5' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(screen.getByRole('button', { name: 'Страница 4' }))
      .not.toHaveAttribute('aria-current')
    await expect.element(screen.getByText('Страница 5 из 20')).toBeVisible()
  })

  it('goes to the next, the previous and a chosen page from the keyboard', async () => {
    const onPageChange = vi.fn()
    const screen = await renderWithI18n(<Controlled onPageChange={onPageChange} />)
    screen.getByRole('button', { name: 'Следующая страница' }).element().focus()
    await userEvent.keyboard('{Enter}')
    await expect
      .element(screen.getByRole('button', { name: 'Страница 6' }))
      .toHaveAttribute('aria-current', 'page')

    await screen.getByRole('button', { name: 'Предыдущая страница' }).click()
    await screen.getByRole('button', { name: 'Страница 20' }).click()
    expect(onPageChange.mock.calls).toEqual([[6], [5], [20]])
    await expect.element(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled()
  })

  it('cannot go before the first page', async () => {
    const onPageChange = vi.fn()
    const screen = await renderWithI18n(
      <Pagination page={1} pageCount={3} onPageChange={onPageChange} />,
    )
    await expect.element(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled()
  })

  it('is translated', async () => {
    const screen = await renderWithI18n(
      <Pagination page={2} pageCount={3} onPageChange={() => undefined} />,
      { locale: 'en' },
    )
    await expect.element(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByText('Page 2 of 3')).toBeVisible()
  })

  it('keeps only the arrows and the current page on a phone', async () => {
    await page.viewport(375, 700)
    const screen = await renderWithI18n(<Controlled />)
    const buttons = screen.getByRole('button').elements()
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Предыдущая страница',
      'Страница 5',
      'Следующая страница',
    ])
  })
})
