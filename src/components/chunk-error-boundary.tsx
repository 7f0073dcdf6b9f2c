import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';
import { dropStaticLogin } from '../lib/static-login';
import { isChunkLoadError } from '../offline/chunk-errors';
import { resetFailedChunks } from '../offline/lazy-with-timeout';
import { BareButton } from './bare/bare-button';
import { BareCenter } from './bare/bare-center';
import { BareDimmedText } from './bare/bare-dimmed-text';
import { BareStack } from './bare/bare-stack';
import { BareTitle } from './bare/bare-title';
import { rem } from './bare/mantine-markup';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a shown error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Catches route errors, chunk loads included, and offers 'Tentar novamente'. Retrying re-creates the
 * failed lazy routes (React.lazy caches failures) instead of reloading the page. Bare (Mantine's markup without its
 * runtime): it must draw when the chunk that failed was Mantine's own.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    // Another route: lazy routes that failed earlier load afresh when visited again (React.lazy would
    // otherwise replay the old rejection). Idempotent, so a repeated render does no harm.
    if (state.error) resetFailedChunks();
    return { resetKey: props.resetKey, error: null };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { boundary: 'route', componentStack: info.componentStack ?? '' });
    // The login page failed before taking over the server's copy of its form: the retry screen must not stay hidden.
    dropStaticLogin();
  }

  private retry = () => {
    resetFailedChunks();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <BareCenter minHeight={rem(320)} padded>
        <BareStack maxWidth={460} centerText role="alert">
          <BareTitle order={2} size="h3">
            {chunk ? 'Não foi possível carregar esta tela' : 'Algo deu errado nesta tela'}
          </BareTitle>
          <BareDimmedText>
            {chunk
              ? 'A conexão falhou ou está lenta demais. Verifique sua internet e tente novamente.'
              : 'Ocorreu um erro inesperado. Tente novamente; se o problema continuar, fale com o suporte.'}
          </BareDimmedText>
          <BareButton onClick={this.retry}>Tentar novamente</BareButton>
        </BareStack>
      </BareCenter>
    );
  }
}
