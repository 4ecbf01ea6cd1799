import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { businessKeys } from '../../../queries/businesses'
import { directoryKeys } from './queries'

/**
 * An admin's change to a business: on success the admin's copies and the public pages' cached copies go (the
 * page shows the change at once); `version` counts outcomes, so each one is announced and focused.
 */
export function useBusinessAction<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  const [version, setVersion] = useState(0)
  const mutation = useMutation({
    mutationFn: run,
    onSettled: () => setVersion((v) => v + 1),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: businessKeys.details }),
        queryClient.invalidateQueries({ queryKey: businessKeys.lists }),
      ]),
  })
  return { mutation, version }
}
