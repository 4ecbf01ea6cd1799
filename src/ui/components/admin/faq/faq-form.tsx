import { useId, useState } from 'react'
import { SITE_PATHS } from '@content/content-types'
import { FAQ_GROUPS, type FaqEntry, type FaqEntryInput } from '@domain/faq/faq-entry'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { ContentForm } from '../content/form-parts'
import { LocalizedFields } from '../content/localized-fields'

type FaqFormProps = {
  entry: FaqEntry | null
  isSaving: boolean
  onSave: (input: FaqEntryInput) => void
  onCancel: () => void
}

/** Question and answer in three languages, the group, an optional link to one of the site's pages, published. */
export function FaqForm({ entry, isSaving, onSave, onCancel }: FaqFormProps) {
  const t = useT()
  const id = useId()
  const [input, setInput] = useState<FaqEntryInput>({
    key: entry?.key ?? '',
    groupId: entry?.groupId ?? 'visitors',
    question: entry?.question ?? {},
    answer: entry?.answer ?? {},
    link: entry?.link ?? null,
    isPublished: entry?.isPublished ?? true,
  })
  return (
    <ContentForm
      title={
        entry
          ? t('adminContent.faq.editTitle', { name: pickText(entry.question, 'en') })
          : t('adminContent.faq.newTitle')
      }
      isSaving={isSaving}
      onSubmit={() => onSave(input)}
      onCancel={onCancel}
    >
      <div className="field">
        <label htmlFor={`${id}-group`}>{t('adminContent.faq.group')}</label>
        <select
          id={`${id}-group`}
          value={input.groupId}
          onChange={(e) =>
            setInput({ ...input, groupId: FAQ_GROUPS.find((g) => g === e.target.value) ?? 'visitors' })
          }
        >
          {FAQ_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`adminContent.faq.group.${group}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('adminContent.faq.key')}</label>
        <input
          id={`${id}-key`}
          required
          maxLength={60}
          pattern="[A-Za-z0-9]+(-[A-Za-z0-9]+)*"
          aria-describedby={`${id}-key-hint`}
          value={input.key}
          onChange={(e) => setInput({ ...input, key: e.target.value })}
        />
        <p id={`${id}-key-hint`} className="field-hint">
          {t('adminContent.faq.keyHint')}
        </p>
      </div>
      <LocalizedFields
        legend="adminContent.faq.question"
        value={input.question}
        onChange={(question) => setInput({ ...input, question })}
        isRequired
        maxLength={300}
      />
      <LocalizedFields
        legend="adminContent.faq.answer"
        value={input.answer}
        onChange={(answer) => setInput({ ...input, answer })}
        isRequired
        isMultiline
        maxLength={5000}
      />
      <div className="field">
        <label htmlFor={`${id}-link`}>{t('adminContent.faq.link')}</label>
        <select
          id={`${id}-link`}
          value={input.link?.to ?? ''}
          onChange={(e) =>
            setInput({
              ...input,
              link: e.target.value ? { to: e.target.value, label: input.link?.label ?? {} } : null,
            })
          }
        >
          <option value="">{t('adminContent.faq.noLink')}</option>
          {SITE_PATHS.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </select>
      </div>
      {input.link ? (
        <LocalizedFields
          legend="adminContent.faq.linkLabel"
          value={input.link.label}
          onChange={(label) => setInput({ ...input, link: input.link ? { ...input.link, label } : null })}
          isRequired
          maxLength={300}
        />
      ) : null}
      <div className="field field--inline">
        <input
          id={`${id}-published`}
          type="checkbox"
          checked={input.isPublished}
          onChange={(e) => setInput({ ...input, isPublished: e.target.checked })}
        />
        <label htmlFor={`${id}-published`}>{t('adminContent.faq.published')}</label>
      </div>
    </ContentForm>
  )
}
