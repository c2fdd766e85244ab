import { describe, expect, it } from 'vitest'
import { metricsHit, type PageView } from './metrics'

const view: PageView = {
  href: 'https://id.example.ru/platform/password/6f1c?ref=https%3A%2F%2Fhr.example.ru#top',
  title: 'Новый пароль — Платформа доступа',
  screen: { width: 1920, height: 1080 },
  window: { width: 1536.4, height: 730 },
  zoom: 1.25,
}

describe('metricsHit', () => {
  it('reports the project, the address without its query, the title and the display', () => {
    expect(metricsHit('identity', view)).toEqual({
      code: 'identity',
      url: 'https://id.example.ru/platform/password/6f1c',
      title: 'Новый пароль — Платформа доступа',
      displaySize: '1920x1080',
      displayZoom: 1.25,
      displayWindowSize: '1536x730',
    })
  })

  it('keeps within the contract: a title of 255 characters, a zoom above 0 and at most 10', () => {
    const hit = metricsHit('identity', { ...view, title: 'я'.repeat(300), zoom: 0 })
    expect(hit.title).toHaveLength(255)
    expect(hit.displayZoom).toBe(1)
    expect(metricsHit('identity', { ...view, zoom: 12 }).displayZoom).toBe(10)
  })
})
