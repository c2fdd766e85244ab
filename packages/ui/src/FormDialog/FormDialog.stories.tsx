import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { TextField } from '../TextField/TextField'
import { FormDialog } from './FormDialog'

function DeviceTypeForm(props: { onSubmit: () => void; onClose: () => void }) {
  const [name, setName] = useState('Смартфон')
  return (
    <FormDialog
      title="Изменение типа устройства"
      isDirty={name !== 'Смартфон'}
      isPending={false}
      onSubmit={props.onSubmit}
      onClose={props.onClose}
    >
      <TextField label="Название" value={name} onChange={setName} />
      <TextField label="Код" defaultValue="smartphone" />
    </FormDialog>
  )
}

const meta = {
  title: 'Overlays/FormDialog',
  component: DeviceTypeForm,
  args: { onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof DeviceTypeForm>

export default meta
type Story = StoryObj<typeof meta>

export const AsksBeforeDroppingChanges: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Изменение типа устройства' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), ' Pro')
    await userEvent.keyboard('{Escape}')
    await expect(
      await screen.findByRole('alertdialog', { name: /Закрыть без сохранения|Close without/ }),
    ).toBeVisible()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
