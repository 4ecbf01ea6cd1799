import { describe, expect, it } from 'vitest'
import { deferPort } from '@/adapters/api/deferred-port'

type GreetingPort = { greet(name: string): Promise<string> }

describe('a deferred port', () => {
  it('loads its adapter on the first call only and forwards every call', async () => {
    let loads = 0
    const port = deferPort<GreetingPort>(async () => {
      loads += 1
      return { greet: async (name) => `Hello, ${name}` }
    })
    expect(loads).toBe(0)
    expect(await port.greet('Eleni')).toBe('Hello, Eleni')
    expect(await port.greet('Andreas')).toBe('Hello, Andreas')
    expect(loads).toBe(1)
  })

  it('rejects the call whose load failed and loads again on the next one', async () => {
    let loads = 0
    const port = deferPort<GreetingPort>(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return { greet: async (name) => `Hello, ${name}` }
    })
    await expect(port.greet('Eleni')).rejects.toThrow('offline')
    expect(await port.greet('Eleni')).toBe('Hello, Eleni')
  })

  it('is not mistaken for a promise when awaited', async () => {
    const port = deferPort<GreetingPort>(async () => ({ greet: async () => '' }))
    expect(await Promise.resolve(port)).toBe(port)
  })
})
