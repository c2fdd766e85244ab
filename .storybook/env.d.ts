/// <reference types="vite/client" />

interface StoryVariant {
  locale: 'ru' | 'en'
  theme: 'light' | 'dark'
}

declare global {
  /** Set by the story-test setup file; absent in Storybook's own UI. */
  var storyVariant: StoryVariant | undefined
}

declare module 'vitest' {
  interface ProvidedContext {
    storyVariant: StoryVariant
  }
}

// A module, so that the two blocks above augment rather than replace.
export {}
