import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createFloorRouter } from './floor-router'

// The floor hydrates as the portal's entry does: as a transition, in a task after the one that evaluated the scripts.
const router = createFloorRouter()
setTimeout(() => startTransition(() => void hydrateRoot(document, <RouterClient router={router} />)), 0)
