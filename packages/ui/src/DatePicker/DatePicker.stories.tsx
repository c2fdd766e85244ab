import { getLocalTimeZone, parseDate, today } from '@internationalized/date'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DatePicker } from './DatePicker'

const meta = {
  title: 'Dates/DatePicker',
  component: DatePicker,
  args: {
    label: 'Дата рождения',
    description: 'ДД.ММ.ГГГГ',
    minValue: parseDate('1900-01-01'),
    maxValue: today(getLocalTimeZone()),
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] as HTMLElement)
    await userEvent.keyboard('15031985')
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('1985-03-15'))
    await expect(canvas.getByRole('group', { name: 'Дата рождения' })).toHaveTextContent(
      '15.03.1985',
    )
  },
}

export const WithValue: Story = { args: { defaultValue: parseDate('1985-03-15') } }

export const CalendarOpen: Story = {
  args: { defaultValue: parseDate('1985-03-15') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    const dialog = await within(document.body).findByRole('dialog')
    await expect(within(dialog).getByRole('grid')).toBeVisible()
  },
}

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('1899-12-31'),
  },
}

export const ServerError: Story = {
  args: {
    defaultValue: parseDate('1985-03-15'),
    isInvalid: true,
    errorMessage: 'Дата рождения не совпадает с документом',
  },
}

export const Disabled: Story = { args: { defaultValue: parseDate('1985-03-15'), isDisabled: true } }

export const ReadOnly: Story = { args: { defaultValue: parseDate('1985-03-15'), isReadOnly: true } }
