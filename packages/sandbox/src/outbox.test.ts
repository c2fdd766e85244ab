import { describe, expect, it } from 'vitest'
import { createOutbox } from './outbox'

describe('outbox', () => {
  it('lists messages newest first, with ids and send times', () => {
    const outbox = createOutbox(() => new Date('2026-11-21T10:00:00Z'))
    outbox.send({ channel: 'email', to: 'ivanov@example.ru', text: 'Ссылка', link: '/x' })
    outbox.send({ channel: 'sms', to: '+79161234567', text: 'Код 1234', code: '1234' })

    const [latest, first] = outbox.list()
    expect(latest).toMatchObject({ id: 2, channel: 'sms', code: '1234' })
    expect(first).toMatchObject({ id: 1, channel: 'email', sentAt: '2026-11-21T10:00:00.000Z' })
  })

  it('is emptied by clear', () => {
    const outbox = createOutbox()
    outbox.send({ channel: 'email', to: 'a@b.ru', text: 't' })
    outbox.clear()
    expect(outbox.list()).toEqual([])
  })
})
