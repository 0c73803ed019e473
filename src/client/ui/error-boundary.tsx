import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey?: unknown;
}

/**
 * Around each panel: a render error there shows this box instead of a blank console
 * (STYLE: errors are shown by the fetcher's toasts or by a boundary, nowhere else).
 */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('panel failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-danger/30 bg-surface p-6">
        <h2 className="font-medium text-fg">{t('exception.panel.title')}</h2>
        <p className="mt-1 text-sm text-fg-3">{t('exception.panel.description')}</p>
        <Button className="mt-4" onClick={() => this.setState({ error: null })}>
          {t('exception.panel.retry')}
        </Button>
      </div>
    );
  }
}
