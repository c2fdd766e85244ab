import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { Avatar } from './Avatar'

const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E'

describe('Avatar', () => {
  it('shows the picture with the name as its alt text', async () => {
    const screen = await renderWithI18n(<Avatar name="Иван Петров" src={pixel} />)
    await expect
      .element(screen.getByRole('img', { name: 'Иван Петров' }))
      .toHaveAttribute('src', pixel)
  })

  it('shows initials, named, when there is no picture', async () => {
    const screen = await renderWithI18n(<Avatar name="иван петров сергеевич" />)
    const avatar = screen.getByRole('img', { name: 'иван петров сергеевич' })
    await expect.element(avatar).toHaveTextContent('ИП')
  })

  it('falls back to initials when the picture fails to load', async () => {
    const screen = await renderWithI18n(<Avatar name="Анна Смирнова" src="/missing-avatar.png" />)
    await expect.element(screen.getByRole('img', { name: 'Анна Смирнова' })).toHaveTextContent('АС')
    expect(screen.container.querySelector('img')).toBeNull()
  })

  it('is hidden from screen readers when marked decorative', async () => {
    const screen = await renderWithI18n(<Avatar name="Анна Смирнова" alt="" />)
    expect(screen.getByRole('img').elements()).toHaveLength(0)
    await expect.element(screen.getByText('АС')).toBeVisible()
  })
})
