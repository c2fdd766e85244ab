import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadContract, operations, resolve, successOf } from './contract'

const root = loadContract()
const all = operations(root)

/** `METHOD PATH` lines of operations.txt: the operations the documents name. */
function listed(): string[] {
  const text = readFileSync(fileURLToPath(new URL('../operations.txt', import.meta.url)), 'utf8')
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

/** Operations the README's "Additions" table lists, with the screen that needs them. */
function additions(): string[] {
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8')
  const section = readme.split('## Additions')[1] ?? ''
  return [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`]+)`/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  )
}

const described = all.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)

describe('the contract against operations.txt', () => {
  it('describes every operation the documents name', () => {
    expect(listed().filter((line) => !described.includes(line))).toEqual([])
  })

  it('adds only the operations the README lists as additions', () => {
    const extra = described.filter((line) => !listed().includes(line))
    expect(extra.sort()).toEqual(additions().sort())
  })
})

describe.each(all.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (operationId, operation) => {
    it('has a stable camelCase id, one tag, a summary and a description', () => {
      expect(operationId).toMatch(/^[a-z][a-zA-Z0-9]+$/)
      expect(operation.node.tags).toHaveLength(1)
      expect(String(operation.node.summary ?? '')).not.toBe('')
      expect(String(operation.node.description ?? '').length).toBeGreaterThan(40)
    })

    it('answers success with a schema and an example, or with no content', () => {
      const { status, mediaType, example } = successOf(root, operation)
      expect(status).toBeGreaterThanOrEqual(200)
      if (status !== 204 && mediaType?.startsWith('application/json')) {
        expect(example).toBeDefined()
      }
    })

    it('declares 401 when it needs a session, and 422 when it takes input', () => {
      const responses = operation.node.responses as Record<string, unknown>
      if (operation.secured) expect(responses).toHaveProperty('401')
      const takesInput = operation.parameters.length > 0 || operation.node.requestBody
      if (takesInput) expect(responses).toHaveProperty('422')
    })

    it('gives every parameter a schema', () => {
      for (const parameter of operation.parameters) {
        expect(resolve(root, parameter.schema), String(parameter.name)).toBeTruthy()
      }
    })
  },
)

it('uses each operationId once', () => {
  const ids = all.map((operation) => operation.operationId)
  expect(ids.length).toBe(new Set(ids).size)
})
