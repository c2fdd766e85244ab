interface ImportMetaEnv {
  /** The platform's API base, e.g. `http://127.0.0.1:4020/api/v1` for the sandbox. */
  readonly VITE_PLATFORM_API_URL?: string
}
