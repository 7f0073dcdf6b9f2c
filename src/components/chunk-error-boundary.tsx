import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';
import { isChunkLoadError } from '../offline/chunk-errors';
import { resetFailedChunks } from '../offline/lazy-with-timeout';

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
 * failed lazy routes (React.lazy caches failures) instead of reloading the page.
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
      <Center mih={320} p="md">
        <Stack align="center" gap="sm" maw={460} ta="center" role="alert">
          <Title order={2} size="h3">
            {chunk ? 'Não foi possível carregar esta tela' : 'Algo deu errado nesta tela'}
          </Title>
          <Text c="dimmed">
            {chunk
              ? 'A conexão falhou ou está lenta demais. Verifique sua internet e tente novamente.'
              : 'Ocorreu um erro inesperado. Tente novamente; se o problema continuar, fale com o suporte.'}
          </Text>
          <Button onClick={this.retry}>Tentar novamente</Button>
        </Stack>
      </Center>
    );
  }
}
