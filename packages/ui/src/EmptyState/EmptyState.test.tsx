import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('says what is empty under a heading and offers its action', async () => {
    const onPress = vi.fn()
    const screen = await renderWithI18n(
      <EmptyState
        title="Заявок пока нет"
        description="Отправьте заявку, чтобы получить доступ к компании."
        action={<Button onPress={onPress}>Создать заявку</Button>}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Заявок пока нет' })).toBeVisible()
    await expect.element(screen.getByText('Отправьте заявку')).toBeVisible()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledOnce()
  })

  it('keeps its picture away from screen readers', async () => {
    const screen = await renderWithI18n(<EmptyState title="Пусто" />)
    const picture = screen.container.querySelector('svg')
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})
