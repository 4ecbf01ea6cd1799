import { useState, type FormEvent, type Ref } from 'react'
import { useT } from '../../i18n/use-t'
import { ChatInput } from './chat-input'

/** The input and the send button; send is disabled while a reply is pending or the text is blank. */
export function ChatComposer({
  canSend,
  onSend,
  placeholder,
  inputRef,
}: {
  /** Whether the chat takes a message now (not waiting for a reply). */
  canSend: boolean
  onSend(text: string): void
  placeholder: string
  inputRef?: Ref<HTMLTextAreaElement>
}) {
  const t = useT()
  const [text, setText] = useState('')
  const isSendable = canSend && text.trim() !== ''
  const send = () => {
    if (!isSendable) return
    onSend(text)
    setText('')
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <ChatInput
        ref={inputRef}
        value={text}
        onChange={setText}
        onSubmit={send}
        disabled={!canSend}
        placeholder={placeholder}
        label={t('chat.input.label')}
      />
      <button type="submit" className="chat-composer__send" disabled={!isSendable}>
        <SendIcon />
        <span className="visually-hidden">{t('chat.send')}</span>
      </button>
    </form>
  )
}

function SendIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
