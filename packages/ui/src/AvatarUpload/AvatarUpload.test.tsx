import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload'

const avatarTypes = ['image/svg+xml', 'image/jpeg', 'image/tiff', 'image/png', 'image/webp']
const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E'

function renderUpload(props: Partial<AvatarUploadProps> = {}, locale: 'ru' | 'en' = 'ru') {
  const onSelect = vi.fn<(file: File) => void>()
  const onRemove = vi.fn()
  return renderWithI18n(
    <AvatarUpload
      personName="Иван Петров"
      acceptedFileTypes={avatarTypes}
      onSelect={onSelect}
      onRemove={onRemove}
      {...props}
    />,
    { locale },
  ).then((screen) => ({
    screen,
    onSelect,
    onRemove,
    input: screen.container.querySelector('input[type="file"]') as HTMLInputElement,
  }))
}

describe('AvatarUpload', () => {
  it('is a group named by its label that shows the current avatar', async () => {
    const { screen, input } = await renderUpload({ src: pixel })
    await expect.element(screen.getByRole('group', { name: 'Фото' })).toBeVisible()
    await expect.element(screen.getByRole('img', { name: 'Иван Петров' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Заменить фото' })).toBeVisible()
    expect(input.accept).toBe(avatarTypes.join(','))
  })

  it('refuses a file of another type with an announced message naming the accepted ones', async () => {
    const { screen, input, onSelect } = await renderUpload()
    await userEvent.upload(input, new File(['x'], 'resume.pdf', { type: 'application/pdf' }))
    const alert = screen.getByRole('alert')
    await expect
      .element(alert)
      .toHaveTextContent('Файл этого типа не подойдёт. Нужен SVG, JPEG, TIFF, PNG или WEBP.')
    await expect
      .element(screen.getByRole('group'))
      .toHaveAccessibleDescription(
        'Файл этого типа не подойдёт. Нужен SVG, JPEG, TIFF, PNG или WEBP.',
      )
    expect(onSelect).not.toHaveBeenCalled()

    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }))
    expect(onSelect.mock.lastCall?.[0].name).toBe('me.png')
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
  })

  it('says so in English', async () => {
    const { screen, input } = await renderUpload({}, 'en')
    await userEvent.upload(input, new File(['x'], 'resume.pdf', { type: 'application/pdf' }))
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('This type of file is not accepted. Use SVG, JPEG, TIFF, PNG or WEBP.')
  })

  it('removes the picture from the keyboard', async () => {
    const { screen, onRemove } = await renderUpload({ src: pixel })
    screen.getByRole('button', { name: 'Удалить фото' }).element().focus()
    await userEvent.keyboard('{Enter}')
    expect(onRemove).toHaveBeenCalledOnce()
  })

  it('offers no remove button without a picture', async () => {
    const { screen } = await renderUpload()
    await expect.element(screen.getByRole('button', { name: 'Загрузить фото' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Удалить фото' }).elements()).toHaveLength(0)
  })

  it('shows a server error with the field', async () => {
    const { screen } = await renderUpload({ errorMessage: 'Файл больше 5 МБ' })
    await expect
      .element(screen.getByRole('group', { name: 'Фото' }))
      .toHaveAccessibleDescription('Файл больше 5 МБ')
  })

  it('is read-only without controls and disabled with disabled controls', async () => {
    const readOnly = await renderUpload({ src: pixel, isReadOnly: true })
    expect(readOnly.screen.getByRole('button').elements()).toHaveLength(0)
    await expect.element(readOnly.screen.getByText('Только просмотр')).toBeVisible()
    await readOnly.screen.unmount()

    const disabled = await renderUpload({ src: pixel, isDisabled: true })
    await expect
      .element(disabled.screen.getByRole('button', { name: 'Заменить фото' }))
      .toBeDisabled()
    await expect
      .element(disabled.screen.getByRole('button', { name: 'Удалить фото' }))
      .toBeDisabled()
  })
})
