import { Component, type ReactNode } from 'react'

/**
 * STYLE.md "Errors": a widget on every page sits in its own error boundary, so a failure in the chat never takes
 * the page down. The fallback is a short notice passed in already translated.
 */
export class ChatErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('The chat widget failed', error)
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children
  }
}
