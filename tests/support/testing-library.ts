import { configure } from '@testing-library/react'

// Routes and dialogs are split into modules of their own, which vitest transforms on their first import. On a CI
// machine busy with both database engines' suites that takes longer than Testing Library's default 1 s wait, and a
// page that renders correctly would fail `findBy…`. Every asynchronous query therefore waits up to 5 s.
configure({ asyncUtilTimeout: 5000 })
