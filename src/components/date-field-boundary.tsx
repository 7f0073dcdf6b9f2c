import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';
import { resetFailedChunks } from '../offline/lazy-with-timeout';
import { DateFieldPlaceholder, type DateFieldPlaceholderProps } from './date-field-placeholder';

export const DATE_FIELD_UNAVAILABLE = 'Não foi possível carregar o calendário. Ele aparece assim que a conexão voltar.';

interface Props {
  /** The field's label, hint and size: its frame stays in place with the reason. */
  field: DateFieldPlaceholderProps;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A date field whose code could not load (offline before the service worker holds the files) keeps its frame and
 * says why, instead of the page's boundary replacing the whole screen; it tries again when the connection returns.
 */
export class DateFieldBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { boundary: 'date-field', componentStack: info.componentStack ?? '' });
  }

  componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private retry = () => {
    if (!this.state.failed) return;
    // React.lazy keeps a failed load's rejection: the failed chunks load afresh.
    resetFailedChunks();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return <DateFieldPlaceholder {...this.props.field} error={DATE_FIELD_UNAVAILABLE} />;
  }
}
