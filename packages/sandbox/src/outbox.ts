/** One email or SMS the sandbox "sent", readable at `GET /__sandbox/outbox`. */
export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  subject?: string
  text: string
  /** The link in an email (registration, password, invitation), as a portal path. */
  link?: string
  /** The one-time code in a message. */
  code?: string
  sentAt: string
}

export interface Outbox {
  send(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage
  /** Newest first. */
  list(): OutboxMessage[]
  clear(): void
}

export function createOutbox(now: () => Date = () => new Date()): Outbox {
  let messages: OutboxMessage[] = []
  let nextId = 1
  return {
    send(message) {
      const sent = { ...message, id: nextId++, sentAt: now().toISOString() }
      messages = [sent, ...messages]
      return sent
    },
    list: () => [...messages],
    clear() {
      messages = []
      nextId = 1
    },
  }
}
