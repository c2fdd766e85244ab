import type { PasswordPolicy } from '@platform/forms'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../private/renderWithI18n'
import { PasswordPolicyChecklist } from './PasswordPolicyChecklist'

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: 64,
  lowercase: true,
  uppercase: true,
  numbers: true,
  symbols: true,
  allowedSymbols: '#$%',
  pattern: null,
  generateLength: 12,
}

const lines = (screen: Awaited<ReturnType<typeof renderWithI18n>>, name = 'Требования к паролю') =>
  screen
    .getByRole('list', { name })
    .getByRole('listitem')
    .all()
    .map((item) => item.element().textContent)

describe('PasswordPolicyChecklist', () => {
  it('lists one line per rule of the policy, the symbols with their set, each failed in words', async () => {
    const screen = await renderWithI18n(
      <PasswordPolicyChecklist
        password=""
        policy={{ ...policy, pattern: '[^а-я]*' }}
        patternDescription="Без кириллицы"
      />,
    )
    expect(lines(screen)).toEqual([
      'Не менее 8 символов — не выполнено',
      'Не более 64 символов — выполнено',
      'Строчная латинская буква (a–z) — не выполнено',
      'Заглавная латинская буква (A–Z) — не выполнено',
      'Цифра (0–9) — не выполнено',
      'Символ из набора: # $ % — не выполнено',
      'Без кириллицы — выполнено',
    ])
  })

  it('leaves out the rules the policy does not enable', async () => {
    const screen = await renderWithI18n(
      <PasswordPolicyChecklist
        password="abc"
        policy={{ ...policy, minLength: 1, uppercase: false, numbers: false, symbols: false }}
      />,
    )
    expect(lines(screen)).toEqual([
      'Не менее 1 символа — выполнено',
      'Не более 64 символов — выполнено',
      'Строчная латинская буква (a–z) — выполнено',
    ])
  })

  it('updates each line as the person types', async () => {
    const screen = await renderWithI18n(<PasswordPolicyChecklist password="abc" policy={policy} />)
    expect(lines(screen)[3]).toBe('Заглавная латинская буква (A–Z) — не выполнено')
    await screen.rerender(<PasswordPolicyChecklist password="abcD" policy={policy} />)
    expect(lines(screen)[3]).toBe('Заглавная латинская буква (A–Z) — выполнено')
    expect(lines(screen)[4]).toBe('Цифра (0–9) — не выполнено')
  })

  it('says the progress politely once typing pauses, never on the first render', async () => {
    // The checklist's own clock: a busy machine must not decide when typing has paused.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const screen = await renderWithI18n(
        <PasswordPolicyChecklist password="a" policy={policy} announceDelay={300} />,
      )
      const status = screen.getByRole('status')
      vi.advanceTimersByTime(400)
      await expect.element(status).toHaveTextContent('')
      expect(screen.getByRole('list').element().closest('[aria-live]')).toBeNull()

      await screen.rerender(
        <PasswordPolicyChecklist password="aB" policy={policy} announceDelay={300} />,
      )
      vi.advanceTimersByTime(200)
      await screen.rerender(
        <PasswordPolicyChecklist password="aB3" policy={policy} announceDelay={300} />,
      )
      vi.advanceTimersByTime(200)
      // Still typing: nothing said yet.
      expect(status.element().textContent).toBe('')
      vi.advanceTimersByTime(100)
      await expect.element(status).toHaveTextContent('Выполнено требований: 4 из 6')

      await screen.rerender(
        <PasswordPolicyChecklist password="aB3#long" policy={policy} announceDelay={300} />,
      )
      vi.advanceTimersByTime(300)
      await expect.element(status).toHaveTextContent('Все требования к паролю выполнены')
    } finally {
      vi.useRealTimers()
    }
  })

  it('is translated', async () => {
    const screen = await renderWithI18n(
      <PasswordPolicyChecklist password="aB3" policy={policy} />,
      {
        locale: 'en',
      },
    )
    expect(lines(screen, 'Password requirements')).toEqual([
      'At least 8 characters — not met',
      'At most 64 characters — met',
      'A lowercase Latin letter (a–z) — met',
      'An uppercase Latin letter (A–Z) — met',
      'A digit (0–9) — met',
      'A symbol from: # $ % — not met',
    ])
  })
})
