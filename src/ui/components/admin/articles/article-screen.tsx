import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import type { AdminArticle, ArticleInput } from '@domain/admin/content'
import { ARTICLE_STATUSES, isArticleStatus } from '@domain/article/article-status'
import { LOCALES, pickText, type Locale } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { MarkdownContent } from '../../../markdown/markdown-content'
import { adminKeys } from '../../../queries/admin'
import { articleCategoriesQuery, articleKeys } from '../../../queries/articles'
import { usePorts } from '../../../use-router-context'
import { InfoPage } from '../../info-page'
import { ConfirmDelete } from '../content/confirm-delete'
import { SlugField, flattenTree } from '../content/form-parts'
import { useContentFailure } from '../content/content-failure'
import { useOutcome } from '../kit/outcome'

const NEW_ARTICLE: ArticleInput = {
  slug: '',
  categoryId: 0,
  title: {},
  excerpt: {},
  content: {},
  image: null,
  status: 'draft',
  publishedAt: new Date(0).toISOString(),
  relatedBusinessIds: [],
}

type ArticleEditorProps = {
  article: AdminArticle | null
  /** The article was just created: the editor that wrote it handed over to this one, so it says "saved". */
  isJustCreated?: boolean
}

/**
 * One article: title, excerpt and Markdown body per language with a live preview (the public page's renderer,
 * so what the admin sees is what visitors get), category, cover, status, date and related businesses.
 */
export function ArticleScreen({ article, isJustCreated = false }: ArticleEditorProps) {
  const t = useT()
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { articles, adminContent } = usePorts()
  const categories = useQuery(articleCategoriesQuery(articles))
  const [input, setFields] = useState<ArticleInput>(() =>
    article ? { ...article } : { ...NEW_ARTICLE, publishedAt: new Date().toISOString() },
  )
  const [language, setLanguage] = useState<Locale>('en')
  const [related, setRelatedText] = useState(input.relatedBusinessIds.join(', '))
  const outcome = useOutcome({
    initial:
      article && isJustCreated
        ? { kind: 'done', text: t('adminContent.saved', { name: pickText(article.title, 'en') }) }
        : null,
    hasLiveRegion: true,
  })
  // "Saved" holds until the admin changes the article again.
  const setInput = (next: ArticleInput) => {
    outcome.clearDone()
    setFields(next)
  }
  const setRelated = (next: string) => {
    outcome.clearDone()
    setRelatedText(next)
  }
  const failure = useContentFailure()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'articles'] }),
      queryClient.invalidateQueries({ queryKey: articleKeys.lists }),
      queryClient.invalidateQueries({ queryKey: articleKeys.details }),
    ])

  const save = useMutation({
    mutationFn: (next: ArticleInput) =>
      article ? adminContent.updateArticle(article.id, next) : adminContent.createArticle(next),
    onSuccess: async (saved) => {
      await refresh()
      // A new article opens in an editor of its own, which takes over the confirmation through the address and
      // moves focus to it (rather than to the page's heading), as an edit's confirmation takes focus.
      if (!article)
        return navigate({
          to: '/admin/articles/$id',
          params: { id: String(saved.id) },
          search: { saved: true },
          state: { keepsFocus: true },
        })
      outcome.show({ kind: 'done', text: t('adminContent.saved', { name: pickText(saved.title, 'en') }) })
    },
    onError: (error) => outcome.show({ kind: 'failed', text: failure(error) }),
  })
  const remove = useMutation({
    mutationFn: (articleId: number) => adminContent.deleteArticle(articleId),
    onSuccess: async () => {
      await refresh()
      await navigate({ to: '/admin/articles' })
    },
    onError: (error) => outcome.show({ kind: 'failed', text: failure(error) }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ ...input, relatedBusinessIds: parseIds(related) })
  }
  const text = (field: 'title' | 'excerpt' | 'content') => input[field][language] ?? ''
  const setText = (field: 'title' | 'excerpt' | 'content', value: string) =>
    setInput({ ...input, [field]: { ...input[field], [language]: value } })
  const flatCategories = flattenTree(categories.data ?? [])

  return (
    <InfoPage
      titleKey={article ? 'adminContent.articles.editTitle' : 'adminContent.articles.new'}
      introKey="adminContent.articles.editIntro"
      isWide
    >
      {outcome.view}
      <form className="content-form article-form" onSubmit={submit}>
        <fieldset className="language-choice">
          <legend>{t('adminContent.articles.language')}</legend>
          {LOCALES.map((locale) => (
            <label key={locale}>
              <input
                type="radio"
                name={`${id}-language`}
                value={locale}
                checked={language === locale}
                onChange={() => setLanguage(locale)}
              />
              {t(`language.${locale}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('adminContent.articles.titleField')}</label>
          <input
            id={`${id}-title`}
            lang={language}
            required={language === 'en'}
            maxLength={300}
            value={text('title')}
            onChange={(e) => setText('title', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-excerpt`}>{t('adminContent.articles.excerpt')}</label>
          <textarea
            id={`${id}-excerpt`}
            lang={language}
            rows={2}
            maxLength={2000}
            value={text('excerpt')}
            onChange={(e) => setText('excerpt', e.target.value)}
          />
        </div>
        <div className="article-form__body">
          <div className="field">
            <label htmlFor={`${id}-body`}>{t('adminContent.articles.body')}</label>
            <textarea
              id={`${id}-body`}
              lang={language}
              rows={16}
              maxLength={100000}
              aria-describedby={`${id}-body-hint`}
              value={text('content')}
              onChange={(e) => setText('content', e.target.value)}
            />
            <p id={`${id}-body-hint`} className="field-hint">
              {t('adminContent.articles.bodyHint')}
            </p>
          </div>
          <section className="article-preview" aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`}>{t('adminContent.articles.preview')}</h2>
            <MarkdownContent source={text('content')} lang={language} />
          </section>
        </div>
        <SlugField value={input.slug} onChange={(slug) => setInput({ ...input, slug })} />
        <div className="field">
          <label htmlFor={`${id}-category`}>{t('adminContent.articles.category')}</label>
          <select
            id={`${id}-category`}
            required
            value={input.categoryId || ''}
            onChange={(e) => setInput({ ...input, categoryId: Number(e.target.value) })}
          >
            <option value="">{t('adminContent.articles.chooseCategory')}</option>
            {flatCategories.map(({ node: category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'— '.repeat(depth)}${pickText(category.name, 'en')}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-image`}>{t('adminContent.articles.image')}</label>
          <input
            id={`${id}-image`}
            maxLength={500}
            pattern="/[A-Za-z0-9._~/\-]*"
            placeholder="/media/articles/…/cover.webp"
            value={input.image ?? ''}
            onChange={(e) => setInput({ ...input, image: e.target.value.trim() || null })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('adminContent.articles.status')}</label>
          <select
            id={`${id}-status`}
            value={input.status}
            onChange={(e) =>
              isArticleStatus(e.target.value) && setInput({ ...input, status: e.target.value })
            }
          >
            {ARTICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminContent.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('adminContent.articles.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={input.publishedAt.slice(0, 10)}
            onChange={(e) =>
              e.target.value &&
              setInput({ ...input, publishedAt: new Date(`${e.target.value}T08:00:00Z`).toISOString() })
            }
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-related`}>{t('adminContent.articles.related')}</label>
          <input
            id={`${id}-related`}
            inputMode="numeric"
            pattern="[0-9, ]*"
            aria-describedby={`${id}-related-hint`}
            value={related}
            onChange={(e) => setRelated(e.target.value)}
          />
          <p id={`${id}-related-hint`} className="field-hint">
            {t('adminContent.articles.relatedHint')}
          </p>
        </div>
        <div className="content-form__actions">
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? t('adminContent.saving') : t('adminContent.save')}
          </button>
          {article ? (
            <ConfirmDelete name={pickText(article.title, 'en')} onConfirm={() => remove.mutate(article.id)} />
          ) : null}
        </div>
      </form>
    </InfoPage>
  )
}

// Related businesses are typed as ids ("12, 40"); duplicates and anything else are dropped.
function parseIds(text: string): number[] {
  const ids = text
    .split(/[\s,]+/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, 20)
}
