import { useState, type FormEvent, type Ref } from 'react'
import { useT } from '../../i18n/use-t'
import { SendIcon } from './chat-icons'
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
