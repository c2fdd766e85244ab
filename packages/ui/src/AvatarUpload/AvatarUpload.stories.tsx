import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AvatarUpload } from './AvatarUpload'

const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6b8fd6"/><circle cx="32" cy="26" r="12" fill="#e8effc"/><path d="M12 60c2-14 12-20 20-20s18 6 20 20z" fill="#e8effc"/></svg>',
  )

/** The product's avatar types (JPEG and PNG pictures); the kit itself holds no such list. */
const avatarTypes = ['image/svg+xml', 'image/jpeg', 'image/tiff', 'image/png', 'image/webp']

const meta = {
  title: 'Files/AvatarUpload',
  component: AvatarUpload,
  args: {
    personName: 'Иван Петров',
    acceptedFileTypes: avatarTypes,
    description: 'SVG, JPEG, TIFF, PNG или WEBP',
    onSelect: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof AvatarUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: function Render(args) {
    const [src, setSrc] = useState<string | null>(null)
    return (
      <AvatarUpload
        {...args}
        src={src}
        onSelect={(file) => {
          args.onSelect(file)
          setSrc(portrait)
        }}
        onRemove={() => setSrc(null)}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }))
    await expect(args.onSelect).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: /Удалить фото|Remove photo/ }),
      ).toBeVisible(),
    )
  },
}

export const WithPicture: Story = { args: { src: portrait } }

export const Invalid: Story = {
  args: { src: portrait, errorMessage: 'Не удалось сохранить фото, попробуйте ещё раз' },
}

export const Disabled: Story = { args: { src: portrait, isDisabled: true } }

export const ReadOnly: Story = { args: { src: portrait, isReadOnly: true } }

export const Pending: Story = { args: { src: portrait, isPending: true } }
