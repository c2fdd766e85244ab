import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { fileTypeNames, isAcceptedFile } from './acceptedFileTypes'
import { FileTrigger } from './FileTrigger'

const png = new File(['png'], 'photo.png', { type: 'image/png' })
const text = new File(['text'], 'notes.txt', { type: 'text/plain' })

describe('isAcceptedFile', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(isAcceptedFile(png, ['image/png'])).toBe(true)
    expect(isAcceptedFile(png, ['image/*'])).toBe(true)
    expect(isAcceptedFile(png, ['.PNG'])).toBe(true)
    expect(isAcceptedFile(text, ['image/*', '.png'])).toBe(false)
    expect(isAcceptedFile(text, [])).toBe(true)
  })

  it('names types the way people know them', () => {
    expect(fileTypeNames(['image/svg+xml', 'image/jpeg', '.jpeg', 'image/*'])).toEqual([
      'SVG',
      'JPEG',
      'image/*',
    ])
  })
})

function renderTrigger() {
  const onSelect = vi.fn<(files: File[]) => void>()
  const onReject = vi.fn<(files: File[]) => void>()
  return renderWithI18n(
    <FileTrigger
      acceptedFileTypes={['image/png', 'image/jpeg']}
      allowsMultiple
      onSelect={onSelect}
      onReject={onReject}
    >
      <Button>Выбрать файлы</Button>
    </FileTrigger>,
  ).then((screen) => ({ screen, onSelect, onReject }))
}

describe('FileTrigger', () => {
  it('opens the file dialog from its button, offering the accepted types', async () => {
    const { screen } = await renderTrigger()
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement
    expect(input.accept).toBe('image/png,image/jpeg')
    const opened = vi.fn((event: Event) => event.preventDefault())
    input.addEventListener('click', opened)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(opened).toHaveBeenCalledOnce()
  })

  it('hands over accepted files and reports the others', async () => {
    const { screen, onSelect, onReject } = await renderTrigger()
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, [png, text])
    expect(onSelect.mock.lastCall?.[0].map((file) => file.name)).toEqual(['photo.png'])
    expect(onReject.mock.lastCall?.[0].map((file) => file.name)).toEqual(['notes.txt'])
  })
})
