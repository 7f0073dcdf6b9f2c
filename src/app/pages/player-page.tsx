import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { resolveMediaSource } from '../../lib/media-source';
import { INVALID_URL_MESSAGE } from '../../lib/safe-url';
import { PopupPlaceholder } from '../layout/popup-placeholder';

const FILL = { width: '100%', height: '100dvh', border: 0, display: 'block' } as const;

/** /player?url= — a 640×360 popup: direct video/audio files natively, YouTube/Vimeo through their https embeds. */
export function PlayerPage() {
  const [search] = useSearchParams();
  const raw = search.get('url');
  const source = resolveMediaSource(raw);
  const error = raw === null ? 'Nenhum vídeo informado.' : source.kind === 'invalid' ? INVALID_URL_MESSAGE : null;
  // A file that cannot be loaded (gone, offline, unsupported) must say so, not leave a black player. The key
  // remounts the element on "Tentar novamente" so that it asks for the file again.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const media = useRef<HTMLMediaElement | null>(null);
  // A native listener, and a look at .error in case the failure came before it was attached.
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const onError = () => setFailed(true);
    if (element.error) onError();
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, [attempt, failed]);

  if (failed && (source.kind === 'video' || source.kind === 'audio')) {
    return (
      <PopupPlaceholder title="Reprodutor de vídeo" error={null}>
        <Center py="xl" data-testid="player-failed" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>Não foi possível carregar {source.kind === 'video' ? 'o vídeo' : 'o áudio'}.</Text>
            <Text size="sm" c="dimmed">
              Verifique a conexão e tente de novo. Se o problema continuar, <a href={source.src}>baixe o arquivo</a>.
            </Text>
            <Button
              size="xs"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Center>
      </PopupPlaceholder>
    );
  }

  return (
    <PopupPlaceholder title="Reprodutor de vídeo" error={error} bare>
      {source.kind === 'embed' && (
        <iframe
          src={source.src}
          title={`Vídeo da audiência (${source.provider})`}
          style={FILL}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="player-embed"
        />
      )}
      {source.kind === 'video' && (
        <video
          key={attempt}
          ref={(el) => void (media.current = el)}
          src={source.src}
          controls
          playsInline
          preload="metadata"
          style={{ ...FILL, background: 'black' }}
          data-testid="player-video"
        >
          Seu navegador não consegue reproduzir este vídeo. <a href={source.src}>Baixar o vídeo</a>.
        </video>
      )}
      {source.kind === 'audio' && (
        <div style={{ ...FILL, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <audio
            key={attempt}
            ref={(el) => void (media.current = el)}
            src={source.src}
            controls
            preload="metadata"
            style={{ width: '90%' }}
            data-testid="player-audio"
          >
            Seu navegador não consegue reproduzir este áudio. <a href={source.src}>Baixar o áudio</a>.
          </audio>
        </div>
      )}
    </PopupPlaceholder>
  );
}
