/**
 * The sandbox's outbox, under the API base: the only path a web server in front of the
 * portal passes on (`deploy/nginx`), and the sandbox answers it at any prefix.
 */
export const outboxPath = '/api/v1/__sandbox/outbox'
