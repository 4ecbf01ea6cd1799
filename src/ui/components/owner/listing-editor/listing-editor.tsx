import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { listingProblems, type OwnerListing } from '@domain/business/listing'
import type { ListingForm } from '@domain/business/listing-draft'
import { fromListingForm, listingChanges, toListingForm } from '@domain/business/listing-form'
import { canUse } from '@domain/plans/plan-features'
import { FormMessage } from '../../account/form-field'
import { useT } from '../../../i18n/use-t'
import { businessKeys } from '../../../queries/businesses'
import { ownerKeys } from '../../../queries/owners'
import { usePorts } from '../../../use-router-context'
import { CategoryPicker } from './category-picker'
import { ContactSection } from './contact-section'
import { ExtrasFields } from './extras-fields'
import { HoursEditor } from './hours-editor'
import { LocationFields } from './location-fields'
import { ListingError, UpgradeLink } from './plan-limit'
import type { SectionProps } from './section-props'
import { TextsFields } from './texts-fields'

/** The listing form's parts in order; the add form walks them as steps, the editor shows them all. */
export const LISTING_PARTS = [
  TextsFields,
  CategoryPicker,
  LocationFields,
  ContactSection,
  HoursEditor,
  ExtrasFields,
]

type Saved =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'problem'; key: ReturnType<typeof listingProblems>[number] }

/**
 * Edits one listing: only what changed is sent. The plan's limits show before they are reached (the parts ask
 * `canUse`/`withinLimit`); a refusal by the server (PLAN_LIMIT) is shown with the upgrade path.
 */
export function ListingEditor({ listing, userId }: { listing: OwnerListing; userId: string }) {
  const t = useT()
  const { owners } = usePorts()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ListingForm>(() => toListingForm(listing))
  const [featured, setFeatured] = useState(listing.featured)
  const [outcome, setOutcome] = useState<Saved | null>(null)
  const save = useMutation({
    mutationFn: (patch: Parameters<typeof owners.updateListing>[1]) =>
      owners.updateListing(listing.id, patch),
    onSuccess: async (updated) => {
      queryClient.setQueryData(ownerKeys.listings(userId), (all: OwnerListing[] | undefined) =>
        all?.map((l) => (l.id === updated.id ? updated : l)),
      )
      setForm(toListingForm(updated))
      setOutcome({ kind: 'saved' })
      // The public page shows the change at once: its cached copy goes.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.details }),
        queryClient.invalidateQueries({ queryKey: businessKeys.lists }),
      ])
    },
  })
  const parts: SectionProps = {
    idPrefix: `listing-${listing.id}`,
    form,
    features: listing.features,
    onChange: (changes) => setForm((current) => ({ ...current, ...changes })),
  }
  const isBadgeAllowed = canUse(listing.features, 'featured_badge')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.reset()
    const patch = listingChanges(fromListingForm(toListingForm(listing)), fromListingForm(form))
    const withBadge = featured === listing.featured ? patch : { ...patch, featured }
    const [problem] = listingProblems(patch)
    if (problem) return setOutcome({ kind: 'problem', key: problem })
    if (Object.keys(withBadge).length === 0) return setOutcome({ kind: 'unchanged' })
    setOutcome(null)
    save.mutate(withBadge)
  }

  return (
    <form className="listing-editor" onSubmit={submit} noValidate>
      {LISTING_PARTS.map((Part, index) => (
        <Part key={index} {...parts} />
      ))}
      <fieldset className="listing-section">
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={featured}
            disabled={!isBadgeAllowed}
            onChange={(e) => setFeatured(e.target.checked)}
          />
          {t('listing.featured')}
        </label>
        {isBadgeAllowed ? null : (
          <p className="form-field__hint">
            {t('listing.limit.featured_badge')} <UpgradeLink />
          </p>
        )}
      </fieldset>
      {save.isError ? <ListingError error={save.error} /> : null}
      {outcome?.kind === 'problem' ? (
        <FormMessage kind="error">{t(`listing.problem.${outcome.key}`)}</FormMessage>
      ) : null}
      {outcome?.kind === 'saved' ? <FormMessage kind="success">{t('listing.saved')}</FormMessage> : null}
      {outcome?.kind === 'unchanged' ? (
        <FormMessage kind="success">{t('listing.unchanged')}</FormMessage>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t('listing.saving') : t('listing.save')}
      </button>
    </form>
  )
}
