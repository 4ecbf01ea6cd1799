/**
 * Development only (toolchain notes): Vite's HTML transform would not match what React hydrates, so the
 * React Refresh preamble, the Vite client and the entry are emitted as head scripts by the root route.
 * The preamble is @vitejs/plugin-react's own.
 */
export const DEV_HEAD_SCRIPTS = [
  {
    type: 'module',
    children: [
      'import { injectIntoGlobalHook } from "/@react-refresh";',
      'injectIntoGlobalHook(window);',
      'window.$RefreshReg$ = () => {};',
      'window.$RefreshSig$ = () => (type) => type;',
    ].join('\n'),
  },
  { type: 'module', src: '/@vite/client' },
  { type: 'module', src: '/src/entry-client.tsx' },
]
