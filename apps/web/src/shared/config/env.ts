/**
 * Build-time settings (Vite inlines `import.meta.env.VITE_*`). The defaults make `npm run build`
 * work against the reference server serving the app from the same origin.
 */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  merchantCode: import.meta.env.VITE_MERCHANT_CODE || 'demo',
} as const;
