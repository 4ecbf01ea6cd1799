import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/use-t'

type CompleteLessonProps = {
  isCompleted: boolean
  isSaving: boolean
  hasFailed: boolean
  onComplete(): void
}

/** "Mark as complete", or the lesson's completed state; focus follows to the state once it is saved. */
export function CompleteLesson({ isCompleted, isSaving, hasFailed, onComplete }: CompleteLessonProps) {
  const t = useT()
  const done = useRef<HTMLParagraphElement>(null)
  // Only after the reader's own click: a lesson completed earlier must not pull focus when it opens.
  const hasClicked = useRef(false)
  useEffect(() => {
    if (isCompleted && hasClicked.current) done.current?.focus()
  }, [isCompleted])

  return (
    <div className="course-complete">
      {isCompleted ? (
        <p ref={done} tabIndex={-1} role="status" className="course-complete__done">
          <span aria-hidden="true">✓ </span>
          {t('course.lessonCompleted')}
        </p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={isSaving}
          onClick={() => {
            hasClicked.current = true
            onComplete()
          }}
        >
          {isSaving ? t('course.saving') : t('course.markComplete')}
        </button>
      )}
      {hasFailed && !isCompleted && (
        <p role="alert" className="course-note course-note--error">
          {t('course.completeFailed')}
        </p>
      )}
    </div>
  )
}
