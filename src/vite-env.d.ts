/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of a real backend; empty for the mock server behind the dev proxy. */
  readonly VITE_API_BASE_URL?: string;
}
