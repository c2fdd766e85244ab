export type { Outbox, OutboxMessage } from './outbox'
export { createOutbox } from './outbox'
